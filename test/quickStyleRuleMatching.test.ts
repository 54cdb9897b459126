import { cannotMatch, subjectsOf } from './quickStyleRuleMatching';

// The quick answer is only ever "no match", and only where the selector engine says the same.
document.body.innerHTML = `
  <div class="css-1abc-MuiStack-root MuiStack-root">
    <button class="MuiButton-root Mui-disabled css-9xyz" disabled>Save</button>
    <input type="hidden" class="css-input"><input type="checkbox">
    <table><tbody><tr><td class="cell">1</td></tr></tbody></table>
    <svg><foreignObject class="fo"></foreignObject></svg>
    <h1 class="title">Users</h1><span hidden>x</span>
  </div>`;

const selectors = [
  '.css-1abc-MuiStack-root', '.MuiButton-root.Mui-disabled', '.MuiButton-root.Mui-focusVisible', '.css-9xyz:hover',
  '.css-1abc-MuiStack-root>:not(style)~:not(style)', '.css-1abc-MuiStack-root > .MuiButton-root', 'div .cell', 'td.cell',
  'input[type="hidden"]', 'input[type="button"], input[type="submit"], button', 'button:disabled, select:disabled', 'table > tr',
  'article h1,\naside h1', 'h1', ':root', '[hidden]', '*', '.a:not(.title)', ':is(.title, .cell)', 'foreignobject', 'svg|foreignObject',
  'a[title="x, .y (z"] .title', '.title::before', 'div', 'span[hidden]', '#main .title',
];

it('never rules out an element that the selector engine matches', () => {
  let ruledOut = 0;
  for (const element of document.body.querySelectorAll('*')) {
    for (const selector of selectors) {
      let matches = false;
      try {
        matches = element.matches(selector);
      } catch {
        continue; // not a selector this engine takes
      }
      if (cannotMatch(element, selector)) {
        ruledOut++;
        expect({ selector, element: element.outerHTML.slice(0, 60), matches }).toEqual({ selector, element: element.outerHTML.slice(0, 60), matches: false });
      }
    }
  }
  // Most pairs are answered quickly, or this would speed nothing up.
  expect(ruledOut).toBeGreaterThan(150);
});

it('reads what the last compound of each alternative asks of the element', () => {
  expect(subjectsOf('.css-1abc:hover')).toEqual([{ tag: null, classes: ['css-1abc'] }]);
  expect(subjectsOf('div > .x, td.y')).toEqual([{ tag: null, classes: ['x'] }, { tag: 'td', classes: ['y'] }]);
  expect(subjectsOf('input[type="a, b"]:focus')).toEqual([{ tag: 'input', classes: [] }]);
  expect(subjectsOf('.a:not(.b)')).toEqual([{ tag: null, classes: ['a'] }]);
  // Nothing to check, or an alternative with nothing to check: the selector engine decides.
  for (const selector of [':root', '[hidden]', ':is(.a, .b)', '.a, :focus', '.a\\:b', '@namespace x', '.a ']) expect(subjectsOf(selector)).toBeNull();
});

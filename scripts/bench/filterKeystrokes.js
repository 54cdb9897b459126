// Filter keystrokes timed in Chromium, for the list benches (scripts/bench.js, appProfiles.js).
// A list's filter is debounced (FILTER_DEBOUNCE_MS, 250 ms, in src/shared/list/useServerList.ts):
// a keystroke after a quiet spell asks at once, a burst of typing only once it ends. Each keystroke
// here comes after a pause longer than that, as a typist's last keystroke, so it times the list's
// answer and render, not the debounce. The values are typed three times: the first round runs
// mostly in V8's interpreter (a fresh page; with TurboFan off every round takes as long), the last
// one with the list's code optimised, as after a while of use.
/* global document, HTMLInputElement, MutationObserver, requestAnimationFrame */
const PAUSE_MS = 300;

/**
 * Types each value into the filter labelled `label` and resolves with the ms from the input event
 * to the frame after the table's first link shows another row that contains the value (any other
 * row for ''): the rows the filter asked for, not a loading state. NaN after 20 s.
 */
async function timeFilterKeystrokes(page, label, values) {
  const times = [];
  for (const value of [...values, ...values, ...values]) {
    await page.waitForTimeout(PAUSE_MS);
    times.push(
      await page.evaluate(
        ({ label: labelText, text }) =>
          new Promise((resolve) => {
            const firstRow = () => document.querySelector('tbody tr td a')?.textContent ?? '';
            const before = firstRow();
            const input = [...document.querySelectorAll('label')].find((l) => l.textContent === labelText).control;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              const now = firstRow();
              if (now === '' || now === before || !now.includes(text)) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            observer.observe(document.querySelector('tbody'), { childList: true, subtree: true, characterData: true });
            setTimeout(() => resolve(Number.NaN), 20_000);
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        { label, text: value },
      ),
    );
  }
  return times;
}

/** The first keystroke's time, the median of the next five, and the median of the last round (warmed up). */
function keystrokeFigures(times) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const round = times.length / 3;
  return { firstKeystrokeMs: times[0], keystrokeMs: median(times.slice(1, 6)), warmKeystrokeMs: median(times.slice(2 * round)) };
}

module.exports = { timeFilterKeystrokes, keystrokeFigures };

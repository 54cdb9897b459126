import { render } from '@testing-library/react';
import { safeHtml } from './safeHtml';

const rendered = (html: string) => render(<>{safeHtml(html)}</>).container.innerHTML;

describe('safeHtml', () => {
  it('keeps text structure', () => {
    expect(rendered('<h2>Sent</h2><p>Check <b>junk</b><br>mail</p><ul><li>one</li></ul>')).toBe(
      '<h2>Sent</h2><p>Check <b>junk</b><br>mail</p><ul><li>one</li></ul>',
    );
  });

  it('drops scripts, styles and every attribute, and unwraps other tags to their text', () => {
    const html = rendered(
      '<p onclick="alert(1)" style="color:red" class="x">Hi</p><script>alert(1)</script><style>p{}</style><img src=x onerror="alert(1)"><table><tr><td>cell</td></tr></table>',
    );
    expect(html).toBe('<p>Hi</p>cell');
  });

  it('keeps http, https and mailto links only, opening them safely', () => {
    expect(rendered('<a href="https://help.example/support" onclick="x()">support</a>')).toBe(
      '<a href="https://help.example/support" target="_blank" rel="noopener noreferrer">support</a>',
    );
    expect(rendered('<a href="javascript:alert(1)">bad</a><a href="mailto:help@example.com">mail</a>')).toBe(
      'bad<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });
});

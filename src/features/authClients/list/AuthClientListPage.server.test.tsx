// The OAuth2 client list paged on the server (GET /authClient/list/page), against the real server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginToRealServer } from '../../../app/testing/realServer';
import { callApi } from '../../../app/testing/realServerCalls';
import { renderAuthClientPageAs } from '../testing/renderAuthClientPage';

const table = () => screen.getByRole('table', { name: 'OAuth2 clients' });
const shownNames = () =>
  within(table())
    .queryAllByRole('link')
    .map((link) => link.textContent);
const range = () => screen.getByRole('status', { name: 'OAuth2 client list pages: items shown' });
const numbered = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => `Paged Client ${from + i * step}`);

describe('AuthClientListPage paged on the server', () => {
  it('shows the page, sort and filter of its URL with the total, and pages and sorts on the server', async () => {
    // Twelve clients of its own (callApi uses the logged-in admin's token).
    await loginToRealServer('demo.errigal');
    for (let i = 1; i <= 12; i += 1) {
      await callApi('/authClient/update', {
        method: 'POST',
        body: JSON.stringify({ name: `Paged Client ${i}`, description: `Paged ${i}`, clientSecret: `secret${i}`.padEnd(32, 'x') }),
      });
    }

    await renderAuthClientPageAs('demo.errigal', '/authClient/list?name=paged+client&sort=name&dir=asc&page=2');
    // Digits by value: 1…10 on page 1, 11 and 12 on page 2.
    await waitFor(() => expect(shownNames()).toEqual(['Paged Client 11', 'Paged Client 12']), { timeout: 5000 });
    expect(range()).toHaveTextContent('11-12 of 12');
    const pages = screen.getByRole('navigation', { name: 'OAuth2 client list pages' });
    expect(within(pages).getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');

    const user = userEvent.setup();
    // A new sort keeps the page.
    await user.click(within(table()).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(shownNames()).toEqual(['Paged Client 2', 'Paged Client 1']), { timeout: 5000 });
    expect(range()).toHaveTextContent('11-12 of 12');
    expect(screen.getByTestId('location')).toHaveTextContent('name=paged+client&sort=name&dir=desc&page=2');

    await user.click(within(screen.getByRole('navigation', { name: 'OAuth2 client list pages' })).getByRole('button', { name: 'Go to page 1' }));
    await waitFor(() => expect(shownNames()).toEqual(numbered(12, 3, -1)), { timeout: 5000 });
    expect(range()).toHaveTextContent('1-10 of 12');
    expect(screen.getByTestId('location')).toHaveTextContent('name=paged+client&sort=name&dir=desc&page=1');
  });
});

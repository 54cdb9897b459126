// The user list against the real server (the file's own, started by its test environment):
// catches drift between the contract, the server and the console that a mock cannot.
import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useNavigate } from 'react-router';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../app/store';
import { loginToRealServer } from '../../app/testing/realServer';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../session';
import { compareText } from '../../shared/list/listHelpers';
import UserListPage from './UserListPage';
import { ELEMENTS_FOLLOW_PROFILE } from './bulkActions/bulkActionMessages';

/** An edit screen's two ways back: its own link to the list, and the browser's Back. */
function EditScreen() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/user/list">Back to the list</Link>
      <button onClick={() => navigate(-1)}>Browser back</button>
    </>
  );
}

async function renderAs(username: string, route = '/user/list') {
  const store = makeStore();
  store.dispatch(currentUserLoaded(await loginToRealServer(username)));
  const routes = (
    <Routes>
      <Route path="/user/list" element={<UserListPage />} />
      <Route path="/user/edit/:id" element={<EditScreen />} />
    </Routes>
  );
  const rendered = renderWithProviders(routes, { store, route });
  await screen.findByRole('table', { name: /users$/ });
  return rendered;
}

const usernamesShown = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent ?? '');
const pagerOf = () => screen.getByRole('navigation', { name: 'User list pages' });
/** The URL's search parameters, in name order. */
const listParams = (url: string | null) => {
  const params = new URLSearchParams(url?.split('?')[1]);
  params.sort();
  return params.toString();
};
const rangeShown = () => screen.getByRole('status', { name: 'User list pages: items shown' }).textContent;

const rowOf = (username: string) => screen.getByText(username, { selector: 'td *, td' }).closest('tr') as HTMLElement;

describe('UserListPage with the real server', () => {
  it('an ERRIGAL_ADMIN pages through every active user, 10 a page, with profile links', async () => {
    await renderAs('demo.errigal');
    const table = screen.getByRole('table', { name: 'Active users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Username' }), 'demo.');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const link = within(rowOf('demo.admin')).getByRole('link', { name: 'Customer Administrator' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/profile\/business\/edit\/[0-9a-f-]{36}$/));
  });

  it('an SCO admin sees only SCO-level users, and profile names as plain text', async () => {
    await renderAs('demo.sco');
    const table = screen.getByRole('table', { name: 'Active users' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Username' }), 'demo.');
    await screen.findByText('demo.sco', { selector: 'td *, td' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('demo.admin')).not.toBeInTheDocument();
    expect(within(rowOf('demo.sco')).queryByRole('link', { name: 'SCO Administrator' })).not.toBeInTheDocument();
    expect(within(rowOf('demo.sco')).getByText('SCO Administrator')).toBeInTheDocument();
  });

  it('deactivating a user moves it to the Inactive list without a reload', async () => {
    await renderAs('demo.admin');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'brian.mccarthy1');
    await waitFor(() => expect(rowOf('brian.mccarthy1')).toBeTruthy());
    await user.selectOptions(within(rowOf('brian.mccarthy1')).getByLabelText('Status of brian.mccarthy1'), 'Inactive');
    expect(await screen.findByText('brian.mccarthy1 Successfully Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('brian.mccarthy1', { selector: 'td *, td' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Inactive' }));
    expect(await screen.findByText('brian.mccarthy1', { selector: 'td *, td' })).toBeInTheDocument();
  });

  it('Pull User Info says it failed when no application answers (none runs beside the test server)', async () => {
    await renderAs('demo.errigal');
    await userEvent.click(screen.getByRole('button', { name: 'Pull User Info' }));
    const toast = await screen.findByText(/^User Info Pull/);
    expect(toast).toHaveTextContent(/^User Info Pull Failed$/);
    expect(toast.closest('.notistack-MuiContent-error')).not.toBeNull();
  });

  it('filters on the server, %, _ and \\ taken literally, and shows the total', async () => {
    await renderAs('demo.errigal');
    await waitFor(() => expect(rangeShown()).toMatch(/^1-10 of \d\d+$/));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'DEMO.');
    await waitFor(() => expect(usernamesShown()).toEqual(['demo.admin', 'demo.errigal', 'demo.sco']));
    expect(rangeShown()).toBe('1-3 of 3');
    expect(JSON.parse(localStorage.getItem('searchCriteria') ?? '{}')).toMatchObject({ username: 'DEMO.' });
    for (const literal of ['%', '_', '\\']) {
      await user.clear(screen.getByRole('textbox', { name: 'Username' }));
      await user.type(screen.getByRole('textbox', { name: 'Username' }), `demo${literal}`);
      expect(await screen.findByText('No users match these filters')).toBeInTheDocument();
      expect(rangeShown()).toBe('0 of 0');
    }
  });

  it("sorts on the server in the console's order, both ways", async () => {
    await renderAs('demo.errigal');
    await waitFor(() => expect(usernamesShown()).toHaveLength(10));
    const ascending = usernamesShown();
    expect(ascending).toEqual([...ascending].sort(compareText));
    await userEvent.click(screen.getByRole('button', { name: 'Username' }));
    await waitFor(() => expect(usernamesShown()[0]).not.toBe(ascending[0]));
    const descending = usernamesShown();
    expect(descending).toEqual([...descending].sort(compareText).reverse());
    expect(screen.getByTestId('location')).toHaveTextContent('sort=username&dir=desc&page=1');
  });

  it('keeps filter, sort and page on the way back from an edit screen, by its link or by Back', async () => {
    await renderAs('demo.errigal');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '@');
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(usernamesShown()).toHaveLength(10));
    // A filtered page's total follows its rows; the pager shows with it.
    await user.click(within(await screen.findByRole('navigation', { name: 'User list pages' })).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(rangeShown()).toMatch(/^11-20 of /));
    const shown = usernamesShown();
    const where = screen.getByTestId('location').textContent;
    expect(where).toBe('/user/list?email=%40&sort=email&dir=desc&page=2');

    for (const back of ['Back to the list', 'Browser back']) {
      await user.click(screen.getByRole('link', { name: shown[0] }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/user\/edit\//);
      await user.click(screen.getByRole(back === 'Browser back' ? 'button' : 'link', { name: back }));
      await waitFor(() => expect(usernamesShown()).toEqual(shown));
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('@');
      expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
      await waitFor(() => expect(within(pagerOf()).getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page'));
      // Written into the URL once the list is painted.
      await waitFor(() => expect(listParams(screen.getByTestId('location').textContent)).toBe(listParams(where)));
    }
  });

  it('shows the list a link describes (a reload or a new tab), Inactive included', async () => {
    await renderAs('demo.errigal', '/user/list?status=inactive&username=a&sort=username&dir=desc&page=1');
    expect(screen.getByRole('table', { name: 'Inactive users' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('a');
    await waitFor(() => expect(usernamesShown()[0]).toMatch(/a/i));
    expect(usernamesShown().every((name) => name.toLowerCase().includes('a'))).toBe(true);
  });
});

describe('bulk actions on the selected users (issue 22)', () => {
  it('ticks the rows of a page, asks before acting, then shows the job to its outcome', async () => {
    await renderAs('demo.admin');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'aoife.');
    await waitFor(() => expect(usernamesShown()).toEqual(['aoife.byrne16', 'aoife.murphy0', 'aoife.obrien32']));
    await user.click(screen.getByRole('checkbox', { name: 'Select aoife.murphy0' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select aoife.obrien32' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Actions on the selected users' });
    expect(toolbar).toHaveTextContent('2 users selected');
    await user.click(within(toolbar).getByRole('button', { name: 'Send Password Reset Email' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Password Reset Email' });
    expect(dialog).toHaveTextContent('Send Password Reset Email for 2 users?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Password Reset Email' }));
    expect(await screen.findByText('2 of 2 users changed', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Actions on the selected users' })).not.toBeInTheDocument();
  });

  it('"select all matching" takes every page of the filter, and the outcome names each user refused', async () => {
    await renderAs('demo.errigal');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Profile' }), 'sco');
    // The total follows the rows (another request).
    await waitFor(() => expect(rangeShown()).toMatch(/^1-10 of (1[1-9]|[2-9]\d)$/));
    const total = Number(rangeShown()?.split(' of ')[1]);
    await user.click(screen.getByRole('checkbox', { name: 'Select the users of this page' }));
    await user.click(screen.getByRole('button', { name: `Select all ${total} users matching` }));
    expect(screen.getByRole('toolbar', { name: 'Actions on the selected users' })).toHaveTextContent(`All ${total} users matching selected`);
    await user.click(screen.getByRole('button', { name: 'Set Business Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Business Profile' });
    await within(dialog).findByRole('option', { name: 'Customer Administrator' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Business Profile' }), 'Customer Administrator');
    expect(dialog).toHaveTextContent(`Set Business Profile Customer Administrator for ${total} users?`);
    expect(dialog).toHaveTextContent(ELEMENTS_FOLLOW_PROFILE);
    await user.click(within(dialog).getByRole('button', { name: 'Set Business Profile' }));
    // Customer Administrator grants ADMIN: every SCO_ADMIN-level user is refused, and named.
    const outcome = await screen.findByText(new RegExp(`of ${total} users changed`), {}, { timeout: 15_000 });
    expect(outcome).toHaveTextContent(/refused/);
    const refused = within(screen.getByRole('list', { name: 'Users refused' })).getAllByRole('listitem');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toHaveTextContent(/: Business Profile: This business profile grants the console role ADMIN, above the user's level SCO_ADMIN$/);
  });
});

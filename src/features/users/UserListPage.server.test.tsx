// The user list against the real server (started by the console Jest project's global setup):
// catches drift between the contract, the server and the console that a mock cannot.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../app/store';
import { loginToRealServer } from '../../app/testing/realServer';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../session';
import UserListPage from './UserListPage';

async function renderAs(username: string) {
  const store = makeStore();
  store.dispatch(currentUserLoaded(await loginToRealServer(username)));
  renderWithProviders(<UserListPage />, { store });
  return screen.findByRole('table', { name: 'Active users' });
}

const rowOf = (username: string) => screen.getByText(username, { selector: 'td *, td' }).closest('tr') as HTMLElement;

describe('UserListPage with the real server', () => {
  it('an ERRIGAL_ADMIN pages through every active user, 10 a page, with profile links', async () => {
    const table = await renderAs('demo.errigal');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Username' }), 'demo.');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const link = within(rowOf('demo.admin')).getByRole('link', { name: 'Customer Administrator' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/profile\/business\/edit\/[0-9a-f-]{36}$/));
  });

  it('an SCO admin sees only SCO-level users, and profile names as plain text', async () => {
    const table = await renderAs('demo.sco');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Username' }), 'demo.');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
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
});

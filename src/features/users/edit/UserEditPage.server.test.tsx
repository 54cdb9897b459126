// The user edit page against the real server (the file's own, started by its test environment,
// with no application running beside it: every push to an application fails).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATH, setGlobalErrorHandlers } from '../../../api/baseQuery';
import { getAccessToken, saveAccessToken } from '../../../api/tokenStorage';
import type { User } from '../../../api/users.gen';
import { loginToRealServer } from '../../../app/testing/realServer';
import { combobox, expectToast, fill, renderUserEditPage, textbox } from './testing/renderUserEditPage';

const api = (path: string) => `${process.env.CONSOLE_TEST_API_ORIGIN}${API_PATH}${path}`;

async function storedUser(username: string): Promise<User> {
  const response = await fetch(api(`/user/username/${username}`), {
    headers: { authorization: `Bearer ${getAccessToken()}` },
  });
  return (await response.json()) as User;
}

/** Logs in as the admin and opens the seeded user's edit page. */
async function editAs(admin: string, username: string) {
  const me = await loginToRealServer(admin);
  const user = await storedUser(username);
  const rendered = renderUserEditPage(`/user/edit/${user.uuid}`, me);
  await screen.findByRole('heading', { name: `Edit User ${username}` });
  return { user, ...rendered };
}

const visibleToChoices = () =>
  within(screen.getByRole('group', { name: 'Visible To' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('UserEditPage with the real server', () => {
  it('a save whose applications all fail shows one outcome: the error naming them', async () => {
    await editAs('demo.errigal', 'maeve.mccarthy12');
    await fill('First Name', 'Maeve Saved');
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await expectToast(
      'Error Saving User maeve.mccarthy12, Failed Applications: Alarm Viewer, Snmp Manager, Ticketer',
      'error',
    );
    expect(screen.queryByText('maeve.mccarthy12 Successfully Updated')).not.toBeInTheDocument();
    expect((await storedUser('maeve.mccarthy12')).firstName).toBe('Maeve Saved');
  });

  it('an ERRIGAL admin saves an SCO Customer user without a company: visible to all SCO customers', async () => {
    await editAs('demo.errigal', 'grainne.quinn6');
    expect(visibleToChoices()).toEqual(['Errigal', 'Customer', 'SCO Customer']);
    expect(screen.getByRole('button', { name: 'SCO Customer' })).toHaveAttribute('aria-pressed', 'true');
    expect(combobox('Company')).toHaveValue('');
    expect(combobox('Company')).toHaveAccessibleDescription('Visible to all SCO customer');
    expect(combobox('Company')).toHaveAttribute('aria-invalid', 'false');
    await fill('Last Name', 'Quinn Saved');
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await screen.findByText(/^Error Saving User grainne.quinn6, Failed Applications/);
    expect(screen.queryByText('Please Check Form Is Filled Correctly')).not.toBeInTheDocument();
    expect(await storedUser('grainne.quinn6')).toMatchObject({
      lastName: 'Quinn Saved',
      minimumRole: { name: 'SCO_ADMIN' },
      errigalCustomerCompany: null,
    });
  });

  it('stays on the open tab while the saved user reloads at its new version (a fresh form)', async () => {
    const { user, store } = await editAs('demo.errigal', 'isla.walsh40');
    await fill('First Name', 'Isla Saved');
    await userEvent.click(screen.getByRole('tab', { name: 'Default Tree' }));
    const tabBeforeSave = screen.getByRole('tab', { name: 'Default Tree' });
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await screen.findByText(/^Error Saving User isla.walsh40, Failed Applications/);
    const loadedVersion = () =>
      (Object.values(store.getState().api.queries).find((query) => query?.endpointName === 'getUser')?.data as User | undefined)?.version;
    await waitFor(() => expect(loadedVersion()).toBe((user.version ?? 0) + 1), { timeout: 5000 });
    // The fresh form has replaced the one the save was pressed in (a click before that would land on the old one).
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Default Tree' })).not.toBe(tabBeforeSave), { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'Default Tree' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Basic Info' }));
    expect(textbox('First Name')).toHaveValue('Isla Saved');
  });

  it('an SCO admin is offered SCO Customer alone, never a level the server refuses', async () => {
    await editAs('demo.sco', 'kate.doyle26');
    expect(visibleToChoices()).toEqual(['SCO Customer']);
    expect(screen.getByRole('button', { name: 'SCO Customer' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('combobox', { name: /^Company/ })).not.toBeInTheDocument();
  });

  it('a timed-out session keeps the form: the admin logs in again and saves what was typed', async () => {
    const unauthorized = jest.fn();
    setGlobalErrorHandlers({ notFound: jest.fn(), warn: jest.fn(), unauthorized });
    const { user } = await editAs('demo.admin', 'grainne.murphy22');
    await fill('First Name', 'Grainne Typed');
    saveAccessToken('expired.e30.token'); // the server refuses it with 401, as it does an expired one

    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await expectToast('Session Timed Out, Please Try Logging In Again', 'warning');
    expect(textbox('First Name')).toHaveValue('Grainne Typed');
    expect(screen.getByTestId('location')).toHaveTextContent(`/user/edit/${user.uuid}`);
    expect(unauthorized).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log In Again' }));
    expect(unauthorized).toHaveBeenCalledTimes(1);

    // The login round trip is a full page load: a new console comes back to the same page.
    cleanup();
    const me = await loginToRealServer('demo.admin');
    renderUserEditPage(`/user/edit/${user.uuid}`, me);
    await screen.findByRole('heading', { name: 'Edit User grainne.murphy22' });
    expect(textbox('First Name')).toHaveValue('Grainne Typed');
    expect(screen.getByText(/Your changes were kept while you logged in again/)).toBeInTheDocument();
    // The kept draft is not saved yet: closing the tab asks first.
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Update User' }));
    await screen.findByText(/^Error Saving User grainne.murphy22, Failed Applications/);
    expect((await storedUser('grainne.murphy22')).firstName).toBe('Grainne Typed');
    await waitFor(() => expect(screen.queryByText(/Your changes were kept/)).not.toBeInTheDocument());
  });
});

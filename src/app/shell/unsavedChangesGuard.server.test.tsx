// The unsaved-changes guard on every edit screen, in the whole console against the real server:
// the side menu is how an admin leaves a screen.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerCompany } from '../../api/customerCompanies.gen';
import { loginToRealServer } from '../testing/realServer';
import { callApi, expectToast } from '../testing/realServerCalls';
import { renderConsole } from '../testing/renderConsole';
import { UNSAVED_CHANGES_TEXT, UNSAVED_CHANGES_TITLE } from '../../shared/form/UnsavedChangesGuard';

afterEach(cleanup);

async function openAs(username: string, path: string) {
  const me = await loginToRealServer(username);
  return renderConsole(path, { session: { currentUser: me } });
}

const menuLink = async (label: string) => within(await screen.findByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: label });

async function type(label: RegExp, text: string) {
  const field = await screen.findByRole('textbox', { name: label });
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** A beforeunload event as a closing or reloading tab sends it: true when the page asks to stay. */
function browserWouldAsk(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const guardDialog = () => screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });

describe('unsaved changes guard', () => {
  it.each([
    ['/user/new', /^First Name/],
    ['/profile/app/new', /^Name/],
    ['/profile/business/new', /^Name/],
    ['/profile/visibility/new', /^Name/],
    ['/application/new', /^Name/],
    ['/authClient/new', /^Name/],
    ['/customerCompany/new', /^Name/],
  ])('%s: leaving with a typed change asks first; Stay keeps it, Leave goes', async (path, field) => {
    const { router } = await openAs('demo.errigal', path);
    expect(browserWouldAsk()).toBe(false);
    await type(field, 'Unsaved Words');
    expect(browserWouldAsk()).toBe(true);

    await userEvent.click(await menuLink('Users'));
    expect(within(await guardDialog()).getByText(UNSAVED_CHANGES_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('textbox', { name: field })).toHaveValue('Unsaved Words');

    await userEvent.click(await menuLink('Users'));
    await userEvent.click(within(await guardDialog()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/list'));
    expect(browserWouldAsk()).toBe(false);
  });

  it('a visibility profile with a ticked cluster asks before the menu takes the admin away', async () => {
    const { router } = await openAs('demo.admin', '/profile/visibility/new');
    await userEvent.click(await screen.findByRole('tab', { name: 'Cluster' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Leinster' }));
    await userEvent.click(await menuLink('Users'));
    await userEvent.click(within(await guardDialog()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile/visibility/new');
    expect(screen.getByRole('checkbox', { name: 'Leinster' })).toBeChecked();
  });

  it('an unchanged screen, and a saved one, leave without asking', async () => {
    const { router } = await openAs('demo.errigal', '/customerCompany/new');
    await userEvent.click(await menuLink('Users'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/list'));

    await userEvent.click(await menuLink('Customer Companies'));
    await userEvent.click(await screen.findByRole('link', { name: 'New Customer Company' }));
    await type(/^Name/, 'Guarded Company');
    await userEvent.click(screen.getByRole('button', { name: 'Create Company' }));
    await expectToast('Customer Company Guarded Company Is Saved Successfully', 'success');
    const saved = (await callApi<CustomerCompany[]>('/customerCompany/list')).find((c) => c.name === 'Guarded Company');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customerCompany/edit/${saved?.uuid}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(browserWouldAsk()).toBe(false));
    await userEvent.click(await menuLink('Users'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/list'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

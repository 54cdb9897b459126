// The application screens against the real server (the file's own, started by its test environment, with
// no demo application running beside it: every sync fails).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATH } from '../../api/baseQuery';
import { getAccessToken } from '../../api/tokenStorage';
import type { Application } from '../../api/applications.enhance';
import { loginToRealServer } from '../../app/testing/realServer';
import { expectToast } from '../../app/testing/realServerCalls';
import { REMOVE_ELEMENTS_LOSS, removeElementsComeBack } from './applicationMessages';
import { location, renderApplicationPages } from './testing/renderApplicationPages';

const api = (path: string) => `${process.env.CONSOLE_TEST_API_ORIGIN}${API_PATH}${path}`;

async function applications(): Promise<Application[]> {
  const response = await fetch(api('/app/list'), { headers: { authorization: `Bearer ${getAccessToken()}` } });
  return (await response.json()) as Application[];
}
const byName = async (name: string) => (await applications()).find((a) => a.name === name);

/** Logs in, then opens the path (a function of the application found by name, if one is named). */
async function openAs(admin: string, path: string | ((application: Application | undefined) => string), name?: string) {
  const me = await loginToRealServer(admin);
  const application = name ? await byName(name) : undefined;
  renderApplicationPages(typeof path === 'string' ? path : path(application), me);
  return application;
}
const edit = (application: Application | undefined) => `/application/edit/${application?.uuid}`;

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

/**
 * Clicks the button; the function returned tells whether it was disabled at any moment since.
 * With no application answering, a sync can fail (and enable its button again) before the click
 * returns, so the state right after it is a race.
 */
async function clickWatchingDisabled(button: HTMLElement): Promise<() => boolean> {
  let becameDisabled = false;
  // A record with no old value is the disabled attribute being added.
  const note = (records: MutationRecord[]) => (becameDisabled ||= records.some((record) => record.oldValue === null));
  const observer = new MutationObserver(note);
  observer.observe(button, { attributes: true, attributeFilter: ['disabled'], attributeOldValue: true });
  await userEvent.click(button);
  return () => {
    note(observer.takeRecords());
    observer.disconnect();
    return becameDisabled;
  };
}
async function fill(label: string, text: string) {
  await userEvent.clear(textbox(label));
  await userEvent.click(textbox(label));
  await userEvent.paste(text);
}
async function fillPassword(label: string, text: string) {
  const field = screen.getByLabelText(new RegExp(`^${label}`));
  await userEvent.click(field);
  await userEvent.paste(text);
}

afterEach(cleanup);

describe('application list', () => {
  it('ERRIGAL_ADMIN: names link to their edit screens, with roles and elements; New Application and Sync All', async () => {
    await openAs('demo.errigal', '/application/list');
    const row = (await screen.findByRole('link', { name: 'Snmp Manager' })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('ENGINEER, OPERATOR, VIEWER')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Core Tree, North Tree, South Tree')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Snmp Manager' })).toHaveAttribute('href', `/application/edit/${(await byName('Snmp Manager'))?.uuid}`);
    expect(screen.getByRole('link', { name: 'New Application' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync All Applications' })).toBeInTheDocument();
  });

  it('ADMIN: no New Application; Sync All with no application answering warns, the button is disabled while it runs', async () => {
    await openAs('demo.admin', '/application/list');
    await screen.findByRole('link', { name: 'Ticketer' });
    expect(screen.queryByRole('link', { name: 'New Application' })).not.toBeInTheDocument();
    const syncAll = screen.getByRole('button', { name: 'Sync All Applications' });
    const wasDisabled = await clickWatchingDisabled(syncAll);
    await expectToast('Response Contains No Applications, Sync Failed', 'warning');
    await waitFor(() => expect(syncAll).toBeEnabled());
    expect(wasDisabled()).toBe(true);
  });
});

describe('application edit', () => {
  it('ERRIGAL_ADMIN creates an application: validation, then the edit route, a set password shows as set', async () => {
    await openAs('demo.errigal', '/application/new');
    await screen.findByRole('heading', { name: 'New Application' });
    await userEvent.click(screen.getByRole('button', { name: 'Create App' }));
    await expectToast('Please Check Form Is Filled Correctly', 'warning');
    expect(screen.getAllByText('This field is required. (Max 255 Characters)').length).toBeGreaterThanOrEqual(7);

    await fill('Name', 'Console Billing');
    await fill('Data URL', 'jdbc:postgresql://db/billing');
    await fill('Data Driver Name', 'org.postgresql.Driver');
    await fill('Data Username', 'billing');
    await fillPassword('Data Password', 'db-secret');
    await fill('API Host', 'http://127.0.0.1:1/billing');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^API Auth Type/ }), 'OAUTH2');
    await fill('API Username', 'billing-client');
    await fillPassword('API Password', 'api-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Create App' }));
    await expectToast('Application Console Billing Saved Successfully', 'success');
    const saved = await byName('Console Billing');
    expect(saved).toMatchObject({ apiAuthType: 'OAUTH2', apiPasswordSet: true, dataPasswordSet: true });
    expect(JSON.stringify(saved)).not.toMatch(/api-secret|db-secret/);
    await waitFor(() => expect(location()).toBe(`/application/edit/${saved?.uuid}`));
    await screen.findByRole('heading', { name: 'Edit Application Console Billing' });
    expect(textbox('Name')).toHaveAttribute('readonly');
    expect(screen.getAllByText('A password is stored. Leave this empty to keep it.')).toHaveLength(2);

    // An update with the passwords left empty keeps them.
    await fill('Data Username', 'billing2');
    await userEvent.click(screen.getByRole('button', { name: 'Update App' }));
    // The create's toast may still show the same words: the saved version tells the update apart.
    await waitFor(async () => expect(await byName('Console Billing')).toMatchObject({ dataUsername: 'billing2', dataPasswordSet: true, apiPasswordSet: true, version: 2 }));
    await expectToast('Application Console Billing Saved Successfully', 'success');
  });

  it('the built-in User Profile application marks none of its settings required, passwords included', async () => {
    await openAs('demo.errigal', edit, 'User Profile');
    await screen.findByRole('heading', { name: 'Edit Application User Profile' });
    for (const label of ['Data URL', 'Data Username', 'API Host', 'API Username']) expect(textbox(label)).not.toBeRequired();
    expect(screen.getByLabelText(/^Data Password/)).not.toBeRequired();
    expect(screen.getByLabelText(/^API Password/)).not.toBeRequired();
  });

  it("ERRIGAL_ADMIN: a role for SCO Customer without a company has its Company select marked invalid with SPEC 5's words", async () => {
    await openAs('demo.errigal', edit, 'Snmp Manager');
    await userEvent.click(await screen.findByRole('tab', { name: 'Roles' }));
    const company = within(screen.getByRole('group', { name: 'Visible To of OPERATOR' })).getByRole('combobox', { name: 'Company' });
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('Visible to all SCO customer');
    const engineer = within(screen.getByRole('group', { name: 'Visible To of ENGINEER' })).getByRole('combobox', { name: 'Company' });
    expect(engineer).toHaveAttribute('aria-invalid', 'false');
  });

  it('removing an element asks first: which app profiles hold it, that users lose it, what sync does; Cancel keeps it', async () => {
    await openAs('demo.errigal', edit, 'Ticketer');
    await screen.findByRole('heading', { name: 'Edit Application Ticketer' });
    // The demo Ticketer has no database settings yet: the form needs them to save.
    await fill('Data URL', 'jdbc:postgresql://db/ticketer');
    await fill('Data Username', 'ticketer');
    await fillPassword('Data Password', 'db-secret');
    const before = await byName('Ticketer');
    await userEvent.click(screen.getByRole('tab', { name: 'Report Access' }));
    const removeBox = (name: string) => within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement).getByRole('checkbox');

    await userEvent.click(removeBox('Daily Reports'));
    await userEvent.click(screen.getByRole('button', { name: 'Update App' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove 1 Element?' });
    expect(await within(dialog).findByText('Held by application profiles: Ticketer Agent')).toBeInTheDocument();
    expect(within(dialog).getByText('Daily Reports (Report Access)')).toBeInTheDocument();
    expect(within(dialog).getByText(REMOVE_ELEMENTS_LOSS)).toBeInTheDocument();
    expect(within(dialog).getByText(removeElementsComeBack('Ticketer'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await byName('Ticketer')).toMatchObject({ version: before?.version, elements: before?.elements });

    await userEvent.click(removeBox('Daily Reports'));
    await userEvent.click(removeBox('Weekly Reports'));
    await userEvent.click(screen.getByRole('button', { name: 'Update App' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove 1 Element?' });
    expect(await within(dialog).findByText('Held by no application profile')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove And Update' }));
    await expectToast('Application Ticketer Saved Successfully', 'success');
    await waitFor(async () => expect((await byName('Ticketer'))?.elements.map((e) => e.name)).toEqual(['Daily Reports']));
  });

  it('a new application requires both passwords', async () => {
    await openAs('demo.errigal', '/application/new');
    await screen.findByRole('heading', { name: 'New Application' });
    expect(screen.getByLabelText(/^Data Password/)).toBeRequired();
    expect(screen.getByLabelText(/^API Password/)).toBeRequired();
  });

  it('a duplicate name shows SPEC 409 message', async () => {
    await openAs('demo.errigal', '/application/new');
    await screen.findByRole('heading', { name: 'New Application' });
    await fill('Name', 'Ticketer');
    for (const label of ['Data URL', 'Data Driver Name', 'Data Username', 'API Host', 'API Username']) await fill(label, 'http://x.example.com');
    await fillPassword('Data Password', 'p');
    await fillPassword('API Password', 'p');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^API Auth Type/ }), 'HTTP_BASIC');
    await userEvent.click(screen.getByRole('button', { name: 'Create App' }));
    await expectToast('An Application with this name already exists', 'error');
    expect(location()).toBe('/application/new');
  });

  it('a failing sync shows SPEC failure text; the Sync button is disabled while it runs', async () => {
    await openAs('demo.admin', edit, 'Ticketer');
    const sync = await screen.findByRole('button', { name: 'Sync Ticketer' });
    const wasDisabled = await clickWatchingDisabled(sync);
    await expectToast('Failed To Sync Application', 'error');
    await waitFor(() => expect(sync).toBeEnabled());
    expect(wasDisabled()).toBe(true);
  });

  it('ADMIN reads an application: no database or API section, no Update App or Delete App; roles tab read-only', async () => {
    await openAs('demo.admin', edit, 'Snmp Manager');
    await screen.findByRole('heading', { name: 'Edit Application Snmp Manager' });
    expect(screen.queryByRole('heading', { name: 'Database' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^API Host/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update App' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete App' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Roles' }));
    const roles = screen.getByRole('table', { name: 'Roles' });
    expect(within(roles).getByText('ENGINEER')).toBeInTheDocument();
    expect(within(roles).getAllByText('SCO Customer').length).toBe(2);
    // Element categories by their labels (SPEC section 9), never their codes.
    await userEvent.click(screen.getByRole('tab', { name: 'Default Tree' }));
    expect(screen.getByRole('table', { name: 'Default Tree elements' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'NOVA_NOVA_TREE' })).not.toBeInTheDocument();
  });

  it('an application with REPORT_ACCESS elements names that tab Report Access', async () => {
    await openAs('demo.admin', edit, 'Ticketer');
    expect(await screen.findByRole('tab', { name: 'Report Access' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'REPORT_ACCESS' })).not.toBeInTheDocument();
  });

  it('ERRIGAL_ADMIN deletes an application after the confirmation, then sees the list', async () => {
    await openAs('demo.errigal', edit, 'Console Billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete App' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Console Billing' });
    expect(within(dialog).getByText('Deleting this application will delete all Application Profiles that use this Application.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Delete App' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectToast('Application Deleted Successfully', 'success');
    await waitFor(() => expect(location()).toBe('/application/list'));
    expect(await byName('Console Billing')).toBeUndefined();
  });

  it('the built-in User Profile: no Sync, Delete App disabled, with the reason', async () => {
    await openAs('demo.errigal', edit, 'User Profile');
    await screen.findByRole('heading', { name: 'Edit Application User Profile' });
    expect(screen.getByText(/has no connector to sync and cannot be deleted/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync User Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete App' })).toBeDisabled();
  });
});

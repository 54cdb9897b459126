// The business profile screens against the real server (the file's own, started by its test environment,
// which runs no demo applications: pushes to them fail, as a down application would).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProfile } from '../../api/appProfiles.gen';
import type { BusinessProfile } from '../../api/businessProfiles.gen';
import type { VisibilityProfile } from '../../api/visibilityProfiles.gen';
import { loginToRealServer } from '../../app/testing/realServer';
import { callApi, expectToast } from '../../app/testing/realServerCalls';
import { renderBusinessProfilePageAs } from './testing/renderBusinessProfilePage';

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const appProfileRef = async (name: string) => {
  const found = (await callApi<AppProfile[]>('/profile/app/list')).find((profile) => profile.name === name);
  return { uuid: found?.uuid ?? '', name };
};
const profileNamed = async (name: string) => (await callApi<BusinessProfile[]>('/profile/business/list')).find((p) => p.name === name);

/** Arranges data as demo.admin (rendering a page logs in again). */
async function createProfile(name: string, appProfiles: string[]): Promise<string> {
  await loginToRealServer('demo.admin');
  const body = { name, description: 'made by a test', minimumRole: { name: 'ADMIN' }, appProfiles: await Promise.all(appProfiles.map(appProfileRef)) };
  return (await callApi<{ uuid: string }>('/profile/business/update', { method: 'POST', body: JSON.stringify(body) })).uuid;
}

async function createUser(username: string, businessProfileUuid: string, active: boolean) {
  const visibility = (await callApi<VisibilityProfile[]>('/profile/visibility/list')).find((p) => p.name === 'All Ireland');
  const user = {
    username,
    email: `${username}@example.com`,
    firstName: 'Pat',
    lastName: 'Doyle',
    active,
    businessProfile: { uuid: businessProfileUuid },
    visibilityProfile: { uuid: visibility?.uuid },
    minimumRole: { name: 'ADMIN' },
    elements: [],
  };
  await callApi('/user/update', { method: 'POST', body: JSON.stringify({ user }) });
}

async function fill(label: string, text: string) {
  await userEvent.clear(textbox(label));
  await userEvent.click(textbox(label));
  await userEvent.paste(text);
}

describe('BusinessProfileEditPage with the real server', () => {
  it('creates a profile once it has a name and an app profile, then opens it', async () => {
    await renderBusinessProfilePageAs('demo.admin', '/profile/business/new');
    expect(await screen.findByRole('heading', { name: 'New Business Profile' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create Profile' });
    expect(create).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Profile' })).toBeDisabled();

    await fill('Name', 'Console Test Desk');
    const snmp = await screen.findByRole('combobox', { name: 'Snmp Manager' });
    expect(within(snmp).getByRole('option', { name: '---' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Please choose an application profile for at least one application')).toBeInTheDocument());
    expect(create).toBeDisabled();
    await userEvent.selectOptions(snmp, 'Snmp Operator');
    expect(screen.getByRole('link', { name: 'Open Snmp Operator' })).toHaveAttribute('href', expect.stringMatching(/\/profile\/app\/edit\//));
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);

    await expectToast('Profile Console Test Desk Is Saved Successfully', 'success');
    expect(await screen.findByRole('heading', { name: 'Edit Business Profile Console Test Desk' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile\/business\/edit\/[0-9a-f-]{36}$/);
    expect((await profileNamed('Console Test Desk'))?.appProfiles.map((p) => p.name)).toEqual(['Snmp Operator']);
  });

  it("a duplicate name gets SPEC's 409 message on the toast and the field, and the form keeps what was typed", async () => {
    await renderBusinessProfilePageAs('demo.admin', '/profile/business/new');
    await fill('Name', 'NOC Operator');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Ticketer' }), 'Ticketer Agent');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Profile' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    await expectToast('A Business Profile with this name already exists', 'error');
    expect(textbox('Name')).toHaveValue('NOC Operator');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/business/new');
  });

  it('tells the admin to reload when someone else saved the profile meanwhile (412)', async () => {
    const uuid = await createProfile('Stale Console Desk', ['Snmp Operator']);
    await renderBusinessProfilePageAs('demo.admin', `/profile/business/edit/${uuid}`);
    await screen.findByRole('heading', { name: 'Edit Business Profile Stale Console Desk' });
    const loaded = await callApi<BusinessProfile>(`/profile/business/get/${uuid}`);
    await callApi('/profile/business/update', { method: 'POST', body: JSON.stringify({ ...loaded, description: 'changed elsewhere' }) });
    await fill('Description', 'mine');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await expectToast('This Business Profile was changed by someone else, please reload the page and try again', 'error');
    expect(textbox('Description')).toHaveValue('mine');
  });

  it('follows the push of its users after a save that changes the app profiles, and names the failed application', async () => {
    const uuid = await createProfile('Push Console Desk', ['Alarm Watch']);
    await createUser('push.console.one', uuid, true);
    await renderBusinessProfilePageAs('demo.admin', `/profile/business/edit/${uuid}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Ticketer' }), 'Ticketer Agent');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    // First what the save changes for its one user (a dry run on the server), then the save.
    const impact = await screen.findByRole('dialog', { name: 'What this save changes for users' });
    expect(within(impact).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 user gains AGENT in Ticketer', '1 user gains element Daily Reports in Ticketer']);
    await userEvent.click(within(impact).getByRole('button', { name: 'Save' }));
    await expectToast('Profile Push Console Desk Is Saved Successfully', 'success');
    // Only Ticketer's grant changed; no demo application runs beside the console tests' server.
    expect(await screen.findByText(/Updating users in their applications: \d of 1/)).toBeInTheDocument();
    await expectToast('0 of 1 user updated in their applications; failed applications: Ticketer', 'warning');
  });

  it('a save cancelled on seeing what it changes for users is not saved', async () => {
    const uuid = await createProfile('Impact Console Desk', ['Alarm Watch']);
    await createUser('impact.console.one', uuid, true);
    await createUser('impact.console.two', uuid, false);
    await renderBusinessProfilePageAs('demo.admin', `/profile/business/edit/${uuid}`);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Alarm Viewer' }), '---');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ticketer' }), 'Ticketer Agent');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    const impact = await screen.findByRole('dialog', { name: 'What this save changes for users' });
    expect(within(impact).getByText('For the 2 users of this profile you may see:')).toBeInTheDocument();
    expect(within(impact).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 users gain AGENT in Ticketer',
      '2 users gain element Daily Reports in Ticketer',
      '2 users lose VIEWER in Alarm Viewer',
    ]);
    await userEvent.click(within(impact).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await profileNamed('Impact Console Desk'))?.version).toBe(1);
  });

  it('the delete dialog counts the active and inactive users, and the delete takes the profile from them', async () => {
    const uuid = await createProfile('Doomed Console Desk', ['Alarm Watch']);
    await createUser('doomed.console.one', uuid, true);
    await createUser('doomed.console.two', uuid, false);
    await renderBusinessProfilePageAs('demo.admin', `/profile/business/edit/${uuid}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Doomed Console Desk' });
    expect(
      await within(dialog).findByText('1 active user and 1 inactive user have this business profile. It will be removed from those users.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Business Profile Deleted Successfully', 'success');
    expect(await screen.findByRole('heading', { name: 'Business Profiles' })).toBeInTheDocument();
    expect(await profileNamed('Doomed Console Desk')).toBeUndefined();
  });
});

describe('BusinessProfileListPage with the real server', () => {
  it('filters by comma-separated app profile names, any matching, and shows one column per application', async () => {
    await renderBusinessProfilePageAs('demo.admin', '/profile/business/list');
    const table = await screen.findByRole('table', { name: 'Business profiles' });
    expect(await within(table).findByRole('link', { name: 'NOC Operator' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Ticketer' })).toBeInTheDocument();
    const noc = within(table).getByRole('link', { name: 'NOC Operator' }).closest('tr');
    expect(noc).toHaveTextContent('Alarm Watch');

    await userEvent.type(screen.getByRole('textbox', { name: 'Application Profile' }), 'alarm watch, UP SCO');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Customer Administrator' })).not.toBeInTheDocument());
    // The rows of the new filter show once the server has answered it.
    expect(await within(table).findByRole('link', { name: 'NOC Operator' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'SCO Administrator' })).toBeInTheDocument();
    const customer = (await callApi<BusinessProfile[]>('/profile/business/list')).find((p) => p.name === 'Customer Administrator');
    expect(customer?.appProfiles.map((p) => p.name)).not.toContain('Alarm Watch');
  });
});

// The application profile edit page against the real server (the file's own, started by its test environment).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProfile } from '../../../api/appProfiles.gen';
import { loginToRealServer } from '../../../app/testing/realServer';
import { callApi, expectToast, renderAppProfilePageAs } from '../testing/renderAppProfilePage';

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const profiles = () => callApi<AppProfile[]>('/profile/app/list');
const profileNamed = async (name: string) => (await profiles()).find((p) => p.name === name);

async function fill(label: string, text: string) {
  await userEvent.clear(textbox(label));
  await userEvent.click(textbox(label));
  await userEvent.paste(text);
}

describe('AppProfileEditPage with the real server', () => {
  it('creates a profile: tabs wait for an application, roles with (External Role) marks, elements per category', async () => {
    await renderAppProfilePageAs('demo.admin', '/profile/app/new');
    expect(await screen.findByRole('heading', { name: 'New App Profile' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Roles' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Profile' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Profile' })).toBeDisabled();

    await fill('Name', 'Console Test Desk');
    const application = await screen.findByRole('combobox', { name: /^Application/ });
    await waitFor(() => expect(application).toBeEnabled());
    await userEvent.selectOptions(application, 'Snmp Manager');
    await userEvent.click(screen.getByRole('tab', { name: 'Roles' }));
    expect(screen.getByRole('checkbox', { name: 'ENGINEER' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add All' }));
    expect(screen.getByRole('checkbox', { name: 'OPERATOR' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'ENGINEER' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Default Tree' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Core Tree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));

    await expectToast('Application Profile Console Test Desk Is Saved Successfully', 'success');
    expect(await screen.findByRole('heading', { name: 'Edit App Profile Console Test Desk' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile\/app\/edit\/[0-9a-f-]{36}$/);
    expect(screen.getByRole('combobox', { name: /^Application/ })).toBeDisabled();
    expect(await profileNamed('Console Test Desk')).toMatchObject({
      applicationName: 'Snmp Manager',
      roles: [{ name: 'OPERATOR' }, { name: 'VIEWER' }],
      elements: [{ name: 'Core Tree' }],
      minimumRole: { name: 'ADMIN' },
    });
  });

  it('a duplicate name gets SPEC\'s 409 message; the form keeps what was typed', async () => {
    await renderAppProfilePageAs('demo.admin', '/profile/app/new');
    await fill('Name', 'Snmp Viewer');
    const application = await screen.findByRole('combobox', { name: /^Application/ });
    await waitFor(() => expect(application).toBeEnabled());
    await userEvent.selectOptions(application, 'Ticketer');
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    await expectToast('An Application Profile with this name already exists', 'error');
    expect(textbox('Name')).toHaveValue('Snmp Viewer');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/app/new');
  });

  it('a stale version tells the admin to reload', async () => {
    await loginToRealServer('demo.admin');
    const created = await callApi<{ uuid: string }>('/profile/app/update', {
      method: 'POST',
      body: JSON.stringify({ name: 'Console Stale Desk', application: { uuid: (await profileNamed('Alarm Watch'))?.application.uuid } }),
    });
    await renderAppProfilePageAs('demo.admin', `/profile/app/edit/${created.uuid}`);
    await screen.findByRole('heading', { name: 'Edit App Profile Console Stale Desk' });
    const loaded = await callApi<AppProfile>(`/profile/app/get/${created.uuid}`);
    await callApi('/profile/app/update', { method: 'POST', body: JSON.stringify({ ...loaded, description: 'changed elsewhere' }) });
    await fill('Description', 'mine');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await expectToast('This Application Profile was changed by someone else, please reload the page and try again', 'error');
  });

  it('deletes after listing the business profiles that lose it', async () => {
    await loginToRealServer('demo.admin');
    const alarm = await profileNamed('Alarm Watch');
    const created = await callApi<{ uuid: string }>('/profile/app/update', {
      method: 'POST',
      body: JSON.stringify({ name: 'Console Doomed Desk', application: alarm?.application }),
    });
    await renderAppProfilePageAs('demo.admin', `/profile/app/edit/${created.uuid}`);
    await screen.findByRole('heading', { name: 'Edit App Profile Console Doomed Desk' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Console Doomed Desk' });
    expect(await within(dialog).findByText('No business profile uses this application profile.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Application Profile Deleted Successfully', 'success');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/app/list'));
    expect(await profileNamed('Console Doomed Desk')).toBeUndefined();
  });

  it('the delete dialog lists the business profiles that will lose the profile; a refused delete says why', async () => {
    // Its own profile and holders: other test files create business profiles with the seeded ones.
    await loginToRealServer('demo.errigal');
    const snmpApplication = (await profileNamed('Snmp Operator'))?.application;
    const held = await callApi<{ uuid: string }>('/profile/app/update', {
      method: 'POST',
      body: JSON.stringify({ name: 'Console Held Desk', application: snmpApplication }),
    });
    const holder = (name: string, minimumRole: string) =>
      callApi('/profile/business/update', {
        method: 'POST',
        body: JSON.stringify({ name, description: 'made by a test', minimumRole: { name: minimumRole }, appProfiles: [{ uuid: held.uuid, name: 'Console Held Desk' }] }),
      });
    await holder('Console Holder Desk', 'ADMIN');
    await holder('Console Errigal Holder', 'ERRIGAL_ADMIN');
    await renderAppProfilePageAs('demo.admin', `/profile/app/edit/${held.uuid}`);
    await screen.findByRole('heading', { name: 'Edit App Profile Console Held Desk' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Console Held Desk' });
    const list = await within(dialog).findByRole('list', { name: 'These business profiles will lose this application profile:' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Console Holder Desk']);
    // An ERRIGAL-level business profile the admin may not see holds it too: the server refuses.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Failed to Delete Application Profile', 'error');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This application profile is used by business profiles you may not see');
    expect(screen.queryByText("We're Sorry That You Need To Reload Page And Start Over Again")).not.toBeInTheDocument();
    expect(await profileNamed('Console Held Desk')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

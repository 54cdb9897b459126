// The visibility profile screens against the real server (the console Jest project's global
// setup: the demo seed's clusters Ireland > Leinster > Dublin North / Dublin South, Munster > Cork
// City, and United Kingdom > London). No sync runs here: it would change other tests' data.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VisibilityProfile, VisibilitySet } from '../../api/visibilityProfiles.gen';
import { loginToRealServer } from '../../app/testing/realServer';
import { callApi, expectToast } from '../../app/testing/realServerCalls';
import { renderVisibilityProfilePageAs } from './testing/renderVisibilityProfilePage';

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const profileNamed = async (name: string) => (await callApi<VisibilityProfile[]>('/profile/visibility/list')).find((p) => p.name === name);
const PRIMARY_OR_GROUP = 'Either primary visibility or a network group has to be set';

/** The cluster toasts are info toasts (the shared helper knows success, warning and error). */
async function expectInfoToast(text: string) {
  const matches = await screen.findAllByText(text, undefined, { timeout: 10_000 });
  expect(matches.some((match) => match.closest('.notistack-MuiContent-info'))).toBe(true);
}

async function fill(label: string, text: string) {
  await userEvent.clear(textbox(label));
  await userEvent.click(textbox(label));
  await userEvent.paste(text);
}

/** Arranges a profile as demo.admin with a network group only (rendering a page logs in again). */
async function createProfile(name: string): Promise<string> {
  await loginToRealServer('demo.admin');
  const choices = await callApi<VisibilitySet>('/profile/visibility/choices');
  const body = { name, description: 'made by a test', minimumRole: { name: 'ADMIN' }, networkGroups: [{ uuid: choices.networkGroups[0].uuid }] };
  return (await callApi<{ uuid: string }>('/profile/visibility/update', { method: 'POST', body: JSON.stringify(body) })).uuid;
}

describe('VisibilityProfileEditPage with the real server', () => {
  it('creates a profile with clusters: the first becomes primary, the primary stays, then it opens', async () => {
    await renderVisibilityProfilePageAs('demo.admin', '/profile/visibility/new');
    expect(await screen.findByRole('heading', { name: 'New Visibility Profile' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create Profile' });
    expect(create).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Profile' })).toBeDisabled();
    await fill('Name', 'Console Test Leinster');
    expect(screen.getByText(PRIMARY_OR_GROUP)).toBeInTheDocument();
    expect(create).toBeDisabled();

    await userEvent.click(screen.getByRole('tab', { name: 'Cluster' }));
    const primary = screen.getByRole('combobox', { name: /^Primary Visibility/ });
    expect(primary).toHaveDisplayValue('-- Please Select --');
    // Level 2 shows (Ireland is open), level 3 starts collapsed.
    expect(screen.getByRole('checkbox', { name: 'Leinster' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Dublin North' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand Leinster' })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Leinster' }));
    await expectInfoToast("Cluster 'Leinster' And Its 2 Children Were Added To Profile");
    expect(primary).toHaveDisplayValue(/Leinster/);
    expect(screen.getByLabelText('3 selected below Ireland')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand Leinster' }));
    expect(screen.getByRole('checkbox', { name: 'Dublin North' })).toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Leinster' }));
    await expectToast("Primary Visibility Cannot Be Removed, Please Select New One To Remove 'Leinster'", 'warning');
    expect(screen.getByRole('checkbox', { name: 'Leinster' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dublin South' }));
    await expectInfoToast("Cluster 'Dublin South' And Its 0 Children Were Removed From Profile");

    await waitFor(() => expect(screen.queryByText(PRIMARY_OR_GROUP)).not.toBeInTheDocument());
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expectToast('Visibility Console Test Leinster Is Saved Successfully', 'success');
    expect(await screen.findByRole('heading', { name: 'Edit Visibility Profile Console Test Leinster' })).toBeInTheDocument();
    const stored = await profileNamed('Console Test Leinster');
    expect(stored?.primaryVisibility?.name).toBe('Leinster');
    expect(stored?.clusters?.map((cluster) => cluster.name).sort()).toEqual(['Dublin North', 'Leinster']);
  });

  it('choosing a primary adds it with its descendants; the filter shows matches with their path', async () => {
    await renderVisibilityProfilePageAs('demo.admin', '/profile/visibility/new');
    await userEvent.click(await screen.findByRole('tab', { name: 'Cluster' }));
    const primary = screen.getByRole('combobox', { name: /^Primary Visibility/ });
    const munster = within(primary).getByRole('option', { name: /Munster/ });
    await userEvent.selectOptions(primary, munster);
    await expectInfoToast("Cluster 'Munster' And Its 1 Children Was Added Successfully To Profile");
    expect(within(primary).queryByRole('option', { name: '-- Please Select --' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Filter Clusters' }), 'cork');
    const rows = within(screen.getByRole('list', { name: 'Clusters' })).getAllByRole('checkbox');
    expect(rows.map((row) => row.closest('li')?.querySelector('label')?.textContent)).toEqual(['Ireland', 'Munster', 'Cork City']);
    expect(screen.getByRole('checkbox', { name: 'Cork City' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Leinster' })).not.toBeInTheDocument();
  });

  it('a network group alone is enough; Default on a group selects it, again clears it', async () => {
    const uuid = await createProfile('Console Test Groups');
    await renderVisibilityProfilePageAs('demo.admin', `/profile/visibility/edit/${uuid}`);
    expect(await screen.findByRole('heading', { name: 'Edit Visibility Profile Console Test Groups' })).toBeInTheDocument();
    expect(screen.queryByText(PRIMARY_OR_GROUP)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Cluster Group' }));
    const east = screen.getByRole('button', { name: 'Default East Region' });
    await userEvent.click(east);
    expect(east).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'East Region' })).toBeChecked();
    await userEvent.click(east);
    expect(east).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('checkbox', { name: 'East Region' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Default South Region' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await expectToast('Visibility Console Test Groups Is Saved Successfully', 'success');
    await waitFor(async () => expect((await profileNamed('Console Test Groups'))?.defaultClusterGroup?.name).toBe('South Region'));
    const stored = await profileNamed('Console Test Groups');
    expect(stored?.clusterGroups?.map((group) => group.name).sort()).toEqual(['East Region', 'South Region']);

    await userEvent.click(screen.getByRole('tab', { name: 'Network Group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove All' }));
    expect(await screen.findByText(PRIMARY_OR_GROUP)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeDisabled();
  });

  it('refuses a duplicate name with SPEC message', async () => {
    await renderVisibilityProfilePageAs('demo.admin', '/profile/visibility/new');
    await screen.findByRole('heading', { name: 'New Visibility Profile' });
    await fill('Name', 'All Ireland');
    await userEvent.click(screen.getByRole('tab', { name: 'Network Group' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Core Network' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    await expectToast('A Visibility Profile with this name already exists', 'error');
  });

  it('delete: the dialog states the users, then the list and SPEC toast', async () => {
    const uuid = await createProfile('Console Test Delete');
    await renderVisibilityProfilePageAs('demo.admin', `/profile/visibility/edit/${uuid}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Console Test Delete' });
    expect(await within(dialog).findByText('0 active users and 0 inactive users have this visibility profile. It will be removed from those users.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Visibility Profile Deleted Successfully', 'success');
    expect(await screen.findByRole('heading', { name: 'Visibility Profiles' })).toBeInTheDocument();
    expect(await profileNamed('Console Test Delete')).toBeUndefined();
  });

  it('the delete dialog counts the active and inactive users of a seeded profile', async () => {
    const allIreland = (await (async () => {
      await loginToRealServer('demo.admin');
      return profileNamed('All Ireland');
    })())!;
    await renderVisibilityProfilePageAs('demo.admin', `/profile/visibility/edit/${allIreland.uuid}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Profile' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/^\d+ active users? and \d+ inactive users? have this visibility profile/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  });
});

describe('layout codes', () => {
  it('with the default layout (NEA, VEN): the Network Attribute and Venue tabs and sync entries show', async () => {
    await renderVisibilityProfilePageAs('demo.errigal', '/profile/visibility/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Sync Visibility Elements' }));
    const entries = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
    expect(entries).toEqual(['All', 'Carrier', 'Cluster', 'Cluster Group', 'Network Group', 'NE Attribute', 'Venue']);
  });

  it("with layout 'SCO' the Network Attribute and Venue tabs and sync entries are absent", async () => {
    await renderVisibilityProfilePageAs('demo.errigal', '/profile/visibility/list', 'SCO');
    expect(await screen.findByRole('link', { name: 'All Ireland' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sync Visibility Elements' }));
    const entries = within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
    expect(entries).toEqual(['All', 'Carrier', 'Cluster', 'Cluster Group', 'Network Group']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('link', { name: 'New Visibility' }));
  });

  it("the edit tabs with layout 'SCO' and with NEA and VEN", async () => {
    const { unmount } = await renderVisibilityProfilePageAs('demo.errigal', '/profile/visibility/new', 'SCO');
    await screen.findByRole('heading', { name: 'New Visibility Profile' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic Info', 'Carrier', 'Cluster', 'Cluster Group', 'Network Group']);
    unmount();
    await renderVisibilityProfilePageAs('demo.errigal', '/profile/visibility/new', 'SCO,NEA,VEN');
    await screen.findByRole('heading', { name: 'New Visibility Profile' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Basic Info', 'Carrier', 'Cluster', 'Cluster Group', 'Network Group', 'Network Attribute', 'Venue',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Venue' }));
    expect(screen.getByRole('checkbox', { name: 'Croke Park' })).toBeInTheDocument();
  });
});

describe('VisibilityProfileListPage with the real server', () => {
  it('lists, filters by name and description, and links to the edit screen', async () => {
    await renderVisibilityProfilePageAs('demo.admin', '/profile/visibility/list');
    expect(await screen.findByRole('link', { name: 'All Ireland' })).toHaveAttribute('href', expect.stringMatching(/\/profile\/visibility\/edit\//));
    await userEvent.type(textbox('Name'), 'uk net');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'All Ireland' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'UK Network' })).toBeInTheDocument();
    await userEvent.clear(textbox('Name'));
    await userEvent.type(textbox('Description'), 'visibility cork');
    expect(await screen.findByRole('link', { name: 'Cork Field' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'UK Network' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Visibility' })).toBeInTheDocument();
  });
});

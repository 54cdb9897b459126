// The application profile list against the real server (the file's own, started by its test environment).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProfile } from '../../../api/appProfiles.gen';
import { callApi } from '../../../app/testing/realServerCalls';
import { compareText } from '../../../shared/list/listHelpers';
import { renderAppProfilePageAs } from '../testing/renderAppProfilePage';

const table = () => screen.getByRole('table', { name: 'Application profiles' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('AppProfileListPage with the real server', () => {
  it('lists the profiles by name with links, the first role and parameter followed by " ..." and a toggle', async () => {
    await renderAppProfilePageAs('demo.admin', '/profile/app/list');
    expect(await screen.findByRole('link', { name: 'Snmp Operator' })).toHaveAttribute('href', expect.stringMatching(/^\/profile\/app\/edit\/[0-9a-f-]{36}$/));
    expect(screen.queryByRole('link', { name: 'UP Errigal Admin' })).not.toBeInTheDocument();
    const operator = rowOf('Snmp Operator');
    expect(within(operator).getByText('OPERATOR ...')).toBeInTheDocument();
    expect(within(operator).getByText('North Tree ...')).toBeInTheDocument();
    const toggle = within(operator).getByRole('button', { name: 'Expand roles and parameters of Snmp Operator' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(operator).getByText('OPERATOR, VIEWER')).toBeInTheDocument();
    expect(within(operator).getByText('North Tree, South Tree')).toBeInTheDocument();
    expect(within(operator).getByRole('button', { name: 'Collapse roles and parameters of Snmp Operator' })).toHaveAttribute('aria-expanded', 'true');
    // One role and no parameter: nothing to expand.
    expect(within(rowOf('Alarm Watch')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New App Profile' })).toHaveAttribute('href', '/profile/app/new');
  });

  it('filters by each column, case-insensitive, and sorts', async () => {
    await renderAppProfilePageAs('demo.admin', '/profile/app/list');
    await screen.findByRole('link', { name: 'Snmp Operator' });
    // Other console test files add profiles to the shared server: the expected rows are worked
    // out from what the server lists, not from the seed alone.
    const profiles = await callApi<AppProfile[]>('/profile/app/list');
    const named = (items: { name: string }[] | undefined, text: string) => (items ?? []).some((item) => item.name.toLowerCase().includes(text));
    const names = (keep: (profile: AppProfile) => boolean) => profiles.filter(keep).map((profile) => profile.name).sort(compareText);
    const shown = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Parameter' }), 'south');
    const south = names((profile) => named(profile.elements, 'south'));
    expect(south).toContain('Snmp Operator');
    await waitFor(() => expect(shown()).toEqual(south.slice(0, 10)));
    await user.clear(screen.getByRole('textbox', { name: 'Parameter' }));
    await user.type(screen.getByRole('textbox', { name: 'Role' }), 'vIeWeR');
    const viewers = names((profile) => named(profile.roles, 'viewer'));
    expect(viewers).toEqual(expect.arrayContaining(['Alarm Watch', 'Snmp Operator', 'Snmp Viewer']));
    await waitFor(() => expect(shown()).toEqual(viewers.slice(0, 10)));
    await user.type(screen.getByRole('textbox', { name: 'Application' }), 'snmp');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    const snmpViewers = names((profile) => named(profile.roles, 'viewer') && (profile.applicationName ?? '').toLowerCase().includes('snmp')).reverse();
    expect(snmpViewers).toEqual(expect.arrayContaining(['Snmp Viewer', 'Snmp Operator']));
    expect(snmpViewers).not.toContain('Alarm Watch');
    await waitFor(() => expect(shown()).toEqual(snmpViewers.slice(0, 10)));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'no such text');
    expect(await screen.findByText('No application profiles match these filters')).toBeInTheDocument();
  });

  it('keeps filter, sort and page in the URL, and shows them again when the list is opened from the menu after an edit', async () => {
    const first = await renderAppProfilePageAs('demo.admin', '/profile/app/list');
    await screen.findByRole('link', { name: 'Snmp Operator' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'snmp');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    // The server answers the new sort: its rows show once they are in.
    await screen.findByRole('link', { name: 'Snmp Operator' });
    const shown = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);
    const before = shown();
    expect(before).toEqual([...before].sort(compareText).reverse());
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/app/list?name=snmp&sort=name&dir=desc&page=1');
    await user.click(screen.getByRole('link', { name: 'Snmp Operator' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/profile\/app\/edit\//);
    first.unmount();

    // The menu's link carries no state: the list shows the one it had in this tab.
    await renderAppProfilePageAs('demo.admin', '/profile/app/list');
    await waitFor(() => expect(shown()).toEqual(before));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('snmp');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    // The list writes the state it restored into the URL once painted, as a router transition that
    // the rows' own render may overtake.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('name=snmp&sort=name&dir=desc&page=1'));
  });
});

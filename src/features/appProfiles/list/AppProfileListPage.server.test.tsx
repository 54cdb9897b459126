// The application profile list against the real server (the console Jest project's global setup).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Parameter' }), 'south');
    await waitFor(() => expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Snmp Operator']));
    await user.clear(screen.getByRole('textbox', { name: 'Parameter' }));
    await user.type(screen.getByRole('textbox', { name: 'Role' }), 'vIeWeR');
    await waitFor(() => expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Alarm Watch', 'Snmp Operator', 'Snmp Viewer']));
    await user.type(screen.getByRole('textbox', { name: 'Application' }), 'snmp');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Snmp Viewer', 'Snmp Operator']));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'no such text');
    expect(await screen.findByText('No application profiles match these filters')).toBeInTheDocument();
  });
});

// The Effective Access tab and the Access screen against the real server (the file's own, started by its test environment).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { UserAccess } from '../../api/access.gen';
import type { ClusterNode } from '../../api/lookups.gen';
import { makeStore } from '../../app/store';
import { loginToRealServer } from '../../app/testing/realServer';
import { callApi } from '../../app/testing/realServerCalls';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../session';
import AccessHoldersPage from './AccessHoldersPage';
import { UserAccessSection } from './UserAccessSection';
import { UserAccessView } from './UserAccessView';

async function renderAs(username: string, element: React.ReactNode, route: string) {
  const store = makeStore();
  store.dispatch(currentUserLoaded(await loginToRealServer(username)));
  return renderWithProviders(
    <Routes>
      <Route path="*" element={element} />
    </Routes>,
    { store, route },
  );
}

const clusterUuid = async (name: string) => {
  const find = (nodes: ClusterNode[]): ClusterNode | undefined => nodes.map((n) => (n.name === name ? n : find(n.children ?? []))).find(Boolean);
  return find(await callApi<ClusterNode[]>('/cluster/list'))!.uuid;
};

describe('Effective Access with the real server', () => {
  it("shows a user's console role, roles with their business and app profile, and every cluster it sees", async () => {
    await loginToRealServer('demo.errigal');
    const { uuid } = await callApi<{ uuid: string }>('/user/username/demo.admin');
    await renderAs('demo.errigal', <UserAccessSection userUuid={uuid} />, '/');
    expect(await screen.findByText('ADMIN, through Customer Administrator → UP Admin (application User Profile)')).toBeInTheDocument();
    const snmp = screen.getByRole('table', { name: 'Access to Snmp Manager' });
    const operator = within(snmp).getByRole('row', { name: /OPERATOR/ });
    expect(within(operator).getByText('Customer Administrator → Snmp Operator')).toBeInTheDocument();
    expect(
      within(snmp).getByRole('row', {
        name: /Element \(NOVA_NOVA_TREE\) North Tree/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Everything below is because of the visibility profile All Ireland.')).toBeInTheDocument();
    const clusters = within(screen.getByRole('list', { name: 'Clusters the user sees' })).getAllByRole('listitem');
    expect(clusters.map((c) => c.textContent)).toEqual([
      'Ireland (selected)',
      'Leinster (through Ireland)',
      'Dublin North (through Ireland)',
      'Dublin South (through Ireland)',
      'Munster (through Ireland)',
      'Cork City (through Ireland)',
    ]);
  });

  it('says what a user without profiles can do: nothing', () => {
    const nothing: UserAccess = {
      uuid: '00000000-0000-4000-8000-000000000000',
      username: 'nobody',
      active: false,
      businessProfile: null,
      visibilityProfile: null,
      consoleRole: null,
      applications: [],
      visibility: {
        primaryCluster: null,
        clusters: [],
        carriers: [],
        clusterGroups: [],
        defaultClusterGroup: null,
        networkGroups: [],
        neAttributes: [],
        venues: [],
      },
    };
    render(<UserAccessView access={nothing} />);
    expect(screen.getByText('This user is inactive: they cannot log in, whatever they are granted.')).toBeInTheDocument();
    expect(screen.getByText('No console role: the user cannot use this console.')).toBeInTheDocument();
    expect(screen.getByText('No business profile: the user is granted no application.')).toBeInTheDocument();
    expect(screen.getByText('No visibility profile: the user sees no carrier, cluster or venue.')).toBeInTheDocument();
  });
});

describe('the Access screen with the real server', () => {
  it('asks who holds a role of an application, with the total and pages', async () => {
    await renderAs('demo.errigal', <AccessHoldersPage />, '/access');
    expect(screen.getByText('Choose an application (then a role or an element of it), or a cluster.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Application' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Snmp Manager' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Role or element' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Role OPERATOR' }));
    const status = screen.getByRole('status', { name: 'Matching holders' });
    await waitFor(() => expect(status).toHaveTextContent(/^\d+ holders$/));
    const total = Number(/^(\d+)/.exec(status.textContent ?? '')![1]);
    expect(total).toBeGreaterThan(10);
    const table = screen.getByRole('table', { name: 'Holders' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText('Snmp Operator').length).toBe(10);
    expect(screen.getByRole('status', { name: 'Holders: items shown' })).toHaveTextContent(`1-10 of ${total}`);
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Holders: items shown' })).toHaveTextContent(`11-${Math.min(20, total)} of ${total}`));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('asks who sees a cluster, naming the selected parent that gives it', async () => {
    await loginToRealServer('demo.admin');
    const dublinNorth = await clusterUuid('Dublin North');
    await renderAs('demo.admin', <AccessHoldersPage />, `/access?cluster=${dublinNorth}`);
    const table = await screen.findByRole('table', { name: 'Holders' });
    await waitFor(() => expect(within(table).getByRole('link', { name: 'demo.admin' })).toBeInTheDocument());
    expect(within(within(table).getByRole('link', { name: 'demo.admin' }).closest('tr')!).getByText('Ireland')).toBeInTheDocument();
    // ADMIN does not see ERRIGAL_ADMIN users.
    expect(within(table).queryByRole('link', { name: 'demo.errigal' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Through selected cluster' })).toBeInTheDocument();
  });
});

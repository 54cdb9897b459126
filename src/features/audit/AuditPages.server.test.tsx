// The Audit screen and a user's History tab against the real server (the file's own, started by its test environment).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { makeStore } from '../../app/store';
import { loginToRealServer } from '../../app/testing/realServer';
import { callApi } from '../../app/testing/realServerCalls';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { currentUserLoaded } from '../session';
import AuditListPage from './AuditListPage';
import { RecordHistory } from './RecordHistory';

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

/** Renames a customer company through the API: an entry with a one-field diff. */
async function renamedCompany(from: string, to: string) {
  const created = await callApi<{ uuid: string }>('/customerCompany/update', { method: 'POST', body: JSON.stringify({ name: from }) });
  await callApi('/customerCompany/update', { method: 'POST', body: JSON.stringify({ uuid: created.uuid, name: to, version: 1 }) });
  return created.uuid;
}

describe('audit screens with the real server', () => {
  it('shows the entries with their total and readable diffs, narrowed by the text filter', async () => {
    await renderAs('demo.errigal', <AuditListPage />, '/audit');
    await renamedCompany('Audit Screen Masts', 'Audit Screen Towers');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'Audit Screen');
    const table = await screen.findByRole('table', { name: 'Audit entries' });
    await waitFor(() => expect(within(table).getByText('Name: Audit Screen Masts -> Audit Screen Towers')).toBeInTheDocument());
    expect(within(table).getByText('Name: Audit Screen Masts')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Matching entries' })).toHaveTextContent('2 entries');
    expect(within(table).getAllByRole('link', { name: 'Audit Screen Towers' })[0]).toHaveAttribute('href', expect.stringMatching(/^\/customerCompany\/edit\//));
    expect(within(table).getAllByRole('link', { name: 'demo.errigal' })[0]).toHaveAttribute('href', expect.stringMatching(/^\/user\/edit\//));
  });

  it("lists one record's history", async () => {
    await loginToRealServer('demo.errigal');
    const uuid = await renamedCompany('History Masts', 'History Towers');
    await renderAs('demo.errigal', <RecordHistory recordUuid={uuid} />, '/');
    const table = await screen.findByRole('table', { name: 'History' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('Updated')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Name: History Masts -> History Towers')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Created')).toBeInTheDocument();
  });
});

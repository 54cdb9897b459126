import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '../../../app/testing/mockApi';
import { choiceHandlers } from './testing/editFixtures';
import { expectToast, renderUserEditPage } from './testing/renderUserEditPage';
import { RESET_FACTORS_QUESTION } from './UserSessionsTab';

afterEach(() => jest.restoreAllMocks());

const SID = '00000000-0000-4000-8000-0000000000b1';
const sessions = {
  sessions: [{ sid: SID, startedAt: '2026-11-26T08:00:00Z', lastSeenAt: '2026-11-26T09:00:00Z', address: '10.1.1.1', browser: 'Edge on Windows', client: 'User Profile', current: false }],
  factorCount: 1,
};

describe('the user edit screen\'s Sessions tab', () => {
  it('lists the user\'s sessions and ends one, then all', async () => {
    const requests = mockApi({
      ...choiceHandlers,
      'GET /user/u-alice/sessions': ok(sessions),
      'DELETE /user/u-alice/sessions/00000000-0000-4000-8000-0000000000b1': { status: 204 },
      'DELETE /user/u-alice/sessions': { status: 204 },
    });
    renderUserEditPage('/user/edit/u-alice');
    await userEvent.click(await screen.findByRole('tab', { name: 'Sessions' }));
    const table = await screen.findByRole('table', { name: 'Active sessions of alice' });
    expect(within(table).getByText('Edge on Windows')).toBeVisible();
    expect(within(table).getByText('10.1.1.1')).toBeVisible();

    await userEvent.click(within(table).getByRole('button', { name: /Sign out the session of Edge on Windows/ }));
    await expectToast('Session signed out', 'success');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all sessions' }));
    await expectToast('All sessions signed out', 'success');
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/user/u-alice/sessions/${SID}`, '/user/u-alice/sessions']);
    // The reset of factors is an ERRIGAL_ADMIN's alone.
    expect(screen.queryByRole('button', { name: 'Reset second factors' })).not.toBeInTheDocument();
  });

  it('lets an ERRIGAL_ADMIN reset the user\'s second factors after asking', async () => {
    const requests = mockApi({ ...choiceHandlers, 'GET /user/u-alice/sessions': ok(sessions), 'DELETE /user/u-alice/factors': { status: 204 } });
    renderUserEditPage('/user/edit/u-alice', { roles: ['ERRIGAL_ADMIN'] });
    await userEvent.click(await screen.findByRole('tab', { name: 'Sessions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset second factors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset second factors' });
    expect(dialog).toHaveTextContent(RESET_FACTORS_QUESTION);
    expect(requests.some((r) => r.path === '/user/u-alice/factors')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expectToast('Second factors reset', 'success');
    await waitFor(() => expect(requests.filter((r) => r.path === '/user/u-alice/factors')).toHaveLength(1));
  });

  it('a new user has no Sessions tab', async () => {
    mockApi({ ...choiceHandlers });
    renderUserEditPage('/user/new');
    await screen.findByRole('heading', { name: 'New User' });
    expect(screen.queryByRole('tab', { name: 'Sessions' })).not.toBeInTheDocument();
  });
});

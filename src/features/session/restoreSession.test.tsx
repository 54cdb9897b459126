import { screen, waitFor } from '@testing-library/react';
import { getAccessToken, saveAccessToken } from '../../api/tokenStorage';
import { mockApi, problem } from '../../app/testing/mockApi';
import { renderConsole, userWithRoles } from '../../app/testing/renderConsole';

function tokenExpiringAt(epochSeconds: number): string {
  return `h.${btoa(JSON.stringify({ exp: epochSeconds }))}.s`;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('session restore at app start', () => {
  it('loads the current user of a stored token before showing the page', async () => {
    mockApi({ 'GET /me': { status: 200, body: userWithRoles('ADMIN') }, 'GET /profile/app/list': { status: 200, body: [] } });
    saveAccessToken(tokenExpiringAt(4102444800));
    const { store } = renderConsole('/profile/app/list');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Application Profiles' })).toBeInTheDocument();
    expect(store.getState().session.currentUser?.username).toBe('alice');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('clears an expired token without asking the server', async () => {
    const requests = mockApi({});
    saveAccessToken(tokenExpiringAt(1));
    const { router } = renderConsole('/profile/app/list');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/user'));
    expect(getAccessToken()).toBeNull();
    expect(requests.map((request) => request.path)).not.toContain('/me');
  });

  it('clears a token that the server refuses', async () => {
    mockApi({ 'GET /me': problem(401, 'Unauthorized') });
    saveAccessToken(tokenExpiringAt(4102444800));
    const { router, store } = renderConsole('/profile/app/list');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/user'));
    expect(getAccessToken()).toBeNull();
    expect(store.getState().session.currentUser).toBeNull();
  });
});

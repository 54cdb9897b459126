import { screen, waitFor } from '@testing-library/react';
import { getAccessToken, saveAccessToken } from '../../api/tokenStorage';
import { mockApi } from '../../app/testing/mockApi';
import { renderConsoleAs } from '../../app/testing/renderConsole';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('/logout', () => {
  it('ends the session, says so and returns to the product root after 3 seconds', async () => {
    const requests = mockApi({ 'GET /auth/logout': { status: 204 } });
    const { store, router } = renderConsoleAs('/logout?ticket=t-1', 'ADMIN');
    saveAccessToken('h.e30.s');

    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.currentUser).toBeNull());
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/auth/logout', search: '?ticket=t-1' });
    expect(getAccessToken()).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/user'), { timeout: 4000 });
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { getAccessToken, saveAccessToken } from '../../api/tokenStorage';
import { mockApi } from '../../app/testing/mockApi';
import { renderConsoleAs } from '../../app/testing/renderConsole';
import { RETURN_TO_ROOT_DELAY_MS } from './LogoutPage';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/logout', () => {
  it('clears the session first, then says so, and returns to the login after 3 seconds without a warning', async () => {
    // The 3 seconds pass on a fake clock, which Testing Library's waitFor moves on.
    jest.useFakeTimers();
    let endProviderSession: (reply: { status: 204 }) => void = () => {};
    const providerSessionEnded = new Promise<{ status: 204 }>((resolve) => {
      endProviderSession = resolve;
    });
    const requests = mockApi({ 'GET /auth/logout': () => providerSessionEnded });
    saveAccessToken('h.e30.s');
    const { store, router } = renderConsoleAs('/logout?ticket=t-1', 'ADMIN');

    // (The shell also asks for application info while logged in: SuiteHeader.)
    await waitFor(() => expect(requests.find((r) => r.path === '/auth/logout')).toMatchObject({ method: 'GET', search: '?ticket=t-1' }));
    expect(getAccessToken()).toBeNull();
    expect(store.getState().session.currentUser).toBeNull();
    expect(screen.queryByText('You have been signed out.')).not.toBeInTheDocument();

    endProviderSession({ status: 204 });
    expect(await screen.findByText('You have been signed out.')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(screen.getByRole('link', { name: 'Log In Again' })).toHaveAttribute('href', '/auth/login/user');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/logout');
    act(() => jest.advanceTimersByTime(RETURN_TO_ROOT_DELAY_MS - 100));
    expect(router.state.location.pathname).toBe('/logout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/user'), { timeout: 4000 });
    expect(screen.queryByText('Please Login First')).not.toBeInTheDocument();
  });
});

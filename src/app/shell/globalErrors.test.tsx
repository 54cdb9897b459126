import { act, screen, waitFor } from '@testing-library/react';
import { GLOBAL_RELOAD_WARNING } from '../../api/baseQuery';
import { sessionApi } from '../../api/session.enhance';
import { getAccessToken, saveAccessToken, storageKeys } from '../../api/tokenStorage';
import { mockApi, problem } from '../testing/mockApi';
import { renderConsoleAs } from '../testing/renderConsole';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('global api error handling (SPEC section 8 "Global")', () => {
  it('goes to /notFound when a GET answers 404', async () => {
    mockApi({ 'GET /appInfo': problem(404, 'Not Found') });
    const { store, router } = renderConsoleAs('/user/list', 'ADMIN');
    await screen.findByRole('heading', { name: 'Users' });

    await act(() => store.dispatch(sessionApi.endpoints.getAppInfo.initiate()));

    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notFound');
  });

  it('warns to reload when another method answers 403, and stays on the page', async () => {
    mockApi({ 'POST /auth/token': problem(403, 'Forbidden') });
    const { store, router } = renderConsoleAs('/user/list', 'ADMIN');
    await screen.findByRole('heading', { name: 'Users' });

    const result = await act(() =>
      store.dispatch(
        sessionApi.endpoints.exchangeToken.initiate({
          tokenRequest: { client_id: 'c', code: 'x', code_verifier: 'v', grant_type: 'authorization_code' },
        }),
      ),
    );

    expect(await screen.findByText(GLOBAL_RELOAD_WARNING)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/list');
    expect(result.error).toMatchObject({ status: 403 });
  });

  it('sends the user to log in again when the stored token is refused', async () => {
    mockApi({ 'GET /appInfo': problem(401, 'Unauthorized') });
    const { store, router } = renderConsoleAs('/user/list', 'ADMIN');
    await screen.findByRole('heading', { name: 'Users' });
    saveAccessToken('header.e30.signature');

    await act(() => store.dispatch(sessionApi.endpoints.getAppInfo.initiate()));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/user'));
    expect(getAccessToken()).toBeNull();
    expect(store.getState().session.currentUser).toBeNull();
    expect(localStorage.getItem(storageKeys.returnTo)).toBe('/user/list');
  });
});

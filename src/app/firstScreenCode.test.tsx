import { act, screen, waitFor } from '@testing-library/react';
import { storageKeys } from '../api/tokenStorage';
import { mockApi, ok } from './testing/mockApi';
import { renderConsole, userWithRoles } from './testing/renderConsole';
import { saveLoginAttempt } from '../features/session/loginAttempt';

// The list page itself belongs to the users feature; here only when it may render matters.
jest.mock('../features/users/UserListPage', () => ({ __esModule: true, default: () => <h1>Users</h1> }));

// The user list's code, held until the test lets it arrive (after GET /me has answered).
let codeArrives: () => void = () => undefined;
jest.mock('../features/users/UserListRoute', () => {
  const actual = jest.requireActual('../features/users/UserListRoute');
  return { ...actual, preloadUserList: () => new Promise<void>((resolve) => (codeArrives = resolve)) };
});

afterEach(() => localStorage.clear());

// React reveals a screen whose lazy code suspended it no sooner than 300 ms after its loading
// fallback: the screens a start or a login opens wait for their preloaded code instead.

it("renders a restored session's first route only once its preloaded code is in, not its loading fallback", async () => {
  localStorage.setItem(storageKeys.accessToken, 'stored.e30.token');
  localStorage.setItem(storageKeys.tokenExpiresAt, String(Math.floor(Date.now() / 1000) + 600));
  const requests = mockApi({ 'GET /me': ok(userWithRoles('ERRIGAL_ADMIN')) });
  const { store } = renderConsole('/user/list');

  await waitFor(() => expect(store.getState().session.currentUser?.username).toBe('alice'));
  expect(requests.map((request) => request.path)).toContain('/me');
  // GET /me is in, the code is not: still the start's loading overlay, no route (no fallback to throttle).
  expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

  act(() => codeArrives());
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
});

it("sends a login's callback to the remembered list only once the list's code is in", async () => {
  const token = `h.${btoa(JSON.stringify({ exp: 4102444800 }))}.s`;
  mockApi({
    'GET /config': ok({ clientId: 'console', layoutCode: 'SCO', basePath: '/userprofile' }),
    'POST /auth/token': ok({ access_token: token, token_type: 'Bearer', expires_in: 300 }),
    'GET /me': ok(userWithRoles('ADMIN')),
  });
  saveLoginAttempt({ codeVerifier: 'verifier-1', state: 'state-1' });
  localStorage.setItem(storageKeys.returnTo, '/user/list');
  const { router, store } = renderConsole('/selfcallback?code=code-1&state=state-1');

  await waitFor(() => expect(store.getState().session.currentUser?.username).toBe('alice'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(router.state.location.pathname).toBe('/selfcallback');

  act(() => codeArrives());
  await waitFor(() => expect(router.state.location.pathname).toBe('/user/list'));
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
});

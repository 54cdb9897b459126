import { screen, waitFor } from '@testing-library/react';
import { getAccessToken, storageKeys } from '../../api/tokenStorage';
import { mockApi, ok, problem } from '../../app/testing/mockApi';
import { renderConsole, userWithRoles } from '../../app/testing/renderConsole';
import { saveLoginAttempt } from './loginAttempt';

jest.mock('../users/UserListPage', () => ({ __esModule: true, default: () => <h1>Users</h1> }));

const config = ok({ clientId: 'console', layoutCode: 'SCO', basePath: '/userprofile' });
const token = `h.${btoa(JSON.stringify({ exp: 4102444800 }))}.s`;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('/selfcallback', () => {
  it('exchanges the code, loads the current user and returns to the remembered page', async () => {
    const requests = mockApi({
      'GET /config': config,
      'POST /auth/token': { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 300 } },
      'GET /me': { status: 200, body: userWithRoles('ADMIN') },
    });
    saveLoginAttempt({ codeVerifier: 'verifier-1', state: 'state-1' });
    localStorage.setItem(storageKeys.returnTo, '/user/new');
    const { router, store } = renderConsole('/selfcallback?code=code-1&state=state-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/new'));
    expect(requests.find((request) => request.path === '/auth/token')?.body).toEqual({
      client_id: 'console',
      code: 'code-1',
      code_verifier: 'verifier-1',
      grant_type: 'authorization_code',
    });
    expect(getAccessToken()).toBe(token);
    expect(store.getState().session.currentUser?.username).toBe('alice');
    expect(localStorage.getItem(storageKeys.returnTo)).toBeNull();
    expect(localStorage.getItem(storageKeys.codeVerifier)).toBeNull();
    expect(localStorage.getItem(storageKeys.state)).toBeNull();
  });

  it("asks for the user list's first page once the token is stored, while the current user loads", async () => {
    const requests = mockApi({
      'GET /config': config,
      'POST /auth/token': { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 300 } },
    });
    saveLoginAttempt({ codeVerifier: 'verifier-1', state: 'state-1' });
    localStorage.setItem(storageKeys.returnTo, '/user/list?username=ann');
    renderConsole('/selfcallback?code=code-1&state=state-1');

    const calls = () => requests.map((request) => `${request.method} ${request.path}${request.search}`);
    await waitFor(() => expect(calls()).toContain('GET /user/list/page?active=true&page=1&size=10&sort=username&direction=asc&username=ann'));
    expect(calls()).toContain('GET /me');
  });

  it('goes to the user list when no page was remembered', async () => {
    mockApi({
      'GET /config': config,
      'POST /auth/token': { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 300 } },
      'GET /me': { status: 200, body: userWithRoles('ADMIN') },
    });
    saveLoginAttempt({ codeVerifier: 'verifier-1', state: 'state-1' });
    renderConsole('/selfcallback?code=code-1&state=state-1');

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it.each([
    ['a state mismatch', '/selfcallback?code=code-1&state=forged'],
    ['a missing code', '/selfcallback?state=state-1'],
  ])('only logs %s, never exchanges a code and returns to the login screen', async (_case, path) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const requests = mockApi({ 'GET /config': config, 'POST /auth/session': problem(401, 'Unauthorized') });
    saveLoginAttempt({ codeVerifier: 'verifier-1', state: 'state-1' });
    const { router } = renderConsole(path);

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authorize');
    expect(logged).toHaveBeenCalledWith('Login callback ignored: the code is missing or the state does not match');
    expect(requests.map((request) => request.path)).not.toContain('/auth/token');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Please Login First')).not.toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it('says the login failed and offers a new one when the code is refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /config': config, 'POST /auth/token': problem(400, 'Bad Request') });
    saveLoginAttempt({ codeVerifier: 'verifier-1', state: 'state-1' });
    renderConsole('/selfcallback?code=used-code&state=state-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed due to an unknown reason');
    expect(screen.getByRole('link', { name: 'Log In Again' })).toHaveAttribute('href', '/auth/login/user');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });
});

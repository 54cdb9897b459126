import { act, waitFor } from '@testing-library/react';
import { getAccessToken, storageKeys } from '../../api/tokenStorage';
import { mockApi, ok } from '../../app/testing/mockApi';
import { renderConsole, userWithRoles } from '../../app/testing/renderConsole';
import { followRedirect, ownCallbackRoute } from './browserNavigation';
import { saveLoginAttempt } from './loginAttempt';

jest.mock('../users/UserListPage', () => ({ __esModule: true, default: () => <h1>Users</h1> }));

const token = `h.${btoa(JSON.stringify({ exp: 4102444800 }))}.s`;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ownCallbackRoute', () => {
  it("is the callback route, query kept, for the console's own callback on this origin", () => {
    expect(ownCallbackRoute('https://up.example.com/userprofile/selfcallback?code=c&state=s', 'https://up.example.com')).toBe(
      '/selfcallback?code=c&state=s',
    );
  });

  it('is null for another origin, another path or another client', () => {
    expect(ownCallbackRoute('https://evil.example.com/userprofile/selfcallback?code=c', 'https://up.example.com')).toBeNull();
    expect(ownCallbackRoute('https://up.example.com/userprofile/callback?code=c', 'https://up.example.com')).toBeNull();
    expect(ownCallbackRoute('https://app.example.com/cb?code=c', 'https://up.example.com')).toBeNull();
  });
});

describe('followRedirect', () => {
  it("completes the login at the console's own callback within the page, not by a page load (the router takes it there)", async () => {
    const requests = mockApi({
      'GET /config': ok({ clientId: 'console', layoutCode: 'SCO', basePath: '/userprofile' }),
      'POST /auth/token': { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 300 } },
      'GET /me': { status: 200, body: userWithRoles('ADMIN') },
    });
    saveLoginAttempt({ codeVerifier: 'verifier-1', state: 'state-1' });
    localStorage.setItem(storageKeys.returnTo, '/user/new');
    const { router } = renderConsole('/authorize');

    act(() => followRedirect(`${window.location.origin}/userprofile/selfcallback?code=code-1&state=state-1`, (to) => void router.navigate(to as string)));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/new'));
    expect(requests.find((request) => request.path === '/auth/token')?.body).toMatchObject({ code: 'code-1', code_verifier: 'verifier-1' });
    expect(getAccessToken()).toBe(token);
    // The configuration is the server's, not the session's: the login does not ask for it again.
    expect(requests.filter((request) => request.path === '/config')).toHaveLength(1);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAccessToken, storageKeys } from '../../api/tokenStorage';
import { mockApi, ok, problem } from '../../app/testing/mockApi';
import { renderConsole, userWithRoles } from '../../app/testing/renderConsole';
import { goToUrl } from './browserNavigation';
import { readLoginAttempt, saveLoginAttempt } from './loginAttempt';
import { createCodeChallenge } from './pkce';

jest.mock('./browserNavigation');
jest.mock('../users/UserListPage', () => ({ __esModule: true, default: () => <h1>Users</h1> }));

const AUTHORIZE_PATH =
  '/authorize?client_id=console&redirect_uri=http%3A%2F%2Flocalhost%2Fuserprofile%2Fselfcallback' +
  '&code_challenge_method=S256&code_challenge=abc&state=xyz';
const enterpriseSso = {
  authorizeUrl: 'https://idp.example.com/oauth2/authorize?tenant=acme',
  clientId: 'userprofile-sso',
  redirectUri: 'http://localhost/userprofile/callback',
  scope: 'openid profile email',
};
const plainConfig = ok({ clientId: 'console', layoutCode: 'SCO', basePath: '/userprofile' });
const ssoConfig = ok({ clientId: 'console', layoutCode: 'SCO', basePath: '/userprofile', enterpriseSso });
const token = `h.${btoa(JSON.stringify({ exp: 4102444800 }))}.s`;

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(goToUrl).mockReset();
});

describe('Enterprise SSO button on the login screen', () => {
  it('is not there when no external provider is configured', async () => {
    const requests = mockApi({ 'GET /config': plainConfig });
    renderConsole(AUTHORIZE_PATH);

    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/config'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Enterprise SSO' })).not.toBeInTheDocument();
  });

  it("sends the browser to the provider's authorize endpoint with PKCE S256, the server's state and nonce, and the OpenID scope", async () => {
    const requests = mockApi({ 'GET /config': ssoConfig, 'POST /auth/sso/start': ok({ state: 'server-state', nonce: 'server-nonce' }) });
    renderConsole(AUTHORIZE_PATH);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enterprise SSO' }));

    await waitFor(() => expect(goToUrl).toHaveBeenCalledTimes(1));
    const url = new URL(jest.mocked(goToUrl).mock.calls[0][0]);
    expect(`${url.origin}${url.pathname}`).toBe('https://idp.example.com/oauth2/authorize');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toContain('POST /auth/sso/start');
    const attempt = readLoginAttempt();
    expect(attempt).toMatchObject({ state: 'server-state' });
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'acme',
      client_id: 'userprofile-sso',
      redirect_uri: 'http://localhost/userprofile/callback',
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      code_challenge: await createCodeChallenge(attempt?.codeVerifier ?? ''),
      state: 'server-state',
      nonce: 'server-nonce',
    });
  });

  it('says the login failed, and stays, when the server cannot begin the SSO login', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /config': ssoConfig, 'POST /auth/sso/start': problem(501, 'Not Implemented') });
    renderConsole(AUTHORIZE_PATH);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enterprise SSO' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed due to an unknown reason');
    expect(goToUrl).not.toHaveBeenCalled();
    expect(readLoginAttempt()).toBeNull();
  });
});

describe('/callback (Enterprise SSO)', () => {
  it('exchanges the code and verifier at getPropelTokenFromCode and lands on the user list', async () => {
    const requests = mockApi({
      'GET /config': ssoConfig,
      'GET /auth/getPropelTokenFromCode': { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 300 } },
      'GET /me': { status: 200, body: userWithRoles('ADMIN') },
    });
    saveLoginAttempt({ codeVerifier: 'verifier-1', state: 'state-1' });
    renderConsole('/callback?code=idp-code&state=state-1');

    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    const exchange = requests.find((request) => request.path === '/auth/getPropelTokenFromCode');
    expect(Object.fromEntries(new URLSearchParams(exchange?.search))).toEqual({ code: 'idp-code', code_verifier: 'verifier-1', state: 'state-1' });
    expect(requests.map((request) => request.path)).not.toContain('/auth/token');
    expect(getAccessToken()).toBe(token);
    expect(localStorage.getItem(storageKeys.codeVerifier)).toBeNull();
  });

  it.each([
    ['a state mismatch', '/callback?code=idp-code&state=forged'],
    ['a missing code', '/callback?error=access_denied&state=state-1'],
  ])('only logs %s and returns to the login screen with its SSO button', async (_case, path) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const requests = mockApi({ 'GET /config': ssoConfig, 'POST /auth/session': problem(401, 'Unauthorized') });
    saveLoginAttempt({ codeVerifier: 'verifier-1', state: 'state-1' });
    const { router } = renderConsole(path);

    expect(await screen.findByRole('button', { name: 'Enterprise SSO' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authorize');
    expect(logged).toHaveBeenCalledWith('Login callback ignored: the code is missing or the state does not match');
    expect(requests.map((request) => request.path)).not.toContain('/auth/getPropelTokenFromCode');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the login failed when the server refuses the code (unknown or inactive user, provider error)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /config': ssoConfig, 'GET /auth/getPropelTokenFromCode': problem(400, 'Login failed due to an unknown reason') });
    saveLoginAttempt({ codeVerifier: 'verifier-1', state: 'state-1' });
    renderConsole('/callback?code=idp-code&state=state-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed due to an unknown reason');
    expect(screen.getByRole('link', { name: 'Log In Again' })).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });
});

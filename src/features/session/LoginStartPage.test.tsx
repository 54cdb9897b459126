import { screen, waitFor } from '@testing-library/react';
import { storageKeys } from '../../api/tokenStorage';
import { mockApi, ok, problem, type RecordedRequest } from '../../app/testing/mockApi';
import { renderConsole } from '../../app/testing/renderConsole';
import { followRedirect } from './browserNavigation';
import { createCodeChallenge } from './pkce';

jest.mock('./browserNavigation');

const config = ok({ clientId: 'console', layoutCode: 'SCO', basePath: '/userprofile' });

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(followRedirect).mockReset();
});

function sessionRequest(requests: RecordedRequest[]) {
  return requests.find((request) => request.path === '/auth/session');
}

describe('/auth/login/user', () => {
  it('stores a verifier and state and follows the single-sign-on redirect', async () => {
    const requests = mockApi({
      'GET /config': config,
      'POST /auth/session': { status: 200, body: { redirectUrl: 'http://localhost/userprofile/selfcallback?code=c' } },
    });
    renderConsole('/auth/login/user');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(followRedirect).toHaveBeenCalledWith('http://localhost/userprofile/selfcallback?code=c', expect.any(Function)));

    const verifier = localStorage.getItem(storageKeys.codeVerifier) ?? '';
    const state = localStorage.getItem(storageKeys.state) ?? '';
    expect(verifier).toHaveLength(43);
    expect(state).toHaveLength(22);
    expect(sessionRequest(requests)?.body).toEqual({
      client_id: 'console',
      redirect_uri: 'http://localhost/userprofile/selfcallback',
      code_challenge: await createCodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      response_type: 'code',
      scope: 'openid',
    });
  });

  it('goes to the login screen with the authorization request when there is no provider session', async () => {
    mockApi({ 'GET /config': config, 'POST /auth/session': problem(401, 'Unauthorized') });
    const { router } = renderConsole('/auth/login/user');

    await waitFor(() => expect(router.state.location.pathname).toBe('/authorize'));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({
      client_id: 'console',
      redirect_uri: 'http://localhost/userprofile/selfcallback',
      code_challenge_method: 'S256',
      code_challenge: await createCodeChallenge(localStorage.getItem(storageKeys.codeVerifier) ?? ''),
      state: localStorage.getItem(storageKeys.state),
    });
    expect(followRedirect).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

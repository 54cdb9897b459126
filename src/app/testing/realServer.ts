import { configure } from '@testing-library/react';
import { API_PATH, setApiOrigin } from '../../api/baseQuery';
import { getAccessToken, saveAccessToken } from '../../api/tokenStorage';
import type { CurrentUser } from '../../api/session.gen';
import { createPkceStart } from '../../features/session/pkce';

// The real server is shared by the console test files running at once, and each of its answers
// goes through the database: findBy and waitFor wait longer than the 1 s they give a mocked fetch.
configure({ asyncUtilTimeout: 5_000 });

/** The console tests' real server (server/testing/consoleServerSetup.ts) sets these for the tests. */
function fromSetup(name: 'CONSOLE_TEST_API_ORIGIN' | 'CONSOLE_TEST_PASSWORD'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the console Jest project starts the real server`);
  return value;
}
const origin = () => fromSetup('CONSOLE_TEST_API_ORIGIN');

/**
 * Logs in as a demo admin through the real server's provider (authorize, token, /me), stores
 * the token as the console does, and points the console's API calls at that server.
 */
export async function loginToRealServer(username: string): Promise<CurrentUser> {
  const api = `${origin()}/userprofile/api/v1`;
  setApiOrigin(origin());
  const { codeVerifier, codeChallenge, state } = await createPkceStart();
  const post = (path: string, body: unknown) =>
    fetch(`${api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const authorized = await post('/auth/authorize', {
    credentials: { username, password: fromSetup('CONSOLE_TEST_PASSWORD') },
    authorizeRequest: {
      client_id: 'userprofile-console',
      redirect_uri: `${origin()}/userprofile/selfcallback`,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      state,
    },
  });
  if (!authorized.ok) throw new Error(`login of ${username} failed: ${authorized.status}`);
  const code = new URL(((await authorized.json()) as { redirectUrl: string }).redirectUrl).searchParams.get('code');
  const token = await post('/auth/token', { client_id: 'userprofile-console', code, code_verifier: codeVerifier, grant_type: 'authorization_code' });
  const { access_token } = (await token.json()) as { access_token: string };
  saveAccessToken(access_token);
  const me = await fetch(`${api}/me`, { headers: { authorization: `Bearer ${access_token}` } });
  return (await me.json()) as CurrentUser;
}

/** A call to the real server with the logged-in admin's token (to arrange or check data). */
export async function callApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${process.env.CONSOLE_TEST_API_ORIGIN}${API_PATH}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${getAccessToken()}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

import { configure } from '@testing-library/react';
import { setApiOrigin } from '../../api/baseQuery';
import { saveAccessToken } from '../../api/tokenStorage';
import type { CurrentUser } from '../../api/session.gen';
import { createPkceStart } from '../../features/session/pkce';

// The real server answers through its database, in the test's own worker beside the rendering:
// findBy and waitFor wait longer than the 1 s they give a mocked fetch.
configure({ asyncUtilTimeout: 5_000 });

/** The file's own real server (server/testing/ownConsoleServer.ts, the console test environment) sets these. */
function fromSetup(name: 'CONSOLE_TEST_API_ORIGIN' | 'CONSOLE_TEST_PASSWORD'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: only a file named *.server.test.tsx gets a real server`);
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

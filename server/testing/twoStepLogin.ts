import { CONSOLE_CLIENT_ID } from '../db/builtins';
import type { App } from '../app';
import { TEST_PASSWORD, authorizeRequest, pkcePair } from './testApp';

// The console's login through app.inject for the second-factor tests: the password step, and
// the redirect's code redeemed for an access token.
const API = '/userprofile/api/v1';

export async function authorize(on: App, username: string, password = TEST_PASSWORD) {
  const { verifier, challenge, state } = pkcePair();
  const res = await on.inject({
    method: 'POST',
    url: `${API}/auth/authorize`,
    payload: { credentials: { username, password }, authorizeRequest: authorizeRequest(challenge, state) },
  });
  return { res, verifier };
}

export async function redeem(on: App, redirectUrl: string, verifier: string) {
  const code = new URL(redirectUrl).searchParams.get('code');
  const token = await on.inject({
    method: 'POST',
    url: `${API}/auth/token`,
    payload: { client_id: CONSOLE_CLIENT_ID, code, code_verifier: verifier, grant_type: 'authorization_code' },
  });
  return token.json<{ access_token: string }>().access_token;
}

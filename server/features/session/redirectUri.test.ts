import { TEST_PASSWORD, authorizeRequest, pkcePair, startTestApp } from '../../testing/testApp';
import { CONSOLE_CLIENT_ID } from './handlers';

// A code goes only to the redirect URI the client registered, exactly, whatever the request's
// headers say; and the token endpoint refuses a redirect URI other than the code's.
const API = '/userprofile/api/v1';
const REGISTERED = 'http://localhost:8080/userprofile/selfcallback';
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

function authorize(redirectUri: string) {
  const { verifier, challenge, state } = pkcePair();
  const request = { ...authorizeRequest(challenge, state), redirect_uri: redirectUri };
  const res = app.inject({
    method: 'POST',
    url: `${API}/auth/authorize`,
    payload: { credentials: { username: 'demo.admin', password: TEST_PASSWORD }, authorizeRequest: request },
  });
  return { res, verifier };
}

it.each([
  ['another origin named by the Origin header', 'http://evil.example/userprofile/selfcallback', { origin: 'http://evil.example' }],
  ['a javascript: URI with Origin null', 'javascript:alert(1)//userprofile/selfcallback', { origin: 'null' }],
  ['a data: URI', 'data:text/html,<script>1</script>', { origin: 'null' }],
  ['a file: URI', 'file:///userprofile/selfcallback', { origin: 'null' }],
  ['an added query', `${REGISTERED}?next=http://evil.example`, {}],
  ['an added fragment', `${REGISTERED}#x`, {}],
  ['another path', 'http://localhost:8080/userprofile/callback', {}],
  ['another port', 'http://localhost:9999/userprofile/selfcallback', {}],
])('refuses %s', async (_name, redirectUri, headers) => {
  // Without an Origin header (a non-browser client) the login's CSRF check lets it through to
  // the redirect check; the single sign-on call has no CSRF check and gets the headers as sent.
  const res = await authorize(redirectUri).res;
  expect(res.statusCode).toBe(400);
  expect(res.headers['set-cookie']).toBeUndefined();
  const { challenge, state } = pkcePair();
  const sso = await app.inject({
    method: 'POST',
    url: `${API}/auth/session`,
    headers,
    payload: { ...authorizeRequest(challenge, state), redirect_uri: redirectUri },
  });
  expect(sso.statusCode).toBe(400);
});

it('issues a code to the registered redirect URI, and the token endpoint checks it again', async () => {
  const { res, verifier } = authorize(REGISTERED);
  const answer = await res;
  expect(answer.statusCode).toBe(200);
  const redirect = new URL(answer.json<{ redirectUrl: string }>().redirectUrl);
  expect(`${redirect.origin}${redirect.pathname}`).toBe(REGISTERED);
  const code = redirect.searchParams.get('code');
  const token = (redirectUri?: string) =>
    app.inject({
      method: 'POST',
      url: `${API}/auth/token`,
      payload: { client_id: CONSOLE_CLIENT_ID, code, code_verifier: verifier, grant_type: 'authorization_code', ...(redirectUri ? { redirect_uri: redirectUri } : {}) },
    });
  expect((await token('http://evil.example/userprofile/selfcallback')).statusCode).toBe(400);
  // The refused attempt spent the code: a stolen code cannot be retried with the right URI.
  expect((await token(REGISTERED)).statusCode).toBe(400);

  const second = authorize(REGISTERED);
  const code2 = new URL((await second.res).json<{ redirectUrl: string }>().redirectUrl).searchParams.get('code');
  const ok = await app.inject({
    method: 'POST',
    url: `${API}/auth/token`,
    payload: { client_id: CONSOLE_CLIENT_ID, code: code2, code_verifier: second.verifier, grant_type: 'authorization_code', redirect_uri: REGISTERED },
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.json().access_token).toEqual(expect.any(String));
});

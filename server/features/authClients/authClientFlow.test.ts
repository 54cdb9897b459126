import { bearer, loginAs, pkcePair, registerClient, startTestApp, TEST_PASSWORD } from '../../testing/testApp';

// A second registered client (not the console) through the provider's own authorization flow:
// only its exact redirect, PKCE S256 always, and its secret at /auth/token (Basic or form field).

const API = '/userprofile/api/v1';
const REDIRECT = 'https://reports.example.com/oauth/callback';
const SECRET = 'Zy9xW8vu7TS6rq5PO4nm3LK2ji1HGfed';
let app: Awaited<ReturnType<typeof startTestApp>>;
let clientId: string;
let publicClientId: string;

const register = (name: string, redirect: string, secret: string) => registerClient(app, { name, redirect, secret });

beforeAll(async () => {
  app = await startTestApp();
  clientId = (await register('Reports Portal', REDIRECT, SECRET)).clientId;
  publicClientId = (await register('Kiosk App', 'http://127.0.0.1:9999/cb', 'InitialSecret1')).clientId;
  // A public client: its secret is removed directly (the screens always give new clients one).
  await app.ctx.db.query('update auth_client set secret_hash = null where client_id = $1', [publicClientId]);
});
afterAll(() => app.stop());

async function authorize(client: string, redirectUri: string, username = 'demo.admin') {
  const pkce = pkcePair();
  const res = await app.inject({
    method: 'POST',
    url: `${API}/auth/authorize`,
    payload: {
      credentials: { username, password: TEST_PASSWORD },
      authorizeRequest: { client_id: client, redirect_uri: redirectUri, code_challenge: pkce.challenge, code_challenge_method: 'S256', state: pkce.state, response_type: 'code' },
    },
  });
  const redirect = res.statusCode === 200 ? new URL(res.json<{ redirectUrl: string }>().redirectUrl) : null;
  return { res, redirect, code: redirect?.searchParams.get('code') ?? null, ...pkce };
}

const basic = (id: string, secret: string) => ({ authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}` });

function token(fields: Record<string, string | null>, headers: Record<string, string> = {}) {
  const form = new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== null)).toString();
  return app.inject({ method: 'POST', url: `${API}/auth/token`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: form });
}
const grant = (client: string, code: string | null, verifier: string) => ({ client_id: client, code, code_verifier: verifier, grant_type: 'authorization_code' });

describe('authorize for a registered client', () => {
  it('follows exactly its allowed redirect target, with the code and the state', async () => {
    const { res, redirect, state } = await authorize(clientId, REDIRECT);
    expect(res.statusCode).toBe(200);
    expect(`${redirect?.origin}${redirect?.pathname}`).toBe(REDIRECT);
    expect(redirect?.searchParams.get('state')).toBe(state);
    expect(redirect?.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  });

  it.each([
    ['another host', 'https://evil.example.com/oauth/callback'],
    ['another path', 'https://reports.example.com/oauth/other'],
    ['an added query', `${REDIRECT}?next=1`],
    ['the console redirect', 'http://localhost:8080/userprofile/selfcallback'],
  ])('refuses %s with 400', async (_case, redirectUri) => {
    const { res } = await authorize(clientId, redirectUri);
    expect(res.statusCode).toBe(400);
  });

  it('refuses an unregistered client', async () => {
    expect((await authorize('not-registered', REDIRECT)).res.statusCode).toBe(400);
  });
});

describe('token for a confidential client', () => {
  it('issues a token for the client when it proves its secret by HTTP Basic', async () => {
    const { code, verifier } = await authorize(clientId, REDIRECT);
    const res = await token(grant(clientId, code, verifier), basic(clientId, SECRET));
    expect(res.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(res.json().access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ aud: clientId, username: 'demo.admin' });
    // A token for another client is not a console token.
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(res.json().access_token) })).statusCode).toBe(401);
  });

  it('issues a token when it proves its secret by the form field client_secret', async () => {
    const { code, verifier } = await authorize(clientId, REDIRECT);
    const res = await token({ ...grant(clientId, code, verifier), client_secret: SECRET });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
  });

  it.each([
    ['a missing secret', {}, {}],
    ['a wrong secret in the form', { client_secret: 'wrong-secret' }, {}],
    ['a wrong secret by Basic', {}, 'wrong-secret'],
    ['an empty secret', { client_secret: '' }, {}],
  ])('refuses %s with 401 invalid_client, and the code still works with the secret', async (_case, extra, basicSecret) => {
    const { code, verifier } = await authorize(clientId, REDIRECT);
    const refused = await token({ ...grant(clientId, code, verifier), ...extra }, typeof basicSecret === 'string' ? basic(clientId, basicSecret) : {});
    expect(refused.statusCode).toBe(401);
    // RFC 6749 5.2: JSON error and error_description, WWW-Authenticate with the 401 to a client that tried Basic, never cached.
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json()).toEqual({ error: 'invalid_client', error_description: expect.any(String) });
    const challenge = typeof basicSecret === 'string' ? 'Basic realm="userprofile", error="invalid_client", error_description="client authentication failed"' : undefined;
    expect(refused.headers['www-authenticate']).toBe(challenge);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await token({ ...grant(clientId, code, verifier), client_secret: SECRET })).statusCode).toBe(200);
  });

  it('refuses Basic credentials of another client than the body names', async () => {
    const { code, verifier } = await authorize(clientId, REDIRECT);
    expect((await token(grant(clientId, code, verifier), basic(publicClientId, ''))).statusCode).toBe(401);
    expect((await token(grant(clientId, code, verifier), { authorization: 'Basic not*base64' })).statusCode).toBe(401);
    expect((await token(grant(clientId, code, verifier), { authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` })).statusCode).toBe(401);
    // The secret once only: not by Basic and in the form both (RFC 6749 2.3: invalid_request).
    const twice = await token({ ...grant(clientId, code, verifier), client_secret: SECRET }, basic(clientId, SECRET));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('invalid_request');
    expect((await token(grant(clientId, code, verifier), basic(clientId, SECRET))).statusCode).toBe(200);
  });

  it('refuses a reused code', async () => {
    const { code, verifier } = await authorize(clientId, REDIRECT);
    expect((await token({ ...grant(clientId, code, verifier), client_secret: SECRET })).statusCode).toBe(200);
    const again = await token({ ...grant(clientId, code, verifier), client_secret: SECRET });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
    expect(again.headers['www-authenticate']).toBeUndefined();
  });

  it('refuses a wrong PKCE verifier and a code issued to another client', async () => {
    const { code } = await authorize(clientId, REDIRECT);
    expect((await token({ ...grant(clientId, code, pkcePair().verifier), client_secret: SECRET })).statusCode).toBe(400);
    const kiosk = await authorize(publicClientId, 'http://127.0.0.1:9999/cb');
    expect((await token({ ...grant(clientId, kiosk.code, kiosk.verifier), client_secret: SECRET })).statusCode).toBe(400);
  });

  it('refuses an unknown client with 401 invalid_client', async () => {
    const { code, verifier } = await authorize(clientId, REDIRECT);
    expect((await token({ ...grant('nobody', code, verifier), client_secret: SECRET })).statusCode).toBe(401);
  });
});

describe('single sign-on for a registered client', () => {
  it('issues a code from the provider session for its exact redirect only, exchanged with its secret', async () => {
    const { res } = await authorize(clientId, REDIRECT);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    const headers = { 'x-xsrf-token': cookies['XSRF-TOKEN'] };
    const pkce = pkcePair();
    const request = (redirectUri: string) => ({
      client_id: clientId,
      redirect_uri: redirectUri,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      state: pkce.state,
      response_type: 'code',
    });
    const other = await app.inject({ method: 'POST', url: `${API}/auth/session`, cookies, headers, payload: request('https://evil.example.com/cb') });
    expect(other.statusCode).toBe(400);
    const ok = await app.inject({ method: 'POST', url: `${API}/auth/session`, cookies, headers, payload: request(REDIRECT) });
    expect(ok.statusCode).toBe(200);
    const code = new URL(ok.json().redirectUrl).searchParams.get('code');
    expect((await token(grant(clientId, code, pkce.verifier))).statusCode).toBe(401);
    expect((await token(grant(clientId, code, pkce.verifier), basic(clientId, SECRET))).statusCode).toBe(200);
  });
});

describe('public clients', () => {
  it('a public client gets a token with PKCE alone, and once only', async () => {
    const { code, verifier } = await authorize(publicClientId, 'http://127.0.0.1:9999/cb');
    expect((await token(grant(publicClientId, code, verifier))).statusCode).toBe(200);
    expect((await token(grant(publicClientId, code, verifier))).statusCode).toBe(400);
  });

  it('refuses a secret from a public client (it has none to prove)', async () => {
    const { code, verifier } = await authorize(publicClientId, 'http://127.0.0.1:9999/cb');
    expect((await token({ ...grant(publicClientId, code, verifier), client_secret: 'InitialSecret1' })).statusCode).toBe(401);
    expect((await token(grant(publicClientId, code, verifier))).statusCode).toBe(200);
  });

  it('the console (a public client) still logs in', async () => {
    const console = await loginAs(app, 'demo.errigal');
    expect((await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(console) })).json()).toMatchObject({ username: 'demo.errigal' });
  });
});

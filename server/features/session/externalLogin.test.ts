import http from 'node:http';
import type { EnterpriseSsoSettings, ServerConfig } from '../../config';
import { fetchJson, oidcProvider } from '../../auth/oidcDiscovery';
import { codeFromProvider, startOidcTestProvider, type OidcTestProvider } from '../../testing/oidcTestProvider';
import { bearer, testAppsOnOneDatabase } from '../../testing/testApp';
import { EXTERNAL_LOGIN_FAILED, IAT_SKEW_SECONDS, idTokenProblem } from './externalLogin';

// Enterprise SSO against a real OpenID Connect provider (oidc-provider 8 in a child process).
const API = '/userprofile/api/v1';
const CLIENT_ID = 'userprofile-sso';
const CLIENT_SECRET = 'sso-test-secret';
const REDIRECT_URI = 'http://localhost:8080/userprofile/callback';
type TestApps = Awaited<ReturnType<typeof testAppsOnOneDatabase>>;
type TestApp = Awaited<ReturnType<TestApps['start']>>;

let provider: OidcTestProvider;
// Every server here differs only in its SSO settings, so they share one database.
let apps: TestApps;
let app: TestApp;

function sso(overrides: Partial<EnterpriseSsoSettings> = {}): Partial<ServerConfig> {
  return {
    enterpriseSso: { issuerUrl: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, usernameClaim: 'preferred_username', timeoutMs: 3000, ...overrides },
  };
}

const extraApp = (overrides: Partial<EnterpriseSsoSettings>) => apps.start(sso(overrides));

beforeAll(async () => {
  provider = await startOidcTestProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [REDIRECT_URI] });
  apps = await testAppsOnOneDatabase();
  app = await apps.start(sso());
});
afterAll(async () => {
  await apps.stop();
  await provider.stop();
});

function portOf(server: http.Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
/** What the console's Enterprise SSO button does first: the server binds the login to this browser. */
async function begin(on: TestApp) {
  const res = await on.inject({ method: 'POST', url: `${API}/auth/sso/start`, headers: { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' } });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'up_sso');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return { ...res.json<{ state: string; nonce: string }>(), cookies: { up_sso: String(cookie?.value) } };
}
type Binding = Awaited<ReturnType<typeof begin>>;
let binding: Binding;
beforeEach(async () => {
  binding = await begin(app);
});

/** The browser at the provider, for the login `binding` began (its state and nonce). */
const providerCode = (login: string, begun: Binding = binding) =>
  codeFromProvider(provider.issuer, { clientId: CLIENT_ID, redirectUri: REDIRECT_URI, login, state: begun.state, nonce: begun.nonce });
/** The console's callback page handing the code in: same-origin, with the browser's binding cookie and the state. */
const exchange = (on: TestApp, code: string, verifier: string, begun: Binding = binding, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
  on.inject({ method: 'GET', url: `${API}/auth/getPropelTokenFromCode`, cookies: begun.cookies, headers, query: { code, code_verifier: verifier, state: begun.state } });

async function usernameWhere(condition: string): Promise<string> {
  const rows = await app.ctx.db.query<{ username: string }>(`select username from app_user where ${condition} order by username limit 1`);
  if (!rows[0]) throw new Error(`no user where ${condition}`);
  return rows[0].username;
}

function expectLoginFailed(res: Awaited<ReturnType<TestApp['inject']>>) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ detail: EXTERNAL_LOGIN_FAILED });
  expect(res.body).not.toContain('access_token');
  expect(res.cookies.find((cookie) => cookie.name === 'up_session')).toBeUndefined();
}

describe('Enterprise SSO configuration', () => {
  it('is absent from /config without IDP settings, and the code exchange answers 501', async () => {
    const plain = await apps.start();
    const config = await plain.inject({ method: 'GET', url: `${API}/config` });
    expect(config.statusCode).toBe(200);
    expect(config.json().enterpriseSso).toBeUndefined();
    const res = await exchange(plain, 'code', 'verifier');
    expect(res.statusCode).toBe(501);
  });

  it("gives the console the discovered authorize endpoint, the client id, the callback and the scope (never the secret)", async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/config` });
    expect(res.statusCode).toBe(200);
    expect(res.json().enterpriseSso).toEqual({
      authorizeUrl: `${provider.issuer}/auth`,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT_URI,
      scope: 'openid profile email',
    });
    expect(res.body).not.toContain(CLIENT_SECRET);
  });
});

describe('getPropelTokenFromCode', () => {
  it("issues the console's token and provider session for the active user of the username claim, case-insensitively", async () => {
    const { code, verifier } = await providerCode('DEMO.Admin');
    const res = await exchange(app, code, verifier);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    expect(res.cookies.find((cookie) => cookie.name === 'up_session')).toMatchObject({ httpOnly: true });
    const me = await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(res.json().access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'demo.admin', success: true });
    expect(me.json().roles.length).toBeGreaterThan(0);
    // Its audit entry (issue 20), under the account and not the name as the provider spelled it.
    const [entry] = await app.ctx.db.query("select action, actor_name, record_name from audit_event where action like 'login%' order by at desc, seq desc limit 1");
    expect(entry).toEqual({ action: 'loginSso', actor_name: 'demo.admin', record_name: 'demo.admin' });
    // The code is spent: the provider refuses it a second time.
    expectLoginFailed(await exchange(app, code, verifier));
  });

  it('the token lives only as long as its provider session: logout revokes it', async () => {
    const { code, verifier } = await providerCode('demo.admin');
    const res = await exchange(app, code, verifier);
    const cookies = Object.fromEntries(res.cookies.map((cookie) => [cookie.name, cookie.value]));
    const logout = await app.inject({ method: 'GET', url: `${API}/auth/logout`, cookies, headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] } });
    expect(logout.statusCode).toBe(204);
    const me = await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(res.json().access_token) });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a username the console does not know', async () => {
    const { code, verifier } = await providerCode('nobody.known');
    expectLoginFailed(await exchange(app, code, verifier));
  });

  it('refuses an inactive user, and records the failed login under the account', async () => {
    const username = await usernameWhere('not active');
    const { code, verifier } = await providerCode(username);
    expectLoginFailed(await exchange(app, code, verifier));
    const [entry] = await app.ctx.db.query("select action, record_name from audit_event where action like 'login%' order by at desc, seq desc limit 1");
    expect(entry).toEqual({ action: 'loginFailed', record_name: username });
  });

  it('refuses an active user without a role in the console', async () => {
    // NOC Operator grants applications but no console role.
    const { code, verifier } = await providerCode(await usernameWhere("active and business_profile_uuid = (select uuid from business_profile where name = 'NOC Operator')"));
    expectLoginFailed(await exchange(app, code, verifier));
  });

  it('refuses a made-up code and a wrong verifier', async () => {
    expectLoginFailed(await exchange(app, 'not-a-code', 'x'.repeat(43)));
    const { code } = await providerCode('demo.admin');
    expectLoginFailed(await exchange(app, code, 'y'.repeat(43)));
  });

  it('refuses when the server holds the wrong client secret', async () => {
    const wrongSecret = await extraApp({ clientSecret: 'not-the-secret' });
    const { code, verifier } = await providerCode('demo.admin');
    expectLoginFailed(await exchange(wrongSecret, code, verifier));
  });

  it('sends the client secret in the form when discovery offers only client_secret_post', async () => {
    const seen: { authorization?: string; body: string }[] = [];
    const fake = http.createServer((req, res) => {
      const origin = `http://127.0.0.1:${portOf(fake)}`;
      if (req.url === '/.well-known/openid-configuration') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ issuer: origin, authorization_endpoint: `${origin}/auth`, token_endpoint: `${origin}/token`, jwks_uri: `${origin}/jwks`, token_endpoint_auth_methods_supported: ['client_secret_post'] }));
        return;
      }
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ authorization: req.headers.authorization, body });
        res.statusCode = 400;
        res.setHeader('content-type', 'application/json');
        res.end('{"error":"invalid_grant"}');
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    try {
      const onPost = await extraApp({ issuerUrl: `http://127.0.0.1:${portOf(fake)}` });
      expectLoginFailed(await exchange(onPost, 'some-code', 'some-verifier-some-verifier-some-verifier-12'));
      expect(seen).toHaveLength(1);
      expect(seen[0].authorization).toBeUndefined();
      expect(new URLSearchParams(seen[0].body).get('client_secret')).toBe(CLIENT_SECRET);
    } finally {
      await new Promise((resolve) => fake.close(resolve));
    }
  });

  it('reads the username from the ID token when the claim is there (sub)', async () => {
    const bySub = await extraApp({ usernameClaim: 'sub' });
    const { code, verifier } = await providerCode('demo.sco');
    const res = await exchange(bySub, code, verifier);
    expect(res.statusCode).toBe(200);
    const me = await bySub.inject({ method: 'GET', url: `${API}/me`, headers: bearer(res.json().access_token) });
    expect(me.json().username).toBe('demo.sco');
  });

  it('IDP_REQUIRE_MFA=true refuses a login whose ID token shows no multi-factor login (the test provider signs in by password: no amr)', async () => {
    const strict = await apps.start({ ...sso(), idpRequireMfa: true });
    const begun = await begin(strict);
    const { code, verifier } = await providerCode('demo.admin', begun);
    expectLoginFailed(await exchange(strict, code, verifier, begun));
  });

  it('trusts no provider whose discovery document names another issuer', async () => {
    const lookAlike = await extraApp({ issuerUrl: provider.issuer.replace('127.0.0.1', 'localhost') });
    const config = await lookAlike.inject({ method: 'GET', url: `${API}/config` });
    expect(config.json().enterpriseSso).toBeUndefined();
    const { code, verifier } = await providerCode('demo.admin');
    expectLoginFailed(await exchange(lookAlike, code, verifier));
  });

  it('a provider that is down or does not answer in time fails the login, and the login screen shows no SSO button', async () => {
    const silent = http.createServer(() => undefined); // accepts and never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const down = await extraApp({ issuerUrl: 'http://127.0.0.1:1' });
      const address = silent.address();
      const hanging = await extraApp({ issuerUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, timeoutMs: 300 });
      for (const target of [down, hanging]) {
        const started = Date.now();
        expect((await target.inject({ method: 'GET', url: `${API}/config` })).json().enterpriseSso).toBeUndefined();
        expectLoginFailed(await exchange(target, 'some-code', 'x'.repeat(43)));
        expect(Date.now() - started).toBeLessThan(8000); // not the minutes of a fetch without a timeout
      }
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('ID token verification', () => {
  it("accepts the provider's ID token for its audience only", async () => {
    const { code, verifier } = await providerCode('demo.admin');
    const tokens = await fetchJson(`${provider.issuer}/token`, 3000, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT_URI }).toString(),
    });
    const idToken = String(Reflect.get(Object(tokens), 'id_token'));
    const idp = oidcProvider(provider.issuer, 3000);
    await expect(idp.verifyIdToken(idToken, CLIENT_ID)).resolves.toMatchObject({ sub: 'demo.admin', iss: provider.issuer, aud: CLIENT_ID });
    await expect(idp.verifyIdToken(idToken, 'another-client')).rejects.toThrow(/aud/);
    const [head, body] = idToken.split('.');
    const forged = `${head}.${body}.${Buffer.from('forged').toString('base64url')}`;
    await expect(idp.verifyIdToken(forged, CLIENT_ID)).rejects.toThrow(/signature/);
  });
});

describe('login CSRF and token binding (issue 18 item 17)', () => {
  it('refuses a code handed in by another browser: no binding cookie, or the binding of another login', async () => {
    const { code, verifier } = await providerCode('demo.admin');
    expectLoginFailed(await exchange(app, code, verifier, { ...binding, cookies: {} as Binding['cookies'] }));
    const other = await begin(app);
    expectLoginFailed(await exchange(app, code, verifier, { ...other, state: binding.state }));
    // The same code with its own browser's binding still works: the refusals above did not spend it.
    expect((await exchange(app, code, verifier)).statusCode).toBe(200);
  });

  it('refuses an ID token without the nonce of this login', async () => {
    const other = await begin(app);
    const wrongNonce = await providerCode('demo.admin', { ...binding, nonce: other.nonce });
    expectLoginFailed(await exchange(app, wrongNonce.code, wrongNonce.verifier));
    const noNonce = await codeFromProvider(provider.issuer, { clientId: CLIENT_ID, redirectUri: REDIRECT_URI, login: 'demo.admin', state: binding.state });
    expectLoginFailed(await exchange(app, noNonce.code, noNonce.verifier));
  });

  it('refuses a cross-site request to the code exchange, and to the start', async () => {
    const { code, verifier } = await providerCode('demo.admin');
    expectLoginFailed(await exchange(app, code, verifier, binding, { 'sec-fetch-site': 'cross-site' }));
    expectLoginFailed(await exchange(app, code, verifier, binding, { origin: 'https://attacker.example' }));
    const start = await app.inject({ method: 'POST', url: `${API}/auth/sso/start`, headers: { origin: 'https://attacker.example' } });
    expect(start.statusCode).toBe(403);
    expect(start.cookies).toEqual([]);
  });

  it('start answers 501 without a provider', async () => {
    const plain = await apps.start();
    expect((await plain.inject({ method: 'POST', url: `${API}/auth/sso/start` })).statusCode).toBe(501);
  });

  it('checks azp when the ID token has several audiences, and refuses one issued in the future', () => {
    const now = 1_800_000_000;
    const claims = { iss: provider.issuer, sub: 'demo.admin', aud: CLIENT_ID, nonce: 'n0nce', iat: now, exp: now + 300 };
    expect(idTokenProblem(claims, CLIENT_ID, 'n0nce', now)).toBeNull();
    expect(idTokenProblem({ ...claims, aud: [CLIENT_ID, 'another-client'] }, CLIENT_ID, 'n0nce', now)).toMatch(/several audiences and no azp/);
    expect(idTokenProblem({ ...claims, aud: [CLIENT_ID, 'another-client'], azp: 'another-client' }, CLIENT_ID, 'n0nce', now)).toMatch(/issued to another-client/);
    expect(idTokenProblem({ ...claims, aud: [CLIENT_ID, 'another-client'], azp: CLIENT_ID }, CLIENT_ID, 'n0nce', now)).toBeNull();
    expect(idTokenProblem({ ...claims, iat: now + IAT_SKEW_SECONDS + 1 }, CLIENT_ID, 'n0nce', now)).toMatch(/future/);
    expect(idTokenProblem({ ...claims, iat: now + IAT_SKEW_SECONDS - 1 }, CLIENT_ID, 'n0nce', now)).toBeNull();
    expect(idTokenProblem({ ...claims, nonce: 'other' }, CLIENT_ID, 'n0nce', now)).toMatch(/nonce/);
  });
});

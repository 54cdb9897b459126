import { authorizeRequest, bearer, loginAs, pkcePair, startTestApp, TEST_PASSWORD } from '../../testing/testApp';
import { CONSOLE_CLIENT_ID, INVALID_CREDENTIALS } from './handlers';

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function authorize(username: string, password: string, ip = '10.9.9.9') {
  const pkce = pkcePair();
  const res = await app.inject({
    method: 'POST',
    url: `${API}/auth/authorize`,
    remoteAddress: ip,
    payload: { credentials: { username, password }, authorizeRequest: authorizeRequest(pkce.challenge, pkce.state) },
  });
  return { res, ...pkce };
}

const exchange = (code: string | null, verifier: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/auth/token`,
    payload: { client_id: CONSOLE_CLIENT_ID, code, code_verifier: verifier, grant_type: 'authorization_code' },
  });

describe('self login (authorization code with PKCE)', () => {
  it('redirects with a code and the state, sets the provider session, and the code gives a token for /me', async () => {
    const { res, verifier, state } = await authorize('demo.admin', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const redirect = new URL(res.json().redirectUrl);
    expect(redirect.pathname).toBe('/userprofile/selfcallback');
    expect(redirect.searchParams.get('state')).toBe(state);
    const session = res.cookies.find((c) => c.name === 'up_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const token = await exchange(redirect.searchParams.get('code'), verifier);
    expect(token.statusCode).toBe(200);
    const { access_token } = token.json();
    const header = JSON.parse(Buffer.from(access_token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('RS256');

    const me = await app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(access_token) });
    expect(me.json()).toMatchObject({ username: 'demo.admin', roles: ['ADMIN'], success: true });
  });

  it('answers alike for an unknown user and a wrong password', async () => {
    const unknown = await authorize('nobody.here', 'whatever-password', '10.0.0.1');
    const wrong = await authorize('demo.errigal', 'wrong-password', '10.0.0.2');
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.json().detail).toBe(INVALID_CREDENTIALS);
    expect(wrong.res.json().detail).toBe(INVALID_CREDENTIALS);
  });

  it('a code works once and only with its verifier', async () => {
    const { res, verifier } = await authorize('demo.admin', TEST_PASSWORD);
    const code = new URL(res.json().redirectUrl).searchParams.get('code');
    expect((await exchange(code, pkcePair().verifier)).statusCode).toBe(400);
    const second = await authorize('demo.admin', TEST_PASSWORD);
    const code2 = new URL(second.res.json().redirectUrl).searchParams.get('code');
    expect((await exchange(code2, second.verifier)).statusCode).toBe(200);
    expect((await exchange(code2, second.verifier)).statusCode).toBe(400);
    expect(verifier).toBeTruthy();
  });

  it('refuses a redirect that the client does not allow', async () => {
    const pkce = pkcePair();
    const res = await app.inject({
      method: 'POST',
      url: `${API}/auth/authorize`,
      payload: {
        credentials: { username: 'demo.admin', password: TEST_PASSWORD },
        authorizeRequest: { ...authorizeRequest(pkce.challenge, pkce.state), redirect_uri: 'https://evil.example/userprofile/selfcallback' },
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an unknown client', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/auth/authorize`,
      payload: { credentials: { username: 'nobody', password: 'x' }, authorizeRequest: { client_id: 'x' } },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('form login (POST /userprofile/login)', () => {
  const formLogin = (body: string) =>
    app.inject({ method: 'POST', url: '/userprofile/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });

  it('answers success and opens the provider session for form-encoded credentials', async () => {
    const res = await formLogin(`username=demo.admin&password=${encodeURIComponent(TEST_PASSWORD)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.cookies.map((c) => c.name)).toContain('up_session');
  });

  it('refuses a wrong password with 401 and a missing field with 400', async () => {
    expect((await formLogin('username=demo.admin&password=wrong-password')).statusCode).toBe(401);
    expect((await formLogin('username=demo.admin')).statusCode).toBe(400);
  });
});

describe('single sign-on and logout', () => {
  it('issues a new code from the provider session with the XSRF header, and not after logout', async () => {
    const { res } = await authorize('demo.errigal', TEST_PASSWORD);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    const pkce = pkcePair();
    const session = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `${API}/auth/session`, cookies, headers, payload: authorizeRequest(pkce.challenge, pkce.state) });

    expect((await session({})).statusCode).toBe(403);
    const ok = await session({ 'x-xsrf-token': cookies['XSRF-TOKEN'] });
    expect(ok.statusCode).toBe(200);
    expect((await exchange(new URL(ok.json().redirectUrl).searchParams.get('code'), pkce.verifier)).statusCode).toBe(200);

    const out = await app.inject({ method: 'GET', url: `${API}/auth/logout`, cookies, headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] } });
    expect(out.statusCode).toBe(204);
    expect((await session({ 'x-xsrf-token': cookies['XSRF-TOKEN'] })).statusCode).toBe(401);
  });

  it('without a session cookie there is no single sign-on', async () => {
    const pkce = pkcePair();
    const res = await app.inject({ method: 'POST', url: `${API}/auth/session`, payload: authorizeRequest(pkce.challenge, pkce.state) });
    expect(res.statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  const call = (authorization?: string) =>
    app.inject({ method: 'GET', url: `${API}/me`, headers: authorization ? { authorization } : {} });

  it('401 without a token, with a forged one, and with alg none', async () => {
    const token = await loginAs(app, 'demo.admin');
    const [head, body] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), roles: ['ERRIGAL_ADMIN'] })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await call()).statusCode).toBe(401);
    expect((await call(`Bearer ${head}.${forgedBody}.${token.split('.')[2]}`)).statusCode).toBe(401);
    expect((await call(`Bearer ${none}.${body}.`)).statusCode).toBe(401);
    expect((await call(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('401 with an expired token', async () => {
    // A TTL long enough for the login and the first call on a busy machine; then the clock moves past it.
    const short = await startTestApp({ accessTokenTtlSeconds: 60 });
    try {
      const token = await loginAs(short, 'demo.admin');
      expect((await short.inject({ method: 'GET', url: `${API}/me`, headers: bearer(token) })).statusCode).toBe(200);
      // A minute and a second later on the clock (only Date is faked; timers run as ever).
      jest.useFakeTimers({ doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
      jest.setSystemTime(Date.now() + 61_000);
      const res = await short.inject({ method: 'GET', url: `${API}/me`, headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    } finally {
      jest.useRealTimers();
      await short.stop();
    }
  });
});

import { TEST_PASSWORD, authorizeRequest, bearer, loginAs, pkcePair, startTestApp } from '../../testing/testApp';

// When sessions end (issue 18 item 16): a login replaces the browser's earlier session, logout
// ends the session of the cookie or the token presented, and deactivation ends sessions for good.
const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

type Jar = Record<string, string>;
const me = (token: string) => app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(token) });
const liveSessions = async (username: string) =>
  (await app.ctx.db.query('select 1 from provider_session s join app_user u on u.uuid = s.user_uuid where u.username = $1', [username])).length;

/** The console's login in a browser holding `jar` (its cookies are sent, and updated). */
async function browserLogin(username: string, jar: Jar): Promise<string> {
  const { verifier, challenge, state } = pkcePair();
  const authorized = await app.inject({
    method: 'POST',
    url: `${API}/auth/authorize`,
    cookies: jar,
    payload: { credentials: { username, password: TEST_PASSWORD }, authorizeRequest: authorizeRequest(challenge, state) },
  });
  expect(authorized.statusCode).toBe(200);
  for (const cookie of authorized.cookies) jar[cookie.name] = cookie.value;
  const code = new URL(authorized.json<{ redirectUrl: string }>().redirectUrl).searchParams.get('code');
  const exchanged = await app.inject({
    method: 'POST',
    url: `${API}/auth/token`,
    payload: { client_id: 'userprofile-console', code, code_verifier: verifier, grant_type: 'authorization_code' },
  });
  return exchanged.json<{ access_token: string }>().access_token;
}

const singleSignOn = (jar: Jar) => {
  const { challenge, state } = pkcePair();
  return app.inject({ method: 'POST', url: `${API}/auth/session`, cookies: jar, headers: { 'x-xsrf-token': jar['XSRF-TOKEN'] }, payload: authorizeRequest(challenge, state) });
};

it("a second login in one browser replaces the first session, so logout leaves nothing alive", async () => {
  const jar: Jar = {};
  const first = await browserLogin('demo.sco', jar);
  const second = await browserLogin('demo.sco', jar);
  expect((await me(first)).statusCode).toBe(401);
  expect((await me(second)).statusCode).toBe(200);
  const out = await app.inject({ method: 'GET', url: `${API}/auth/logout`, cookies: jar, headers: { 'x-xsrf-token': jar['XSRF-TOKEN'] } });
  expect(out.statusCode).toBe(204);
  expect((await me(first)).statusCode).toBe(401);
  expect((await me(second)).statusCode).toBe(401);
  expect(await liveSessions('demo.sco')).toBe(0);
});

it('logout with only a bearer token ends that token’s session, and only that one', async () => {
  const token = await loginAs(app, 'demo.admin');
  const other = await loginAs(app, 'demo.admin');
  const out = await app.inject({ method: 'GET', url: `${API}/auth/logout`, headers: bearer(token) });
  expect(out.statusCode).toBe(204);
  expect((await me(token)).statusCode).toBe(401);
  expect((await me(other)).statusCode).toBe(200);
});

it('deactivation ends sessions for good: reactivation revives neither the old token nor the old cookie', async () => {
  const admin = await loginAs(app, 'demo.errigal');
  const jar: Jar = {};
  const token = await browserLogin('demo.admin', jar);
  expect((await singleSignOn(jar)).statusCode).toBe(200);
  const [{ uuid }] = await app.ctx.db.query<{ uuid: string }>("select uuid from app_user where username = 'demo.admin'");
  expect((await app.inject({ method: 'POST', url: `${API}/user/inactivate`, headers: bearer(admin), payload: { uuid } })).statusCode).toBe(200);
  expect(await liveSessions('demo.admin')).toBe(0);
  expect((await app.inject({ method: 'POST', url: `${API}/user/activate`, headers: bearer(admin), payload: { uuid } })).statusCode).toBe(200);
  expect((await me(token)).statusCode).toBe(401);
  expect((await singleSignOn(jar)).statusCode).toBe(401);
  // A fresh login works again.
  expect((await me(await loginAs(app, 'demo.admin'))).statusCode).toBe(200);
});

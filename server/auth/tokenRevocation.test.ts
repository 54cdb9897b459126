import { TEST_PASSWORD, authorizeRequest, bearer, loginAs, pkcePair, startTestApp } from '../testing/testApp';

// An access token stands for a live session of an active user: a deactivation or a logout ends
// its API access at once, not when it expires.
const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const me = (token: string) => app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(token) });
const uuidOf = async (username: string) =>
  (await app.ctx.db.kysely.selectFrom('app_user').select('uuid').where('username', '=', username).executeTakeFirstOrThrow()).uuid;

it('a deactivated user loses API access at once', async () => {
  const admin = await loginAs(app, 'demo.errigal');
  const token = await loginAs(app, 'demo.admin');
  expect((await me(token)).statusCode).toBe(200);
  const uuid = await uuidOf('demo.admin');
  const deactivated = await app.inject({ method: 'POST', url: `${API}/user/inactivate`, headers: bearer(admin), payload: { uuid } });
  expect(deactivated.statusCode).toBe(200);
  expect((await me(token)).statusCode).toBe(401);
  await app.inject({ method: 'POST', url: `${API}/user/activate`, headers: bearer(admin), payload: { uuid } });
});

it('a logged-out session takes its tokens with it, and only its own', async () => {
  const { token, cookies } = await loginWithCookies('demo.sco');
  const other = await loginAs(app, 'demo.sco');
  expect((await me(token)).statusCode).toBe(200);
  const logout = await app.inject({ method: 'GET', url: `${API}/auth/logout`, headers: { cookie: cookies.header, 'x-xsrf-token': cookies.xsrf } });
  expect(logout.statusCode).toBe(204);
  expect((await me(token)).statusCode).toBe(401);
  expect((await me(other)).statusCode).toBe(200);
});

it("a request writes its session's last seen, at most once a minute", async () => {
  const token = await loginAs(app, 'demo.admin');
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string };
  const setLastSeen = (ago: string) => app.ctx.db.query(`update provider_session set last_seen_at = now() - $2::interval where sid = $1`, [sid, ago]);
  const secondsSinceSeen = async () =>
    (await app.ctx.db.query<{ s: number }>('select extract(epoch from now() - last_seen_at)::float8 as s from provider_session where sid = $1', [sid]))[0].s;

  await setLastSeen('61 seconds');
  expect((await me(token)).statusCode).toBe(200);
  expect(await secondsSinceSeen()).toBeLessThan(5);
  await setLastSeen('30 seconds');
  expect((await me(token)).statusCode).toBe(200);
  expect(await secondsSinceSeen()).toBeGreaterThanOrEqual(30);

  // A burst on a session last seen over a minute ago: every request answers, and last seen is written.
  await setLastSeen('61 seconds');
  const burst = await Promise.all(Array.from({ length: 12 }, () => me(token)));
  expect(burst.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
  expect(await secondsSinceSeen()).toBeLessThan(5);
});

it('an expired session ends its tokens', async () => {
  const token = await loginAs(app, 'demo.sco');
  await app.ctx.db.query("update provider_session set expires_at = now() - interval '1 second'");
  expect((await me(token)).statusCode).toBe(401);
});

/** The whole login, keeping the provider session's cookies. */
async function loginWithCookies(username: string) {
  const { verifier, challenge, state } = pkcePair();
  const authorized = await app.inject({
    method: 'POST',
    url: `${API}/auth/authorize`,
    payload: { credentials: { username, password: TEST_PASSWORD }, authorizeRequest: authorizeRequest(challenge, state) },
  });
  const jar = Object.fromEntries(authorized.cookies.map((c) => [c.name, c.value]));
  const code = new URL(authorized.json<{ redirectUrl: string }>().redirectUrl).searchParams.get('code');
  const exchanged = await app.inject({
    method: 'POST',
    url: `${API}/auth/token`,
    payload: { client_id: 'userprofile-console', code, code_verifier: verifier, grant_type: 'authorization_code' },
  });
  return {
    token: exchanged.json<{ access_token: string }>().access_token,
    cookies: { header: `up_session=${jar.up_session}; XSRF-TOKEN=${jar['XSRF-TOKEN']}`, xsrf: jar['XSRF-TOKEN'] },
  };
}

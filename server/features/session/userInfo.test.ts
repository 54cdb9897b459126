import { signAccessToken } from '../../auth/jwt';
import { bearer, loginAs, startTestApp } from '../../testing/testApp';

// userinfo (OpenID Connect Core 5.3): any client's access token granted openid, while its sign-in
// session is live; RFC 6750 challenges otherwise.

const USERINFO = '/userprofile/api/v1/auth/userinfo';
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const userinfo = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: USERINFO, headers });

it("answers who the token's user is, without caching", async () => {
  const res = await userinfo(bearer(await loginAs(app, 'demo.sco')));
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const user = await app.ctx.db.kysely.selectFrom('app_user').selectAll().where('username', '=', 'demo.sco').executeTakeFirstOrThrow();
  expect(res.json()).toEqual({
    sub: user.uuid,
    preferred_username: 'demo.sco',
    email: user.email,
    name: `${user.first_name} ${user.last_name}`,
    given_name: user.first_name,
    family_name: user.last_name,
  });
});

it('answers 401 with a Bearer challenge without a token, with a bad one and after logout', async () => {
  const missing = await userinfo();
  expect(missing.statusCode).toBe(401);
  expect(missing.headers['www-authenticate']).toBe('Bearer');
  const forged = await userinfo(bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.x'));
  expect(forged.statusCode).toBe(401);
  expect(forged.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  const token = await loginAs(app, 'demo.admin');
  await app.ctx.db.query('delete from provider_session where sid = $1', [JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid]);
  expect((await userinfo(bearer(token))).statusCode).toBe(401);
});

it('answers 403 to a token not granted openid', async () => {
  const token = await loginAs(app, 'demo.admin');
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const withoutOpenid = await signAccessToken(app.ctx.keys, app.ctx.issuer, { ...claims, scope: 'profile' }, 60);
  expect((await userinfo(bearer(withoutOpenid))).statusCode).toBe(403);
});

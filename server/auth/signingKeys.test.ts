import { decodeProtectedHeader } from 'jose';
import type { App } from '../app';
import { bearer, loginAs, testAppsOnOneDatabase } from '../testing/testApp';
import { ensureSigningKey } from './signingKeys';

// Key rotation with two server processes on one database (on PostgreSQL in the server-postgres
// run: two pools, two key caches): a rotation by either one, by `npm run keys:rotate` or at
// start (key too old) is seen by both; earlier tokens stay valid until they expire, and the keys
// that signed them stay published until then.

const API = '/userprofile/api/v1';
let apps: Awaited<ReturnType<typeof testAppsOnOneDatabase>>;
let first: App;
let second: App;

beforeAll(async () => {
  apps = await testAppsOnOneDatabase();
  first = await apps.start();
  second = await apps.start();
});
afterAll(() => apps.stop());

const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const me = (app: App, token: string) => app.inject({ method: 'GET', url: `${API}/me`, headers: bearer(token) }).then((res) => res.statusCode);
const publishedKids = async (app: App) =>
  (await app.inject({ method: 'GET', url: `${API}/auth/jwks` })).json<{ keys: { kid: string }[] }>().keys.map((key) => key.kid);
const rotate = (app: App, force = true) =>
  ensureSigningKey(app.ctx.db, { force, maxAgeSeconds: 90 * 86_400, tokenTtlSeconds: app.ctx.config.accessTokenTtlSeconds });

it('a rotation on one process: both sign with the new key and still accept tokens of the old one', async () => {
  const before = await loginAs(first, 'demo.admin');
  const { kid: newKid } = await rotate(first);
  expect(kidOf(before)).not.toBe(newKid);
  // The other process signs with the new key from its next token on, and verifies either.
  const after = await loginAs(second, 'demo.admin');
  expect(kidOf(after)).toBe(newKid);
  for (const app of [first, second]) {
    expect(await me(app, before)).toBe(200);
    expect(await me(app, after)).toBe(200);
    expect(await publishedKids(app)).toEqual([newKid, kidOf(before)]);
  }
});

it('a retired key leaves the JWKS once every token it signed has expired, and is deleted by the next rotation', async () => {
  const old = kidOf(await loginAs(first, 'demo.sco'));
  const { kid } = await rotate(second);
  const ttl = first.ctx.config.accessTokenTtlSeconds;
  expect(await publishedKids(first)).toContain(old);
  await first.ctx.db.query(`update signing_key set retired_at = now() - make_interval(secs => $1) where retired_at is not null`, [ttl + 61]);
  expect(await publishedKids(first)).toEqual([kid]);
  await rotate(first);
  expect((await first.ctx.db.query('select kid from signing_key where kid = $1', [old])).length).toBe(0);
});

it('a process starting with a key older than SIGNING_KEY_MAX_AGE_DAYS rotates it, once when several start at once', async () => {
  const token = await loginAs(second, 'demo.admin');
  await first.ctx.db.query(`update signing_key set created_at = now() - interval '91 days' where retired_at is null`);
  const results = await Promise.all([rotate(first, false), rotate(second, false)]);
  expect(results.filter((r) => r.added)).toHaveLength(1);
  expect(results[0].kid).toBe(results[1].kid);
  const third = await apps.start();
  expect(kidOf(await loginAs(third, 'demo.admin'))).toBe(results[0].kid);
  expect(await me(third, token)).toBe(200);
  // A fresh start with a young key adds none.
  expect((await rotate(third, false)).added).toBe(false);
});

it('refuses a token of a kid that was never issued or of another type', async () => {
  const token = await loginAs(first, 'demo.admin');
  const [, payload, signature] = token.split('.');
  const header = (fields: object) => Buffer.from(JSON.stringify({ alg: 'RS256', ...fields })).toString('base64url');
  expect(await me(first, [header({ typ: 'at+jwt', kid: 'not-a-key' }), payload, signature].join('.'))).toBe(401);
  expect(await me(first, [header({ typ: 'JWT', kid: kidOf(token) }), payload, signature].join('.'))).toBe(401);
});

import { bearer, loginAs, startTestApp } from '../../testing/testApp';
import { CONSOLE_CLIENT_ID } from '../../db/builtins';

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(() => app.stop());

type Body = Record<string, unknown>;
const api = {
  list: (who = 'demo.errigal') => app.inject({ method: 'GET', url: `${API}/authClient/list`, headers: bearer(tokens[who]) }),
  get: (uuid: string, who = 'demo.errigal') => app.inject({ method: 'GET', url: `${API}/authClient/get/${uuid}`, headers: bearer(tokens[who]) }),
  save: (payload: Body, who = 'demo.errigal') => app.inject({ method: 'POST', url: `${API}/authClient/update`, headers: bearer(tokens[who]), payload }),
};
const storedHash = async (uuid: string) =>
  (await app.ctx.db.query<{ secret_hash: string | null }>('select secret_hash from auth_client where uuid = $1', [uuid]))[0].secret_hash;
const newClient = (name: string, extra: Body = {}) => ({
  name,
  description: `${name} description`,
  allowedRedirectTarget: 'https://reports.example.com/oauth/callback',
  clientSecret: 'Abcdefghijklmnopqrstuvwxyz012345',
  ...extra,
});

describe('create, read, update', () => {
  it('lists the built-in console client as a public client, by name, without any secret', async () => {
    const res = await api.list();
    expect(res.statusCode).toBe(200);
    const console = res.json().find((c: { clientId: string }) => c.clientId === CONSOLE_CLIENT_ID);
    expect(console).toEqual({
      uuid: expect.any(String),
      clientId: CONSOLE_CLIENT_ID,
      name: 'User Profile Console',
      description: 'This console',
      allowedRedirectTarget: '/userprofile/selfcallback',
      secretSet: false,
      version: 1,
    });
  });

  it('creates a client with a generated url-safe client ID, stores the secret hashed and never returns it', async () => {
    const res = await api.save(newClient('  Reports Portal  ', { description: ' Reports Portal description ' }));
    expect(res.statusCode).toBe(200);
    const { uuid } = res.json();
    expect(res.body).not.toContain('Abcdefghijklmnopqrstuvwxyz012345');
    const got = await api.get(uuid);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({
      uuid,
      clientId: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      name: 'Reports Portal',
      description: 'Reports Portal description',
      allowedRedirectTarget: 'https://reports.example.com/oauth/callback',
      secretSet: true,
      version: 1,
    });
    expect(got.json()).not.toHaveProperty('clientSecret');
    const listed = (await api.list()).body;
    expect(listed).toContain('Reports Portal');
    expect(listed).not.toContain('Abcdefghijklmnopqrstuvwxyz012345');
    const hash = await storedHash(uuid);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('Abcdefghijklmnopqrstuvwxyz012345');
    expect(listed).not.toContain(hash);
    // Two clients get different IDs.
    const other = (await api.save(newClient('Reports Portal Two'))).json();
    expect((await api.get(other.uuid)).json().clientId).not.toBe(got.json().clientId);
  });

  it('updates with the loaded version; an empty or absent secret keeps the stored one, a new one replaces it', async () => {
    const { uuid } = (await api.save(newClient('Billing Portal'))).json();
    const firstHash = await storedHash(uuid);
    const clientId = (await api.get(uuid)).json().clientId;
    const kept = await api.save({ uuid, version: 1, name: 'Billing Portal', description: 'Invoices', allowedRedirectTarget: 'https://billing.example.com/cb', clientSecret: '' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ uuid });
    expect(await storedHash(uuid)).toBe(firstHash);
    const absent = await api.save({ uuid, version: 2, name: 'Billing Portal', description: 'Invoices again' });
    expect(absent.statusCode).toBe(200);
    expect(await storedHash(uuid)).toBe(firstHash);
    expect((await api.get(uuid)).json()).toMatchObject({ clientId, description: 'Invoices again', allowedRedirectTarget: '', secretSet: true, version: 3 });
    expect((await api.save({ uuid, version: 3, name: 'Billing Portal', description: 'x', clientSecret: 'NewSecret123' })).statusCode).toBe(200);
    expect(await storedHash(uuid)).not.toBe(firstHash);
  });

  it('answers 412 on a stale or missing version and changes nothing', async () => {
    const { uuid } = (await api.save(newClient('Stale Portal'))).json();
    expect((await api.save({ uuid, version: 1, name: 'Stale Portal', description: 'second' })).statusCode).toBe(200);
    const stale = await api.save({ uuid, version: 1, name: 'Stale Portal', description: 'third' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect((await api.save({ uuid, name: 'Stale Portal', description: 'fourth' })).statusCode).toBe(412);
    expect((await api.get(uuid)).json()).toMatchObject({ description: 'second', version: 2 });
  });

  it('answers 404 for an unknown client', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.get(unknown)).statusCode).toBe(404);
    expect((await api.save({ uuid: unknown, version: 1, name: 'Ghost', description: 'Ghost' })).statusCode).toBe(404);
  });

  it("keeps the console's own client public and on its redirect path, while its name and description may change", async () => {
    const console = (await api.list()).json().find((c: { clientId: string }) => c.clientId === CONSOLE_CLIENT_ID);
    const secret = await api.save({ uuid: console.uuid, version: console.version, name: console.name, description: 'd', allowedRedirectTarget: console.allowedRedirectTarget, clientSecret: 'x1' });
    expect(secret.statusCode).toBe(400);
    expect(secret.json().errors.map((e: { field: string }) => e.field)).toEqual(['clientSecret']);
    const moved = await api.save({ uuid: console.uuid, version: console.version, name: console.name, description: 'd', allowedRedirectTarget: 'https://evil.example.com/cb' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.map((e: { field: string }) => e.field)).toEqual(['allowedRedirectTarget']);
    const renamed = await api.save({ uuid: console.uuid, version: console.version, name: 'The Console', description: 'Our console', allowedRedirectTarget: console.allowedRedirectTarget });
    expect(renamed.statusCode).toBe(200);
    // ...and the console still logs in.
    expect(await loginAs(app, 'demo.admin')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});

describe('roles', () => {
  it.each(['demo.admin', 'demo.sco'])('answers 403 to %s on every operation', async (who) => {
    const some = (await api.list()).json()[0];
    expect((await api.list(who)).statusCode).toBe(403);
    expect((await api.get(some.uuid, who)).statusCode).toBe(403);
    const res = await api.save(newClient('Forbidden Portal'), who);
    expect(res.statusCode).toBe(403);
    expect((await api.list()).json().map((c: { name: string }) => c.name)).not.toContain('Forbidden Portal');
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: `${API}/authClient/list` })).statusCode).toBe(401);
  });
});

describe('duplicate names', () => {
  it('refuses a duplicate name on create and on rename with 409', async () => {
    await api.save(newClient('Dup Portal'));
    const create = await api.save(newClient('Dup Portal'));
    expect(create.statusCode).toBe(409);
    expect(create.json().detail).toBe('An OAuth2 client with this name already exists');
    const other = (await api.save(newClient('Dup Portal Other'))).json();
    const rename = await api.save({ uuid: other.uuid, version: 1, name: 'Dup Portal', description: 'x' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().detail).toBe('An OAuth2 client with this name already exists');
  });

  it('of parallel creates with one name, exactly one succeeds and the others get 409', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => api.save(newClient('Parallel Portal'))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await api.list()).json().filter((c: { name: string }) => c.name === 'Parallel Portal')).toHaveLength(1);
  });
});

describe('bad input', () => {
  it.each([
    ['no name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 255 characters', { name: 'n'.repeat(256) }, 'name'],
    ['an empty description', { description: '' }, 'description'],
    ['a description over 255 characters', { description: 'd'.repeat(256) }, 'description'],
    ['a redirect target over 255 characters', { allowedRedirectTarget: `https://a.example.com/${'p'.repeat(240)}` }, 'allowedRedirectTarget'],
    ['a relative redirect target', { allowedRedirectTarget: '/callback' }, 'allowedRedirectTarget'],
    ['a redirect target with a fragment', { allowedRedirectTarget: 'https://a.example.com/cb#x' }, 'allowedRedirectTarget'],
    ['a non-http redirect target', { allowedRedirectTarget: 'javascript:alert(1)' }, 'allowedRedirectTarget'],
    ['a secret over 64 characters', { clientSecret: 's'.repeat(65) }, 'clientSecret'],
    ['a new client without a secret', { clientSecret: undefined }, 'clientSecret'],
    ['a new client with an empty secret', { clientSecret: '' }, 'clientSecret'],
    ['a client ID sent by the caller', { clientId: 'chosen' }, 'clientId'],
    ['an unknown field', { colour: 'red' }, 'colour'],
  ])('refuses %s with 400 problem+json naming the field', async (_case, change, field) => {
    const res = await api.save(newClient('Bad Input Portal', change));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.map((e: { field: string }) => e.field).join(' ')).toContain(field);
  });

  it('accepts the limits exactly: name, description and redirect target of 255, secret of 64', async () => {
    const res = await api.save({
      name: 'n'.repeat(255),
      description: 'd'.repeat(255),
      allowedRedirectTarget: `https://a.example.com/${'p'.repeat(255 - 22)}`,
      clientSecret: 's'.repeat(64),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a uuid that is not one with 400', async () => {
    expect((await api.get('not-a-uuid')).statusCode).toBe(400);
  });
});

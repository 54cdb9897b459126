import { bearer, loginAs, startTestApp } from '../testing/testApp';

// Uniqueness holds under parallel requests because the database holds it (a unique index), not a
// check before the insert: on PostgreSQL, parallel creates of one username used to give 500s.
const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAs(app, 'demo.errigal');
});
afterAll(() => app.stop());

const uuidOf = async (table: string, name: string) =>
  (await app.ctx.db.query<{ uuid: string }>(`select uuid from ${table} where name = $1`, [name]))[0].uuid;

it('parallel creates of one username (in any case) give one user and 409s, never a 500', async () => {
  const businessProfile = { uuid: await uuidOf('business_profile', 'NOC Operator') };
  const elements = [{ uuid: await uuidOf('application_element', 'North Tree') }];
  const visibilityProfile = { uuid: await uuidOf('visibility_profile', 'All Ireland') };
  const user = (username: string) => ({
    username,
    email: 'twin@example.com',
    firstName: 'Twin',
    lastName: 'Race',
    active: true,
    businessProfile,
    visibilityProfile,
    minimumRole: { name: 'ADMIN' },
    errigalCustomerCompany: null,
    elements,
  });
  const cases = ['twin.race', 'TWIN.RACE', 'Twin.Race', 'twin.RACE'];
  const names = Array.from({ length: 20 }, (_, i) => cases[i % cases.length]);
  const answers = await Promise.all(
    names.map((username) =>
      app.inject({ method: 'POST', url: `${API}/user/update`, headers: bearer(token), payload: { user: user(username) } }),
    ),
  );
  const statuses = answers.map((a) => a.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(names.length - 1);
  for (const answer of answers.filter((a) => a.statusCode === 409)) {
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.json().detail).toBe('A user with this username already exists');
  }
  const rows = await app.ctx.db.query('select 1 from app_user where lower(username) = $1', ['twin.race']);
  expect(rows).toHaveLength(1);
});

describe('names of applications, profiles and OAuth2 clients are unique whatever their case', () => {
  type Body = Record<string, unknown>;
  const get = async (url: string) => (await app.inject({ method: 'GET', url: `${API}${url}`, headers: bearer(token) })).json<Body>();
  const create = (url: string, body: Body) => app.inject({ method: 'POST', url: `${API}${url}`, headers: bearer(token), payload: body });
  /** A new record copied from a seeded one, under another name. */
  const copyOf = ({ uuid: _uuid, version: _version, ...rest }: Body, name: string) => ({ ...rest, name });

  const kinds: { table: string; name: string; save: string; load: (uuid: string) => Promise<Body>; extra?: Body; detail: string }[] = [
    { table: 'app_profile', name: 'Snmp Operator', save: '/profile/app/update', load: (uuid) => get(`/profile/app/get/${uuid}`), detail: 'An application profile with this name already exists' },
    { table: 'business_profile', name: 'NOC Operator', save: '/profile/business/update', load: (uuid) => get(`/profile/business/get/${uuid}`), detail: 'A business profile with this name already exists' },
    { table: 'visibility_profile', name: 'All Ireland', save: '/profile/visibility/update', load: (uuid) => get(`/profile/visibility/get/${uuid}`), detail: 'A visibility profile with this name already exists' },
    {
      table: 'application',
      name: 'Snmp Manager',
      save: '/app/update',
      load: async (uuid) => {
        const { roles: _r, elements: _e, dataPasswordSet: _d, apiPasswordSet: _a, builtIn: _b, ...app } = await get(`/app/${uuid}`);
        return app;
      },
      extra: { dataUrl: 'jdbc:postgresql://db.example.com/snmp', dataUsername: 'snmp', dataPassword: 'data-secret', apiPassword: 'api-secret' },
      detail: 'An application with this name already exists',
    },
  ];

  it.each(kinds)('$table: a case variant of a saved name is refused (409), parallel case variants save one', async ({ table, name, save, load, extra, detail }) => {
    const seeded = await load(await uuidOf(table, name));
    const variant = await create(save, { ...copyOf(seeded, name.toLowerCase()), ...extra });
    expect([variant.statusCode, variant.body]).toEqual([409, expect.any(String)]);
    expect(variant.headers['content-type']).toContain('application/problem+json');
    expect(variant.json().detail).toBe(detail);

    const racers = ['Case Race', 'CASE RACE', 'case race', 'Case RACE'];
    const answers = await Promise.all(racers.map((racer) => create(save, { ...copyOf(seeded, racer), ...extra })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await app.ctx.db.query(`select 1 from ${table} where lower(name) = 'case race'`)).toHaveLength(1);
  });

  it('auth_client: a case variant of a saved name is refused (409)', async () => {
    const client = { name: 'Case Client', description: 'Tool', allowedRedirectTarget: 'https://tool.example.com/cb', clientSecret: 'a-secret-of-thirty-two-characters' };
    const first = await create('/authClient/update', client);
    expect([first.statusCode, first.body]).toEqual([200, expect.any(String)]);
    const variant = await create('/authClient/update', { ...client, name: 'CASE client' });
    expect(variant.statusCode).toBe(409);
    expect(variant.json().detail).toBe('An OAuth2 client with this name already exists');
  });
});

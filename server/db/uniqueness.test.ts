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

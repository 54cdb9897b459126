// The privilege invariant (auth/consoleGrants) on every path that manages a user: the console role
// a user's business profile grants may exceed neither the user's level nor the writer's, and an
// admin never manages a user whose console role is above its own.
import { bearer, loginAs, startTestApp } from '../../testing/testApp';
import { consoleLevelsGrantedBy } from '../../auth/consoleGrants';
import { ROLE_RANK } from '../../auth/visibility';
import type { RoleName } from '../../contract/roleNames';
import { csvLine } from '../../shared/csv';
import { USER_CSV_COLUMNS } from './bulk/userCsvFormat';
import { importCsv } from './bulk/testing/bulkRequests';

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};
/** A user at SCO level in Acme Towers whose business profile grants the ADMIN console role. */
let raised: { uuid: string; version: number };

const uuidOf = async (table: string, name: string, column = 'name') => {
  const rows = await app.ctx.db.query<{ uuid: string }>(`select uuid from ${table} where ${column} = $1`, [name]);
  if (!rows[0]) throw new Error(`no ${table} ${name}`);
  return rows[0].uuid;
};

/** An SCO-level business profile that grants the ADMIN console role, as a careless profile edit could make it. */
async function createRaisingProfile(): Promise<string> {
  const [{ uuid }] = await app.ctx.db.query<{ uuid: string }>(
    `insert into business_profile (name, description, minimum_role) values ('SCO With Admin Console', 'raises', 'SCO_ADMIN') returning uuid`,
  );
  await app.ctx.db.query('insert into business_profile_app_profile values ($1, $2)', [uuid, await uuidOf('app_profile', 'UP Admin')]);
  return uuid;
}

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
  const profile = await createRaisingProfile();
  // Stored data that breaks the invariant (made before it was enforced): no path may act on it.
  const [row] = await app.ctx.db.query<{ uuid: string; version: number }>(
    `insert into app_user (username, email, first_name, last_name, active, business_profile_uuid, visibility_profile_uuid, minimum_role, company_uuid)
     values ('raised.sco', 'raised.sco@example.com', 'Ray', 'Zed', false, $1, $2, 'SCO_ADMIN', $3) returning uuid, version`,
    [profile, await uuidOf('visibility_profile', 'Dublin Only'), await uuidOf('customer_company', 'Acme Towers')],
  );
  raised = row;
});
afterAll(() => app.stop());

type Body = Record<string, unknown>;
const post = (who: string, path: string, payload: Body) => app.inject({ method: 'POST', url: `${API}${path}`, headers: bearer(tokens[who]), payload });
const getUser = (who: string, uuid: string) => app.inject({ method: 'GET', url: `${API}/user/${uuid}`, headers: bearer(tokens[who]) });
const emailOf = async (uuid: string) => (await app.ctx.db.query<{ email: string; active: boolean }>('select email, active from app_user where uuid = $1', [uuid]))[0];

/** A new SCO-level user in Acme Towers with the given business profile (and its default tree when it offers one). */
async function scoUser(username: string, businessProfile: string): Promise<Body> {
  const tree = businessProfile === 'SCO Administrator' ? [{ uuid: await uuidOf('application_element', 'North Tree') }] : [];
  return {
    username,
    email: `${username}@example.com`,
    firstName: 'Sam',
    lastName: 'Doyle',
    active: true,
    location: null,
    businessProfile: { uuid: await uuidOf('business_profile', businessProfile) },
    visibilityProfile: { uuid: await uuidOf('visibility_profile', 'Dublin Only') },
    minimumRole: { name: 'SCO_ADMIN' },
    errigalCustomerCompany: { uuid: await uuidOf('customer_company', 'Acme Towers') },
    elements: tree,
  };
}

const GRANT_ABOVE_LEVEL = "This business profile grants the console role ADMIN, above the user's level SCO_ADMIN";
const MANAGE_ABOVE = 'You may not manage this user: its console role ADMIN is above your own';

describe('a business profile may not grant a console role above the user it is given to', () => {
  it('holds for every seeded user', async () => {
    const users = await app.ctx.db.query<{ username: string; minimum_role: RoleName; business_profile_uuid: string | null }>(
      "select username, minimum_role, business_profile_uuid from app_user where username <> 'raised.sco'",
    );
    const grants = await consoleLevelsGrantedBy(app.ctx.db, users.flatMap((u) => (u.business_profile_uuid ? [u.business_profile_uuid] : [])));
    const breaking = users.filter((u) => {
      const grant = u.business_profile_uuid ? grants.get(u.business_profile_uuid) : undefined;
      return grant !== undefined && ROLE_RANK[grant] > ROLE_RANK[u.minimum_role];
    });
    expect(users.length).toBeGreaterThan(40);
    expect(breaking.map((u) => u.username)).toEqual([]);
  });

  it('ADMIN saving an SCO-level user whose business profile grants ADMIN is refused with a field error', async () => {
    const res = await post('demo.admin', '/user/update', { user: await scoUser('sco.raised.new', 'SCO With Admin Console') });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([{ field: 'businessProfile', message: GRANT_ABOVE_LEVEL }]);
    expect(await app.ctx.db.query("select 1 from app_user where username = 'sco.raised.new'")).toHaveLength(0);
  });

  it('the same user with a profile granting SCO_ADMIN is saved', async () => {
    const res = await post('demo.admin', '/user/update', { user: await scoUser('sco.plain.new', 'SCO Administrator') });
    expect(res.statusCode).toBe(200);
  });

  it('ADMIN importing that user is refused on its line', async () => {
    const values: Partial<Record<(typeof USER_CSV_COLUMNS)[number], string>> = {
      username: 'sco.raised.csv', email: 'sco.raised.csv@example.com', firstName: 'A', lastName: 'B', active: 'true',
      businessProfile: 'SCO With Admin Console', visibilityProfile: 'Dublin Only', minimumRole: 'SCO_ADMIN', company: 'Acme Towers',
    };
    const csv = csvLine(USER_CSV_COLUMNS) + csvLine(USER_CSV_COLUMNS.map((column) => values[column] ?? ''));
    const res = await importCsv(app, csv, { token: tokens['demo.admin'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ line: 2, field: 'businessProfile', message: GRANT_ABOVE_LEVEL }]);
  });

  it('ADMIN activating a stored user that breaks the rule is refused, and it stays inactive', async () => {
    const res = await post('demo.admin', '/user/activate', { uuid: raised.uuid });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'businessProfile', message: GRANT_ABOVE_LEVEL }]);
    expect((await emailOf(raised.uuid)).active).toBe(false);
  });

  it('a clone of an allowed user keeps to the rule too', async () => {
    const source = (await post('demo.admin', '/user/update', { user: await scoUser('sco.clone.source', 'SCO Administrator') })).json().uuid;
    const clone = { ...(await scoUser('sco.clone.source_clone', 'SCO With Admin Console')), clonedId: source };
    const res = await post('demo.admin', '/user/update', { user: clone, clonedId: source });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'businessProfile', message: GRANT_ABOVE_LEVEL }]);
  });
});

describe('an SCO admin never manages a user whose console role is above SCO_ADMIN', () => {
  const expectForbidden = (res: { statusCode: number; headers: Record<string, unknown>; json: () => { detail: string } }) => {
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(MANAGE_ABOVE);
  };

  it('cannot read it for editing', async () => {
    expectForbidden(await getUser('demo.sco', raised.uuid));
  });

  it('cannot update its email', async () => {
    const user = { ...(await scoUser('raised.sco', 'SCO Administrator')), uuid: raised.uuid, version: raised.version, email: 'mine@example.com' };
    expectForbidden(await post('demo.sco', '/user/update', { user }));
    expect((await emailOf(raised.uuid)).email).toBe('raised.sco@example.com');
  });

  it('cannot change its email through import', async () => {
    const values: Partial<Record<(typeof USER_CSV_COLUMNS)[number], string>> = {
      username: 'raised.sco', email: 'mine@example.com', firstName: 'Ray', lastName: 'Zed', active: 'false',
      businessProfile: 'SCO Administrator', visibilityProfile: 'Dublin Only', minimumRole: 'SCO_ADMIN', company: 'Acme Towers',
      version: String(raised.version),
    };
    const csv = csvLine(USER_CSV_COLUMNS) + csvLine(USER_CSV_COLUMNS.map((column) => values[column] ?? ''));
    const res = await importCsv(app, csv, { token: tokens['demo.sco'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ line: 2, field: 'username', message: MANAGE_ABOVE }]);
    expect((await emailOf(raised.uuid)).email).toBe('raised.sco@example.com');
  });

  it('cannot activate or inactivate it', async () => {
    expectForbidden(await post('demo.sco', '/user/activate', { uuid: raised.uuid }));
    expectForbidden(await post('demo.sco', '/user/inactivate', { uuid: raised.uuid }));
    expect((await emailOf(raised.uuid)).active).toBe(false);
  });

  it('cannot send it a password reset email', async () => {
    expectForbidden(await post('demo.sco', '/password/reset', { uuid: raised.uuid }));
    expect(await app.ctx.db.query('select 1 from password_reset_token where user_uuid = $1', [raised.uuid])).toHaveLength(0);
  });

  it('cannot clone it', async () => {
    const clone = { ...(await scoUser('raised.sco_clone', 'SCO Administrator')), clonedId: raised.uuid };
    expectForbidden(await post('demo.sco', '/user/update', { user: clone, clonedId: raised.uuid }));
    expect(await app.ctx.db.query("select 1 from app_user where username = 'raised.sco_clone'")).toHaveLength(0);
  });

  it('still manages SCO-level users whose profile grants SCO_ADMIN', async () => {
    const uuid = await uuidOf('app_user', 'sco.plain.new', 'username');
    expect((await getUser('demo.sco', uuid)).statusCode).toBe(200);
    expect((await post('demo.sco', '/user/inactivate', { uuid })).statusCode).toBe(200);
  });
});

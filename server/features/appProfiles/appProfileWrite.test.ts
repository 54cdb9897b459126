import { bearer, loginAs, startTestApp } from '../../testing/testApp';
import { APPLICATION_READ_ONLY, REQUIRED } from './appProfileChecks';
import { BUILT_IN_DELETE, USED_BY_HIDDEN } from './appProfileWrite';

// Saving and deleting application profiles: levels, roles, 400/403/404/409/412, the privilege
// invariant, and deletes that take the profile out of its business profiles in one transaction.
const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(() => app.stop());

type Body = Record<string, unknown>;
const save = (who: string, profile: Body) => app.inject({ method: 'POST', url: `${API}/profile/app/update`, headers: bearer(tokens[who]), payload: profile });
const remove = (who: string, uuid: string) => app.inject({ method: 'DELETE', url: `${API}/profile/app/${uuid}`, headers: bearer(tokens[who]) });
const getProfile = (who: string, uuid: string) => app.inject({ method: 'GET', url: `${API}/profile/app/get/${uuid}`, headers: bearer(tokens[who]) });
const k = () => app.ctx.db.kysely;
const profileUuid = async (name: string) => (await k().selectFrom('app_profile').select('uuid').where('name', '=', name).executeTakeFirstOrThrow()).uuid;
const appUuid = async (name: string) => (await k().selectFrom('application').select('uuid').where('name', '=', name).executeTakeFirstOrThrow()).uuid;
async function roleUuid(application: string, name: string) {
  const row = await k().selectFrom('application_role').select('uuid').where('application_uuid', '=', await appUuid(application)).where('name', '=', name).executeTakeFirstOrThrow();
  return row.uuid;
}
async function elementUuid(application: string, name: string) {
  const row = await k().selectFrom('application_element').select('uuid').where('application_uuid', '=', await appUuid(application)).where('name', '=', name).executeTakeFirstOrThrow();
  return row.uuid;
}
const fields = (res: { json: () => { errors?: { field: string; message: string }[] } }) => res.json().errors ?? [];

/** A valid ADMIN-level Ticketer profile. */
async function ticketerProfile(name: string, overrides: Body = {}): Promise<Body> {
  return {
    name,
    description: 'Agents of the east desk',
    minimumRole: { name: 'ADMIN' },
    errigalCustomerCompany: null,
    application: { uuid: await appUuid('Ticketer') },
    roles: [{ uuid: await roleUuid('Ticketer', 'AGENT'), name: 'AGENT' }],
    elements: [{ uuid: await elementUuid('Ticketer', 'Weekly Reports'), name: 'Weekly Reports', category: 'REPORT_ACCESS' }],
    ...overrides,
  };
}

describe('create and update', () => {
  it('creates a profile at version 1 and updates it with the loaded version', async () => {
    const res = await save('demo.admin', await ticketerProfile('East Desk'));
    expect(res.statusCode).toBe(200);
    const { uuid } = res.json();
    const loaded = (await getProfile('demo.admin', uuid)).json();
    expect(loaded).toMatchObject({ name: 'East Desk', applicationName: 'Ticketer', version: 1, roles: [{ name: 'AGENT' }], elements: [{ name: 'Weekly Reports' }] });

    const supervisor = { uuid: await roleUuid('Ticketer', 'SUPERVISOR'), name: 'SUPERVISOR' };
    const updated = await save('demo.admin', { ...loaded, description: 'Supervised', roles: [...loaded.roles, supervisor], elements: [] });
    expect(updated.statusCode).toBe(200);
    expect((await getProfile('demo.admin', uuid)).json()).toMatchObject({
      description: 'Supervised',
      version: 2,
      roles: [{ name: 'AGENT' }, { name: 'SUPERVISOR' }],
      elements: [],
    });
  });

  it('answers 412 to a stale version and changes nothing', async () => {
    const { uuid } = (await save('demo.admin', await ticketerProfile('Stale Desk'))).json();
    const loaded = (await getProfile('demo.admin', uuid)).json();
    expect((await save('demo.admin', { ...loaded, description: 'first' })).statusCode).toBe(200);
    const stale = await save('demo.admin', { ...loaded, description: 'second', roles: [] });
    expect(stale.statusCode).toBe(412);
    expect((await getProfile('demo.admin', uuid)).json()).toMatchObject({ description: 'first', roles: [{ name: 'AGENT' }], version: 2 });
  });

  it('answers 409 to a duplicate name, also in any case of spacing around it', async () => {
    const res = await save('demo.admin', await ticketerProfile('Snmp Viewer'));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('An application profile with this name already exists');
    expect((await save('demo.admin', await ticketerProfile(' Snmp Viewer '))).statusCode).toBe(409);
  });

  it('two parallel creates of one name: one is saved, the other gets 409', async () => {
    const body = await ticketerProfile('Parallel Desk');
    const results = await Promise.all([save('demo.admin', body), save('demo.errigal', body), save('demo.admin', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await k().selectFrom('app_profile').select('uuid').where('name', '=', 'Parallel Desk').execute()).toHaveLength(1);
  });
});

describe('bad input: 400 problem+json naming the fields', () => {
  it.each<[string, (body: Body) => Body, string]>([
    ['missing name', ({ name: _name, ...rest }) => rest, 'name'],
    ['blank name', (body) => ({ ...body, name: '   ' }), 'name'],
    ['name over 255', (body) => ({ ...body, name: 'x'.repeat(256) }), 'name'],
    ['description over 1023', (body) => ({ ...body, description: 'x'.repeat(1024) }), 'description'],
    ['missing application', ({ application: _application, ...rest }) => rest, 'application'],
    ['unknown field', (body) => ({ ...body, nickname: 'x' }), 'nickname'],
    ['role without uuid', (body) => ({ ...body, roles: [{ name: 'AGENT' }] }), 'roles.0.uuid'],
    ['unknown minimum role', (body) => ({ ...body, minimumRole: { name: 'ROOT' } }), 'minimumRole.name'],
  ])('%s', async (_case, change, field) => {
    const res = await save('demo.admin', change(await ticketerProfile('Bad Input Desk')));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(fields(res).map((e) => e.field)).toContain(field);
    if (field === 'name' && _case === 'blank name') expect(fields(res)).toEqual([{ field: 'name', message: REQUIRED }]);
  });

  it('refuses roles and elements of another application, naming each', async () => {
    const res = await save('demo.admin', await ticketerProfile('Foreign Desk', {
      roles: [{ uuid: await roleUuid('Snmp Manager', 'VIEWER'), name: 'VIEWER' }],
      elements: [{ uuid: await elementUuid('Snmp Manager', 'North Tree'), name: 'North Tree', category: 'NOVA_NOVA_TREE' }],
    }));
    expect(res.statusCode).toBe(400);
    expect(fields(res).map((e) => e.field)).toEqual(['roles.0', 'elements.0']);
  });

  it('refuses an unknown application and an unknown company', async () => {
    const res = await save('demo.errigal', await ticketerProfile('Nowhere Desk', {
      application: { uuid: '00000000-0000-4000-8000-000000000001' },
      errigalCustomerCompany: { uuid: '00000000-0000-4000-8000-000000000002' },
    }));
    expect(res.statusCode).toBe(400);
    expect(fields(res).map((e) => e.field)).toEqual(['application', 'errigalCustomerCompany']);
  });

  it('keeps the application once the profile exists, and asks for the version', async () => {
    const loaded = (await getProfile('demo.admin', await profileUuid('Alarm Watch'))).json();
    const moved = await save('demo.admin', { ...loaded, application: { uuid: await appUuid('Ticketer') }, roles: [] });
    expect(fields(moved)).toEqual([{ field: 'application', message: APPLICATION_READ_ONLY }]);
    const { version: _version, ...unversioned } = loaded;
    expect(fields(await save('demo.admin', unversioned))).toEqual([{ field: 'version', message: REQUIRED }]);
  });
});

describe('levels and roles', () => {
  it('an SCO admin may not save or delete (403)', async () => {
    expect((await save('demo.sco', await ticketerProfile('Sco Desk', { minimumRole: { name: 'SCO_ADMIN' } }))).statusCode).toBe(403);
    expect((await remove('demo.sco', await profileUuid('Snmp Viewer'))).statusCode).toBe(403);
    expect(await k().selectFrom('app_profile').select('uuid').where('name', '=', 'Sco Desk').execute()).toEqual([]);
  });

  it('an admin may not give a profile a level above its own (403), an ERRIGAL admin may', async () => {
    const high = await ticketerProfile('High Desk', { minimumRole: { name: 'ERRIGAL_ADMIN' } });
    expect((await save('demo.admin', high)).statusCode).toBe(403);
    expect((await save('demo.errigal', high)).statusCode).toBe(200);
  });

  it('an admin may not update or delete a profile above its level (404)', async () => {
    const loaded = (await getProfile('demo.errigal', await profileUuid('UP Errigal Admin'))).json();
    expect((await save('demo.admin', { ...loaded, description: 'mine now' })).statusCode).toBe(404);
    expect((await remove('demo.admin', loaded.uuid)).statusCode).toBe(404);
  });
});

describe('privilege invariant: console roles', () => {
  it('an admin is not offered the ERRIGAL_ADMIN console role, and may not grant it when it is visible', async () => {
    const userProfile = await appUuid('User Profile');
    const errigalRole = await roleUuid('User Profile', 'ERRIGAL_ADMIN');
    const body = { name: 'Sneaky Errigal', application: { uuid: userProfile }, minimumRole: { name: 'ADMIN' }, roles: [{ uuid: errigalRole, name: 'ERRIGAL_ADMIN' }] };
    expect(fields(await save('demo.admin', body)).map((e) => e.field)).toEqual(['roles.0']);
    // Even were the role itself visible to ADMIN, the grant stays refused.
    await k().updateTable('application_role').set({ minimum_role: 'ADMIN' }).where('uuid', '=', errigalRole).execute();
    try {
      const res = await save('demo.admin', body);
      expect(res.statusCode).toBe(400);
      expect(fields(res)).toEqual([{ field: 'roles', message: 'This application profile grants the console role ERRIGAL_ADMIN, above your own' }]);
    } finally {
      await k().updateTable('application_role').set({ minimum_role: 'ERRIGAL_ADMIN' }).where('uuid', '=', errigalRole).execute();
    }
    expect((await save('demo.admin', { ...body, name: 'Plain Admin', roles: [{ uuid: await roleUuid('User Profile', 'ADMIN'), name: 'ADMIN' }] })).statusCode).toBe(200);
  });

  it('a profile may not grant a console role above the level of a user who has it', async () => {
    const loaded = (await getProfile('demo.errigal', await profileUuid('UP SCO Admin'))).json();
    const res = await save('demo.errigal', { ...loaded, roles: [...loaded.roles, { uuid: await roleUuid('User Profile', 'ADMIN'), name: 'ADMIN' }] });
    expect(res.statusCode).toBe(400);
    expect(fields(res)[0]).toMatchObject({ field: 'roles', message: expect.stringContaining('above the level SCO_ADMIN') });
    expect((await getProfile('demo.errigal', loaded.uuid)).json()).toMatchObject({ version: loaded.version, roles: [{ name: 'SCO_ADMIN' }] });
  });

  it('saves a profile granting SCO_ADMIN, the lowest console role, unchanged (no role is below it to check)', async () => {
    const loaded = (await getProfile('demo.errigal', await profileUuid('UP SCO Admin'))).json();
    const res = await save('demo.errigal', loaded);
    expect(res.statusCode).toBe(200);
    expect((await getProfile('demo.errigal', loaded.uuid)).json()).toMatchObject({ version: loaded.version + 1, roles: [{ name: 'SCO_ADMIN' }] });
  });
});

describe('delete', () => {
  const holders = async (uuid: string) =>
    (await k().selectFrom('business_profile_app_profile').select('business_profile_uuid').where('app_profile_uuid', '=', uuid).execute()).length;

  it('takes the profile out of its business profiles, which move to a new version, in one go', async () => {
    const viewer = await profileUuid('Snmp Viewer');
    const before = await k().selectFrom('business_profile').select(['name', 'version']).where('name', 'in', ['SCO Administrator', 'SCO Field Engineer']).orderBy('name').execute();
    expect(await holders(viewer)).toBe(2);
    const res = await remove('demo.admin', viewer);
    expect(res.statusCode).toBe(204);
    expect((await getProfile('demo.admin', viewer)).statusCode).toBe(404);
    expect(await holders(viewer)).toBe(0);
    const after = await k().selectFrom('business_profile').select(['name', 'version']).where('name', 'in', ['SCO Administrator', 'SCO Field Engineer']).orderBy('name').execute();
    expect(after.map((b) => b.version)).toEqual(before.map((b) => b.version + 1));
    expect((await remove('demo.admin', viewer)).statusCode).toBe(404);
  });

  it('refuses (403) when a business profile above the caller holds it, and changes nothing', async () => {
    const operator = await profileUuid('Snmp Operator');
    const res = await remove('demo.admin', operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(USED_BY_HIDDEN);
    expect(await holders(operator)).toBe(3);
  });

  it('keeps the built-in console profiles', async () => {
    const res = await remove('demo.errigal', await profileUuid('UP Admin'));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(BUILT_IN_DELETE);
  });
});

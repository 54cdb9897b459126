import { bearer, loginAs, startTestApp } from '../../testing/testApp';
import { startDemoApps, type DemoApps } from '../../demoApps/demoAppServer';
import { demoApiHost } from '../../demoApps/demoCatalog';
import { closedPortUrl } from '../../connectors/testing/unreachableApplications';
import { BUILT_IN_DELETE, ONE_PER_APPLICATION } from './businessProfileWrite';

// Business profiles: get, save and delete with levels, roles, 400/403/404/409/412, the privilege
// invariant, the users who lose a deleted profile, and the push of affected users after a save.
const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
let demo: DemoApps;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  demo = await startDemoApps({ port: 0 });
  app = await startTestApp({ demoAppsUrl: demo.url, connectorTimeoutMs: 800 });
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(async () => {
  await app.stop();
  await demo.close();
});

type Body = Record<string, unknown>;
const save = (who: string, profile: Body) => app.inject({ method: 'POST', url: `${API}/profile/business/update`, headers: bearer(tokens[who]), payload: profile });
const remove = (who: string, uuid: string) => app.inject({ method: 'DELETE', url: `${API}/profile/business/${uuid}`, headers: bearer(tokens[who]) });
const getProfile = (who: string, uuid: string) => app.inject({ method: 'GET', url: `${API}/profile/business/get/${uuid}`, headers: bearer(tokens[who]) });
const holders = (who: string, uuid: string) => app.inject({ method: 'GET', url: `${API}/profile/business/${uuid}/users`, headers: bearer(tokens[who]) });
const k = () => app.ctx.db.kysely;
const uuidOf = async (table: 'app_profile' | 'business_profile' | 'application', name: string) =>
  (await k().selectFrom(table).select('uuid').where('name', '=', name).executeTakeFirstOrThrow()).uuid;
const fields = (res: { json: () => { errors?: { field: string; message: string }[] } }) => res.json().errors ?? [];
const ref = async (name: string) => ({ uuid: await uuidOf('app_profile', name), name });

async function newProfile(name: string, appProfiles: string[], overrides: Body = {}): Promise<Body> {
  return {
    name,
    description: 'Night shift',
    minimumRole: { name: 'ADMIN' },
    errigalCustomerCompany: null,
    appProfiles: await Promise.all(appProfiles.map(ref)),
    ...overrides,
  };
}

async function newUser(username: string, businessProfile: string, active = true) {
  await k()
    .insertInto('app_user')
    .values({ username, email: `${username}@example.com`, first_name: 'Pat', last_name: 'Doyle', active, minimum_role: 'ADMIN', business_profile_uuid: await uuidOf('business_profile', businessProfile) })
    .execute();
}

describe('create, get and update', () => {
  it('creates at version 1, reads it back with its app profiles, and updates with the loaded version', async () => {
    const res = await save('demo.admin', await newProfile('Night Desk', ['Snmp Operator']));
    expect(res.statusCode).toBe(200);
    const { uuid } = res.json();
    const loaded = (await getProfile('demo.admin', uuid)).json();
    expect(loaded).toMatchObject({ name: 'Night Desk', version: 1, appProfiles: [{ name: 'Snmp Operator', application: { name: 'Snmp Manager' } }] });

    const updated = await save('demo.admin', { ...loaded, description: 'Nights and weekends', appProfiles: [...loaded.appProfiles, await ref('Alarm Watch')] });
    expect(updated.statusCode).toBe(200);
    expect((await getProfile('demo.admin', uuid)).json()).toMatchObject({ description: 'Nights and weekends', version: 2 });
    expect((await getProfile('demo.admin', uuid)).json().appProfiles.map((p: { name: string }) => p.name)).toEqual(['Alarm Watch', 'Snmp Operator']);
  });

  it('answers 412 to a save with a stale version and keeps the newer one', async () => {
    const { uuid } = (await save('demo.admin', await newProfile('Stale Desk', ['Snmp Operator']))).json();
    const loaded = (await getProfile('demo.admin', uuid)).json();
    expect((await save('demo.admin', { ...loaded, description: 'first' })).statusCode).toBe(200);
    expect((await save('demo.admin', { ...loaded, description: 'second' })).statusCode).toBe(412);
    expect((await getProfile('demo.admin', uuid)).json().description).toBe('first');
  });

  it('answers 409 to a duplicate name; two parallel creates of one name save one', async () => {
    const taken = await save('demo.admin', await newProfile('NOC Operator', ['Snmp Operator']));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('A business profile with this name already exists');
    const body = await newProfile('Twin Desk', ['Snmp Operator']);
    const results = await Promise.all([save('demo.admin', body), save('demo.admin', body), save('demo.admin', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses bad input with 400 naming the fields, and writes nothing', async () => {
    const none = await save('demo.admin', await newProfile('Empty Desk', []));
    expect(none.statusCode).toBe(400);
    expect(fields(none)[0].field).toMatch(/appProfiles/);
    const twoOfOneApp = await save('demo.admin', await newProfile('Double Desk', ['Snmp Operator', 'Snmp Viewer']));
    expect(twoOfOneApp.statusCode).toBe(400);
    expect(fields(twoOfOneApp)).toContainEqual({ field: 'appProfiles', message: ONE_PER_APPLICATION });
    const unknown = await save('demo.admin', { ...(await newProfile('Ghost Desk', ['Snmp Operator'])), appProfiles: [{ uuid: '00000000-0000-4000-8000-000000000000', name: 'Ghost' }] });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown)[0].field).toBe('appProfiles.0');
    const tooLong = await save('demo.admin', await newProfile('x'.repeat(256), ['Snmp Operator']));
    expect(tooLong.statusCode).toBe(400);
    const names = await k().selectFrom('business_profile').select('name').where('name', 'in', ['Empty Desk', 'Double Desk', 'Ghost Desk']).execute();
    expect(names).toEqual([]);
  });
});

describe('who may do what', () => {
  it('refuses SCO admins every operation but the list (403)', async () => {
    const uuid = await uuidOf('business_profile', 'SCO Administrator');
    expect((await getProfile('demo.sco', uuid)).statusCode).toBe(403);
    expect((await holders('demo.sco', uuid)).statusCode).toBe(403);
    expect((await save('demo.sco', await newProfile('Sco Desk', ['Snmp Viewer'], { minimumRole: { name: 'SCO_ADMIN' } }))).statusCode).toBe(403);
    expect((await remove('demo.sco', uuid)).statusCode).toBe(403);
  });

  it('hides profiles above the caller from get, usages, update and delete (404), and refuses a level above its own', async () => {
    const errigalProfile = await uuidOf('business_profile', 'Errigal Administrator');
    expect((await getProfile('demo.admin', errigalProfile)).statusCode).toBe(404);
    expect((await holders('demo.admin', errigalProfile)).statusCode).toBe(404);
    expect((await remove('demo.admin', errigalProfile)).statusCode).toBe(404);
    expect((await save('demo.admin', await newProfile('High Desk', ['Snmp Operator'], { minimumRole: { name: 'ERRIGAL_ADMIN' } }))).statusCode).toBe(403);
    expect((await getProfile('demo.errigal', errigalProfile)).statusCode).toBe(200);
  });

  it('refuses a profile granting a console role above the writer, or above a user who holds it', async () => {
    const aboveWriter = await save('demo.admin', await newProfile('Sneaky Desk', ['UP Errigal Admin']));
    // An ADMIN may not even see the ERRIGAL_ADMIN-level app profile it names.
    expect(aboveWriter.statusCode).toBe(400);
    const scoLevel = (await save('demo.errigal', await newProfile('Field Desk', ['Snmp Viewer'], { minimumRole: { name: 'SCO_ADMIN' } }))).json().uuid;
    await k().updateTable('app_user').set({ business_profile_uuid: scoLevel }).where('username', '=', 'demo.sco').execute();
    const loaded = (await getProfile('demo.errigal', scoLevel)).json();
    const raised = await save('demo.errigal', { ...loaded, appProfiles: [...loaded.appProfiles, await ref('UP Admin')] });
    expect(raised.statusCode).toBe(400);
    expect(fields(raised)[0].message).toMatch(/grant the console role ADMIN, above the level SCO_ADMIN of its user demo\.sco/);
    await k().updateTable('app_user').set({ business_profile_uuid: await uuidOf('business_profile', 'SCO Administrator') }).where('username', '=', 'demo.sco').execute();
  });

  it('saves profiles granting SCO_ADMIN, the lowest console role: the built-in unchanged, a new one twice', async () => {
    const builtIn = (await getProfile('demo.errigal', await uuidOf('business_profile', 'Console SCO Administrator'))).json();
    expect((await save('demo.errigal', builtIn)).statusCode).toBe(200);
    const created = await save('demo.admin', await newProfile('SCO Console Desk', ['UP SCO Admin'], { minimumRole: { name: 'SCO_ADMIN' } }));
    expect(created.statusCode).toBe(200);
    const loaded = (await getProfile('demo.admin', created.json().uuid)).json();
    expect((await save('demo.admin', loaded)).statusCode).toBe(200);
  });
});

describe('delete', () => {
  it('lists the holders with their active flag, then they lose the profile at a new version', async () => {
    const { uuid } = (await save('demo.admin', await newProfile('Doomed Desk', ['Snmp Operator']))).json();
    await newUser('doomed.active', 'Doomed Desk');
    await newUser('doomed.inactive', 'Doomed Desk', false);
    const listed = await holders('demo.admin', uuid);
    expect(listed.json()).toEqual([
      expect.objectContaining({ username: 'doomed.active', active: true }),
      expect.objectContaining({ username: 'doomed.inactive', active: false }),
    ]);
    expect((await remove('demo.admin', uuid)).statusCode).toBe(204);
    expect((await getProfile('demo.admin', uuid)).statusCode).toBe(404);
    const users = await k().selectFrom('app_user').select(['business_profile_uuid', 'version']).where('username', 'like', 'doomed.%').execute();
    expect(users).toEqual([
      { business_profile_uuid: null, version: 2 },
      { business_profile_uuid: null, version: 2 },
    ]);
  });

  it('refuses to delete a built-in business profile', async () => {
    const res = await remove('demo.errigal', await uuidOf('business_profile', 'Console Administrator'));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(BUILT_IN_DELETE);
  });
});

describe('pushing the affected users after a save', () => {
  async function finished(jobUuid: string) {
    for (;;) {
      const job = (await app.inject({ method: 'GET', url: `${API}/user/push/${jobUuid}`, headers: bearer(tokens['demo.admin']) })).json();
      if (job.finished) return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('pushes the active holders to the applications whose grants changed, and says so', async () => {
    const { uuid } = (await save('demo.admin', await newProfile('Push Desk', ['Snmp Operator']))).json();
    await newUser('push.one', 'Push Desk');
    await newUser('push.two', 'Push Desk');
    await newUser('push.gone', 'Push Desk', false);
    const loaded = (await getProfile('demo.admin', uuid)).json();

    const res = await save('demo.admin', { ...loaded, appProfiles: [...loaded.appProfiles, await ref('Alarm Watch')] });
    expect(res.json().pushJob).toMatchObject({ total: 2, finished: false });
    expect(await finished(res.json().pushJob.uuid)).toMatchObject({ total: 2, done: 2, updated: 2, failedApps: [] });
    const alarm = demo.usersOf('alarm-viewer').filter((user) => user.username.startsWith('push.'));
    // Users are pushed in parallel: the order they arrive in is not fixed.
    expect(alarm.map((user) => [user.username, user.roles]).sort()).toEqual([
      ['push.one', ['VIEWER']],
      ['push.two', ['VIEWER']],
    ]);
    // Snmp Manager's grant did not change: nobody was pushed there.
    expect(demo.usersOf('snmp-manager').some((user) => user.username.startsWith('push.'))).toBe(false);

    // A save that changes no app profile pushes nobody.
    const again = (await getProfile('demo.admin', uuid)).json();
    expect((await save('demo.admin', { ...again, description: 'renamed' })).json().pushJob).toBeUndefined();
  });

  it('names an application that failed, and still pushes to the others', async () => {
    const { uuid } = (await save('demo.admin', await newProfile('Broken Desk', ['Snmp Operator']))).json();
    await newUser('broken.one', 'Broken Desk');
    await k().updateTable('application').set({ api_host: await closedPortUrl() }).where('name', '=', 'Ticketer').execute();
    try {
      const loaded = (await getProfile('demo.admin', uuid)).json();
      const res = await save('demo.admin', { ...loaded, appProfiles: [await ref('Ticketer Agent'), await ref('Alarm Watch')] });
      const job = await finished(res.json().pushJob.uuid);
      expect(job).toMatchObject({ total: 1, done: 1, updated: 0, failedApps: ['Ticketer'] });
      // Snmp Manager lost the grant: it is told the user has no roles there now.
      expect(demo.usersOf('snmp-manager').find((user) => user.username === 'broken.one')?.roles).toEqual([]);
      expect(demo.usersOf('alarm-viewer').find((user) => user.username === 'broken.one')?.roles).toEqual(['VIEWER']);
    } finally {
      await k().updateTable('application').set({ api_host: demoApiHost(demo.url, 'ticketer') }).where('name', '=', 'Ticketer').execute();
    }
  });

  it('answers 404 for an unknown push job and 403 to an SCO admin', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await app.inject({ method: 'GET', url: `${API}/user/push/${unknown}`, headers: bearer(tokens['demo.admin']) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${API}/user/push/${unknown}`, headers: bearer(tokens['demo.sco']) })).statusCode).toBe(403);
  });
});

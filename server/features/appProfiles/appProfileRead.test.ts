import { bearer, loginAs, startTestApp } from '../../testing/testApp';

// Reading application profiles: the list (open to SCO admins, by level), one profile, the
// applications a profile can be made for, and the business profiles that use one.
const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(() => app.stop());

const get = (who: string, path: string) => app.inject({ method: 'GET', url: `${API}${path}`, headers: bearer(tokens[who]) });
const uuidOf = async (name: string) => (await app.ctx.db.kysely.selectFrom('app_profile').select('uuid').where('name', '=', name).executeTakeFirstOrThrow()).uuid;
const names = (res: { json: () => { name: string }[] }) => res.json().map((p) => p.name);

describe('list', () => {
  it('each level sees its own profiles, by name, with application, roles and elements', async () => {
    expect(names(await get('demo.errigal', '/profile/app/list'))).toEqual([
      'Alarm Watch', 'Snmp Operator', 'Snmp Viewer', 'Ticketer Agent', 'UP Admin', 'UP Errigal Admin', 'UP SCO Admin',
    ]);
    expect(names(await get('demo.admin', '/profile/app/list'))).not.toContain('UP Errigal Admin');
    // The user form of an SCO admin offers the SCO-level profiles only.
    expect(names(await get('demo.sco', '/profile/app/list'))).toEqual(['Snmp Operator', 'Snmp Viewer', 'Ticketer Agent', 'UP SCO Admin']);
    const viewer = (await get('demo.admin', '/profile/app/list')).json<Record<string, unknown>[]>().find((p) => p.name === 'Snmp Viewer');
    expect(viewer).toMatchObject({
      applicationName: 'Snmp Manager',
      application: { name: 'Snmp Manager' },
      minimumRole: { name: 'SCO_ADMIN' },
      roles: [{ name: 'VIEWER', externalRole: false }],
      elements: [{ name: 'North Tree', category: 'NOVA_NOVA_TREE' }],
      version: 1,
    });
  });

  it('needs a login', async () => {
    expect((await app.inject({ method: 'GET', url: `${API}/profile/app/list` })).statusCode).toBe(401);
  });
});

describe('get', () => {
  it('gives a profile the caller may see, 404 for one above its level or unknown', async () => {
    const res = await get('demo.admin', `/profile/app/get/${await uuidOf('Ticketer Agent')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ticketer Agent', roles: [{ name: 'AGENT' }], elements: [{ name: 'Daily Reports' }] });
    expect((await get('demo.admin', `/profile/app/get/${await uuidOf('UP Errigal Admin')}`)).statusCode).toBe(404);
    expect((await get('demo.errigal', `/profile/app/get/${await uuidOf('UP Errigal Admin')}`)).statusCode).toBe(200);
    expect((await get('demo.errigal', '/profile/app/get/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 400 naming the id when it is not a uuid', async () => {
    const res = await get('demo.errigal', '/profile/app/get/nope');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors[0].field).toContain('id');
  });
});

describe('applications a profile can be made for', () => {
  it('lists roles and elements the caller may select, external roles marked', async () => {
    const apps = (await get('demo.admin', '/profile/app/applications')).json<{ name: string; roles: { name: string; externalRole: boolean }[]; elements: { name: string }[] }[]>();
    expect(apps.map((a) => a.name)).toEqual(['Alarm Viewer', 'Snmp Manager', 'Ticketer', 'User Profile']);
    const userProfile = apps.find((a) => a.name === 'User Profile');
    // The ERRIGAL_ADMIN console role is above an ADMIN: it is not offered.
    expect(userProfile?.roles.map((r) => r.name)).toEqual(['ADMIN', 'SCO_ADMIN']);
    const snmp = (await get('demo.errigal', '/profile/app/applications')).json<typeof apps>().find((a) => a.name === 'Snmp Manager');
    expect(snmp?.elements.map((e) => e.name)).toEqual(['Core Tree', 'North Tree', 'South Tree']);
    expect(snmp?.roles[0]).toMatchObject({ name: 'ENGINEER', externalRole: false });
  });
});

describe('usages', () => {
  it('lists the business profiles that use it, those the caller may see', async () => {
    const operator = await uuidOf('Snmp Operator');
    expect(names(await get('demo.errigal', `/profile/app/${operator}/businessProfiles`))).toEqual(['Customer Administrator', 'Errigal Administrator', 'NOC Operator']);
    expect(names(await get('demo.admin', `/profile/app/${operator}/businessProfiles`))).toEqual(['Customer Administrator', 'NOC Operator']);
    expect((await get('demo.admin', `/profile/app/${await uuidOf('UP Errigal Admin')}/businessProfiles`)).statusCode).toBe(404);
  });
});

describe('SCO admins read the list only', () => {
  it.each([
    ['get', async () => `/profile/app/get/${await uuidOf('Snmp Viewer')}`],
    ['usages', async () => `/profile/app/${await uuidOf('Snmp Viewer')}/businessProfiles`],
    ['applications', async () => '/profile/app/applications'],
  ])('%s: 403', async (_name, path) => {
    expect((await get('demo.sco', await path())).statusCode).toBe(403);
  });
});

import { loginAs, startTestApp } from '../../testing/testApp';
import { applicationRequests, newApplication, uuidOf, type TestApp } from './testing/applicationRequests';
import { REQUIRED_MAX_255 } from './applicationInput';

let app: TestApp;
const tokens: Record<string, string> = {};
let api: ReturnType<typeof applicationRequests>;

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
  api = applicationRequests(app, tokens);
});
afterAll(() => app.stop());

const fields = (res: { json: () => { errors?: { field: string }[] } }) => (res.json().errors ?? []).map((e) => e.field);
const stored = async (name: string) =>
  (await app.ctx.db.query<{ data_password: string | null; api_password: string | null; version: number }>(
    'select data_password, api_password, version from application where name = $1',
    [name],
  ))[0];

describe('list and get', () => {
  it('ERRIGAL_ADMIN sees every application with its settings, roles and elements, never a password', async () => {
    const res = await api.list('demo.errigal');
    expect(res.statusCode).toBe(200);
    const apps = res.json();
    expect(apps.map((a: { name: string }) => a.name)).toEqual(['Alarm Viewer', 'Snmp Manager', 'Ticketer', 'User Profile']);
    const snmp = apps.find((a: { name: string }) => a.name === 'Snmp Manager');
    expect(snmp).toMatchObject({
      builtIn: false,
      apiAuthType: 'HTTP_BASIC',
      apiUsername: 'userprofile',
      apiPasswordSet: true,
      dataUrl: 'jdbc:postgresql://db.demo.invalid:5432/snmp-manager',
      dataUsername: 'snmp_manager',
      dataPasswordSet: true,
      version: 1,
    });
    expect(snmp.roles.map((r: { name: string }) => r.name)).toEqual(['ENGINEER', 'OPERATOR', 'VIEWER']);
    expect(snmp.roles[0]).toEqual({
      uuid: expect.any(String),
      name: 'ENGINEER',
      externalRole: false,
      category: null,
      minimumRole: { name: 'ADMIN' },
      errigalCustomerCompany: null,
    });
    expect(snmp.elements.map((e: { name: string }) => e.name)).toEqual(['Core Tree', 'North Tree', 'South Tree']);
    expect(res.body).not.toMatch(/demo-connector-secret|"apiPassword"|"dataPassword"/);
    expect(apps.find((a: { name: string }) => a.name === 'User Profile')).toMatchObject({ builtIn: true });
  });

  it('ADMIN sees names, roles and elements at its level, and none of the database and API settings', async () => {
    const res = await api.list('demo.admin');
    expect(res.statusCode).toBe(200);
    for (const application of res.json()) {
      for (const key of ['dataUrl', 'dataDriverName', 'dataUsername', 'dataPasswordSet', 'apiHost', 'apiAuthType', 'apiUsername', 'apiPasswordSet']) {
        expect(application).not.toHaveProperty(key);
      }
    }
    const userProfile = res.json().find((a: { name: string }) => a.name === 'User Profile');
    // The ERRIGAL_ADMIN role is above an ADMIN's level.
    expect(userProfile.roles.map((r: { name: string }) => r.name)).toEqual(['ADMIN', 'SCO_ADMIN']);
    const got = await api.get('demo.admin', await uuidOf(app, 'application', 'Ticketer'));
    expect(got.statusCode).toBe(200);
    expect(got.json()).not.toHaveProperty('apiHost');
    expect(got.body).not.toMatch(/demo-connector-secret/);
  });

  it('SCO_ADMIN may not list, get, save, sync or delete applications (403)', async () => {
    const uuid = await uuidOf(app, 'application', 'Ticketer');
    expect((await api.list('demo.sco')).statusCode).toBe(403);
    expect((await api.get('demo.sco', uuid)).statusCode).toBe(403);
    expect((await api.save('demo.sco', newApplication('Sco App'))).statusCode).toBe(403);
    expect((await api.sync('demo.sco', uuid)).statusCode).toBe(403);
    expect((await api.syncAll('demo.sco')).statusCode).toBe(403);
    expect((await api.remove('demo.sco', uuid)).statusCode).toBe(403);
  });

  it('ADMIN may not create, update or delete applications (403), and nothing changes', async () => {
    const ticketer = (await api.get('demo.errigal', await uuidOf(app, 'application', 'Ticketer'))).json();
    const create = await api.save('demo.admin', newApplication('Admin App'));
    expect(create.statusCode).toBe(403);
    expect(create.headers['content-type']).toMatch(/application\/problem\+json/);
    expect((await api.save('demo.admin', { ...newApplication('Ticketer'), uuid: ticketer.uuid, version: ticketer.version })).statusCode).toBe(403);
    expect((await api.remove('demo.admin', ticketer.uuid)).statusCode).toBe(403);
    expect(await app.ctx.db.query("select 1 from application where name = 'Admin App'")).toEqual([]);
    expect((await stored('Ticketer')).version).toBe(ticketer.version);
  });

  it('an unknown uuid is 404; a malformed one 400', async () => {
    expect((await api.get('demo.errigal', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.get('demo.errigal', 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('create and update', () => {
  it('creates an application; the passwords are stored and never answered', async () => {
    const res = await api.save('demo.errigal', newApplication('Billing'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: expect.any(String),
      name: 'Billing',
      apiHost: 'http://127.0.0.1:1/connector',
      dataPasswordSet: true,
      apiPasswordSet: true,
      roles: [],
      elements: [],
      version: 1,
    });
    expect(res.body).not.toMatch(/db-secret-1|api-secret-1/);
    expect(await stored('Billing')).toMatchObject({ data_password: 'db-secret-1', api_password: 'api-secret-1' });
    const got = await api.get('demo.errigal', res.json().uuid);
    expect(got.body).not.toMatch(/db-secret-1|api-secret-1/);
  });

  it('an update with empty passwords keeps the stored ones; a new one replaces it; the version goes up', async () => {
    const created = (await api.save('demo.errigal', newApplication('Payroll'))).json();
    const update = { ...newApplication('Payroll', { dataPassword: '', apiPassword: undefined, dataUrl: 'jdbc:postgresql://db2/app' }), uuid: created.uuid, version: 1 };
    const res = await api.save('demo.errigal', update);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dataUrl: 'jdbc:postgresql://db2/app', version: 2, dataPasswordSet: true, apiPasswordSet: true });
    expect(await stored('Payroll')).toMatchObject({ data_password: 'db-secret-1', api_password: 'api-secret-1' });
    await api.save('demo.errigal', { ...update, apiPassword: 'rotated-2', version: 2 });
    expect(await stored('Payroll')).toMatchObject({ api_password: 'rotated-2', version: 3 });
  });

  it('a stale version is 412 and changes nothing', async () => {
    const created = (await api.save('demo.errigal', newApplication('Rostering'))).json();
    await api.save('demo.errigal', { ...newApplication('Rostering', { apiUsername: 'first' }), uuid: created.uuid, version: 1 });
    const stale = await api.save('demo.errigal', { ...newApplication('Rostering', { apiUsername: 'second' }), uuid: created.uuid, version: 1 });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().detail).toMatch(/Reload/);
    expect((await api.get('demo.errigal', created.uuid)).json()).toMatchObject({ apiUsername: 'first', version: 2 });
  });

  it('a duplicate name is 409, also when two creates race', async () => {
    const dup = await api.save('demo.errigal', newApplication('Ticketer'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('An application with this name already exists');
    const racing = await Promise.all([1, 2, 3, 4].map(() => api.save('demo.errigal', newApplication('Racing App'))));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await app.ctx.db.query("select uuid from application where name = 'Racing App'")).toHaveLength(1);
  });

  it('bad input is 400 problem+json naming each field; nothing is written', async () => {
    const empty = await api.save('demo.errigal', { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(fields(empty)).toEqual(
      expect.arrayContaining(['name', 'dataUrl', 'dataDriverName', 'dataUsername', 'apiHost', 'apiUsername', 'apiAuthType', 'dataPassword', 'apiPassword']),
    );
    expect(empty.json().errors.find((e: { field: string }) => e.field === 'name').message).toBe(REQUIRED_MAX_255);
    const tooLong = await api.save('demo.errigal', newApplication('x'.repeat(256)));
    expect(tooLong.statusCode).toBe(400);
    expect(fields(tooLong)).toEqual(['name']);
    const badType = await api.save('demo.errigal', newApplication('Bad Type', { apiAuthType: 'KERBEROS' }));
    expect(fields(badType)).toEqual(['apiAuthType']);
    const unknown = await api.save('demo.errigal', newApplication('Bad Field', { apiToken: 'x' }));
    expect(fields(unknown)).toEqual(['apiToken']);
    const badHost = await api.save('demo.errigal', newApplication('Bad Host', { apiHost: 'ftp://example.com' }));
    expect(badHost.json().errors).toEqual([{ field: 'apiHost', message: 'must be an http or https URL' }]);
    const roleWithoutUuid = await api.save('demo.errigal', newApplication('Bad Roles', { roles: [{ name: 'X', minimumRole: { name: 'ADMIN' } }] }));
    expect(fields(roleWithoutUuid)).toEqual(['roles.0.uuid']);
    expect(await app.ctx.db.query("select 1 from application where name like 'Bad %' or name = ' '")).toEqual([]);
  });

  it('the name cannot change once saved, and an update needs the version', async () => {
    const created = (await api.save('demo.errigal', newApplication('Fixed Name'))).json();
    const renamed = await api.save('demo.errigal', { ...newApplication('Other Name'), uuid: created.uuid, version: 1 });
    expect(renamed.statusCode).toBe(400);
    expect(fields(renamed)).toEqual(['name']);
    const noVersion = await api.save('demo.errigal', { ...newApplication('Fixed Name'), uuid: created.uuid });
    expect(fields(noVersion)).toEqual(['version']);
  });

  it("saves the roles' and elements' Visible To; an element marked deleteMe is removed; a role of another application is 400", async () => {
    const snmp = (await api.get('demo.errigal', await uuidOf(app, 'application', 'Snmp Manager'))).json();
    const company = (await app.ctx.db.query<{ uuid: string }>('select uuid from customer_company order by name limit 1'))[0].uuid;
    const [engineer, ...otherRoles] = snmp.roles;
    const core = snmp.elements.find((e: { name: string }) => e.name === 'Core Tree');
    const base = { ...newApplication('Snmp Manager', { apiPassword: '', dataPassword: 'db-pass' }), uuid: snmp.uuid, version: snmp.version };
    const res = await api.save('demo.errigal', {
      ...base,
      roles: [{ ...engineer, externalRole: true, minimumRole: { name: 'SCO_ADMIN' }, errigalCustomerCompany: { uuid: company } }, ...otherRoles],
      elements: [{ ...core, deleteMe: true }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles[0]).toMatchObject({ name: 'ENGINEER', externalRole: true, minimumRole: { name: 'SCO_ADMIN' }, errigalCustomerCompany: { uuid: company } });
    expect(res.json().elements.map((e: { name: string }) => e.name)).toEqual(['North Tree', 'South Tree']);

    const ticketerRole = (await api.get('demo.errigal', await uuidOf(app, 'application', 'Ticketer'))).json().roles[0];
    const foreign = await api.save('demo.errigal', { ...base, version: res.json().version, roles: [ticketerRole] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ field: 'roles.0.uuid', message: "is not one of this application's roles" }]);
  });
});

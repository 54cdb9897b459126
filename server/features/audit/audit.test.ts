import { bearer, loginAs, startTestApp } from '../../testing/testApp';
import { csvLine } from '../../shared/csv';
import { USER_CSV_COLUMNS } from '../users/bulk/userCsvFormat';
import { importCsv } from '../users/bulk/testing/bulkRequests';
import { AGENT, API, auditRequests, type Body } from './testing/auditRequests';
import { snapshotOf } from '../../audit/snapshots';
import { diffSnapshots } from '../../audit/auditLog';

// The audit trail (issue 20): every write path leaves one entry in its own transaction, with a
// readable diff, and the audit API shows each admin the entries about records it may see.

let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};
let api: ReturnType<typeof auditRequests>;

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
  api = auditRequests(app, tokens);
});
afterAll(() => app.stop());

const saveUser = (who: string, user: Body, clonedId?: string) => api.post(who, '/user/update', { user, ...(clonedId ? { clonedId } : {}) });

async function newUser(username: string, overrides: Body = {}): Promise<Body> {
  return {
    username,
    email: `${username}@example.com`,
    firstName: 'Nora',
    lastName: 'Keane',
    deskPhone: null,
    mobilePhone: null,
    active: true,
    location: { uuid: await api.uuidOf('location', 'Cork') },
    businessProfile: { uuid: await api.uuidOf('business_profile', 'NOC Operator') },
    visibilityProfile: { uuid: await api.uuidOf('visibility_profile', 'All Ireland') },
    minimumRole: { name: 'ADMIN' },
    errigalCustomerCompany: null,
    elements: [{ uuid: await api.uuidOf('application_element', 'North Tree') }],
    ...overrides,
  };
}

async function createUser(username: string, overrides: Body = {}) {
  const user = await newUser(username, overrides);
  const res = await saveUser('demo.errigal', user);
  expect(res.json()).toEqual(expect.objectContaining({ uuid: expect.any(String) }));
  return { ...user, uuid: res.json().uuid as string, version: 1 };
}

describe('users', () => {
  it('records a create with who, from where and the readable values', async () => {
    const user = await createUser('audit.create');
    const [entry] = await api.historyOf(user.uuid);
    expect(entry).toMatchObject({
      actor: { username: 'demo.errigal', uuid: expect.any(String) },
      address: expect.any(String),
      userAgent: 'audit-test/1.0',
      action: 'create',
      record: { type: 'user', uuid: user.uuid, name: 'audit.create' },
      parentUuid: null,
    });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'Business profile', from: null, to: 'NOC Operator' },
        { field: 'Visibility profile', from: null, to: 'All Ireland' },
        { field: 'Location', from: null, to: 'Cork' },
      ]),
    );
  });

  it('records an update as the fields that changed, with names not uuids', async () => {
    const user = await createUser('audit.update');
    const first = await saveUser('demo.errigal', {
      ...user,
      firstName: 'Norah',
      elements: [{ uuid: await api.uuidOf('application_element', 'Daily Reports') }, { uuid: await api.uuidOf('application_element', 'South Tree') }],
    });
    expect(first.json()).toEqual(expect.objectContaining({ uuid: user.uuid }));
    const [elements] = await api.historyOf(user.uuid);
    expect(elements.action).toBe('update');
    expect(elements.changes).toEqual([
      { field: 'First name', from: 'Nora', to: 'Norah' },
      { field: 'Elements', added: ['Daily Reports', 'South Tree'], removed: ['North Tree'] },
    ]);
    const second = await saveUser('demo.errigal', {
      ...user,
      version: 2,
      firstName: 'Norah',
      businessProfile: { uuid: await api.uuidOf('business_profile', 'Customer Administrator') },
    });
    expect(second.json()).toEqual(expect.objectContaining({ uuid: user.uuid }));
    const [profile] = await api.historyOf(user.uuid);
    expect(profile.changes).toEqual([
      { field: 'Business profile', from: 'NOC Operator', to: 'Customer Administrator' },
      { field: 'Elements', added: ['North Tree'], removed: ['Daily Reports', 'South Tree'] },
    ]);
    expect(JSON.stringify(profile)).not.toContain(await api.uuidOf('business_profile', 'NOC Operator'));
  });

  it("records a save's diff exactly as the user reads before and after it, for every field", async () => {
    // The save builds its "after" from what it wrote and the names its checks read: it must match the stored user.
    const read = async (uuid: string) => (await snapshotOf(app.ctx.db, 'user', uuid))!;
    const user = await createUser('audit.every', {
      deskPhone: '+353 1 555 0100',
      elements: [
        { uuid: await api.uuidOf('application_element', 'South Tree'), actualValue: 'Zone 7' },
        { uuid: await api.uuidOf('application_element', 'North Tree') },
      ],
    });
    const [created] = await api.historyOf(user.uuid);
    const stored = await read(user.uuid);
    expect(created.changes).toEqual(diffSnapshots(null, stored.fields));
    expect(stored.fields.Elements).toEqual(['North Tree', 'South Tree = Zone 7']);

    const saved = await saveUser('demo.errigal', {
      ...user,
      email: 'every@example.com',
      firstName: 'Eve',
      lastName: 'Ryan',
      deskPhone: null,
      mobilePhone: '+353 87 555 0100',
      location: null,
      minimumRole: { name: 'SCO_ADMIN' },
      errigalCustomerCompany: { uuid: await api.uuidOf('customer_company', 'Acme Towers') },
      businessProfile: { uuid: await api.uuidOf('business_profile', 'SCO Field Engineer') },
      elements: [
        { uuid: await api.uuidOf('application_element', 'North Tree'), actualValue: 'Zone 1' },
        { uuid: await api.uuidOf('application_element', 'Daily Reports') },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const [updated] = await api.historyOf(user.uuid);
    expect(updated.changes).toEqual(diffSnapshots(stored.fields, (await read(user.uuid)).fields));
    expect(updated.changes.map((change) => change.field)).toEqual([
      'Email',
      'First name',
      'Last name',
      'Desk phone',
      'Mobile phone',
      'Location',
      'Business profile',
      'Visible to',
      'Company',
      'Elements',
    ]);
    expect(updated.record).toMatchObject({ name: 'audit.every' });
  });

  it('records nothing when the save fails (stale version, invalid input)', async () => {
    const user = await createUser('audit.fails');
    const before = await api.countRows();
    expect((await saveUser('demo.errigal', { ...user, firstName: 'X', version: 7 })).statusCode).toBe(412);
    expect((await saveUser('demo.errigal', { ...user, businessProfile: null })).statusCode).toBe(400);
    expect(await api.countRows()).toBe(before);
  });

  it('records a clone, an inactivation and an activation', async () => {
    const source = await createUser('audit.source');
    const clone = await saveUser('demo.errigal', await newUser('audit.clone'), source.uuid);
    expect(clone.statusCode).toBe(200);
    const [cloned] = await api.historyOf(clone.json().uuid);
    expect(cloned).toMatchObject({ action: 'clone', record: { name: 'audit.clone' } });
    expect(clone.json()).toEqual(expect.objectContaining({ uuid: expect.any(String) }));
    expect((await api.post('demo.errigal', '/user/inactivate', { uuid: source.uuid })).statusCode).toBe(200);
    expect((await api.post('demo.errigal', '/user/activate', { uuid: source.uuid })).statusCode).toBe(200);
    const [activated, inactivated] = await api.historyOf(source.uuid);
    expect(inactivated).toMatchObject({ action: 'inactivate', changes: [{ field: 'Active', from: 'Yes', to: 'No' }] });
    expect(activated).toMatchObject({ action: 'activate', changes: [{ field: 'Active', from: 'No', to: 'Yes' }] });
  });
});

describe('user import', () => {
  const row = (username: string, firstName: string, version = '') =>
    csvLine(
      USER_CSV_COLUMNS.map(
        (column) =>
          ({
            username,
            email: `${username}@example.com`,
            firstName,
            lastName: 'Person',
            active: 'true',
            location: 'Cork',
            businessProfile: 'SCO Field Engineer',
            visibilityProfile: 'Cork Field',
            minimumRole: 'SCO_ADMIN',
            company: 'Acme Towers',
            elements: 'NOVA_NOVA_TREE:North Tree',
            version,
          })[column as string] ?? '',
      ),
    );

  it('records one entry for the import and one per user created or changed, linked to it; none for a refused file', async () => {
    const first = await importCsv(app, csvLine(USER_CSV_COLUMNS) + row('audit.imp.one', 'Una') + row('audit.imp.two', 'Tom'), { token: tokens['demo.errigal'] });
    expect(first.json()).toEqual({ created: 2, updated: 0 });
    const second = await importCsv(app, csvLine(USER_CSV_COLUMNS) + row('audit.imp.one', 'Úna', '1') + row('audit.imp.two', 'Tom', '1'), { token: tokens['demo.errigal'] });
    expect(second.json()).toEqual({ created: 0, updated: 1 });
    const [imported] = (await api.events('demo.errigal', { action: 'import' })).items;
    expect(imported).toMatchObject({ record: { type: 'import', name: '2 users' }, changes: [{ field: 'Created', to: '0' }, { field: 'Updated', to: '1' }] });
    const children = await app.ctx.db.query<{ record_name: string; changes: unknown }>('select record_name, changes from audit_event where parent_uuid = $1', [
      imported.uuid,
    ]);
    expect(children).toHaveLength(1);
    expect(children[0].record_name).toBe('audit.imp.one');
    const changes = typeof children[0].changes === 'string' ? JSON.parse(children[0].changes) : children[0].changes;
    expect(changes).toEqual([{ field: 'First name', from: 'Una', to: 'Úna' }]);

    const before = await api.countRows();
    const refused = await importCsv(app, csvLine(USER_CSV_COLUMNS) + row('audit.imp.three', 'Al') + row('bad name!', 'X'), { token: tokens['demo.errigal'] });
    expect(refused.statusCode).toBe(400);
    expect(await api.countRows()).toBe(before);
  });
});

describe('other records', () => {
  it('records an app profile change as roles added and removed', async () => {
    const uuid = await api.uuidOf('app_profile', 'Snmp Operator');
    const profile = (await app.inject({ method: 'GET', url: `${API}/profile/app/get/${uuid}`, headers: bearer(tokens['demo.errigal']) })).json();
    const roles = (profile.roles as { uuid: string; name: string }[]).slice(1);
    const res = await api.post('demo.errigal', '/profile/app/update', { ...profile, roles });
    expect(res.statusCode).toBe(200);
    const [entry] = await api.historyOf(uuid);
    expect(entry).toMatchObject({ action: 'update', record: { type: 'appProfile', name: 'Snmp Operator' } });
    expect(entry.changes).toEqual([{ field: 'Roles', added: [], removed: [profile.roles[0].name] }]);
  });

  it('records a customer company create and rename, and never an OAuth2 client secret', async () => {
    const company = (await api.post('demo.errigal', '/customerCompany/update', { name: 'Audit Masts' })).json();
    await api.post('demo.errigal', '/customerCompany/update', { uuid: company.uuid, name: 'Audit Towers', version: 1 });
    const [renamed, created] = await api.historyOf(company.uuid);
    expect(created).toMatchObject({ action: 'create', changes: [{ field: 'Name', from: null, to: 'Audit Masts' }] });
    expect(renamed).toMatchObject({ action: 'update', changes: [{ field: 'Name', from: 'Audit Masts', to: 'Audit Towers' }] });

    const secret = 'a-very-secret-client-secret-123';
    const client = await api.post('demo.errigal', '/authClient/update', {
      name: 'Audit Client',
      description: 'Audit Client',
      allowedRedirectTarget: 'https://audit.example.com/cb',
      clientSecret: secret,
    });
    expect(client.json()).toEqual(expect.objectContaining({ uuid: expect.any(String) }));
    const [entry] = await api.historyOf(client.json().uuid);
    expect(entry.changes).toContainEqual({ field: 'Secret', from: null, to: 'changed' });
    const stored = await app.ctx.db.query<{ changes: unknown }>('select changes from audit_event where record_uuid = $1', [client.json().uuid]);
    expect(JSON.stringify(stored)).not.toContain(secret);
  });
});

describe('logins and logout', () => {
  it('records a failed login under the account, a success, and an unknown name as typed', async () => {
    await loginAs(app, 'demo.admin', 'wrong-password').catch(() => undefined);
    await loginAs(app, 'nobody.here', 'wrong-password').catch(() => undefined);
    const adminUuid = await api.uuidOf('app_user', 'demo.admin', 'username');
    const actions = (await api.historyOf(adminUuid)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['login', 'loginFailed']));
    const unknown = (await api.events('demo.errigal', { action: 'loginFailed', text: 'nobody.here' })).items;
    expect(unknown[0]).toMatchObject({ record: { uuid: null, name: 'nobody.here' } });
    // An unknown name is no admin's record but ERRIGAL_ADMIN's.
    expect((await api.events('demo.admin', { action: 'loginFailed', text: 'nobody.here' })).total).toBe(0);
  });
});

describe('business profile and logout', () => {
  it('records a business profile change as app profiles added, with their applications', async () => {
    const uuid = await api.uuidOf('business_profile', 'Customer Administrator');
    const profile = (await app.inject({ method: 'GET', url: `${API}/profile/business/get/${uuid}`, headers: bearer(tokens['demo.errigal']) })).json();
    const res = await api.post('demo.errigal', '/profile/business/update', { ...profile, appProfiles: [...profile.appProfiles, { uuid: await api.uuidOf('app_profile', 'Alarm Watch') }] });
    expect(res.json()).toEqual(expect.objectContaining({ uuid }));
    const [entry] = await api.historyOf(uuid);
    expect(entry).toMatchObject({ action: 'update', record: { type: 'businessProfile', name: 'Customer Administrator' } });
    expect(entry.changes).toEqual([{ field: 'App profiles', added: ['Alarm Watch (Alarm Viewer)'], removed: [] }]);
  });

  it('records a logout under the account whose session ended', async () => {
    const token = await loginAs(app, 'demo.sco');
    const out = await app.inject({ method: 'GET', url: `${API}/auth/logout`, headers: { ...bearer(token), ...AGENT } });
    expect(out.statusCode).toBe(204);
    const [entry] = (await api.events('demo.errigal', { action: 'logout', size: '1' })).items;
    expect(entry).toMatchObject({ actor: { username: 'demo.sco' }, record: { type: 'user', name: 'demo.sco' }, userAgent: 'audit-test/1.0' });
  });
});

describe('the audit API and visibility levels', () => {
  it('filters by record type, action, actor and time, and pages with the total', async () => {
    await createUser('audit.page.one');
    await createUser('audit.page.two');
    const all = await api.events('demo.errigal', { recordType: 'user', action: 'create', actor: 'demo.errigal', size: '1' });
    expect(all.items).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items[0].record.name).toBe('audit.page.two');
    const later = await api.events('demo.errigal', { recordType: 'user', from: new Date(Date.now() + 60_000).toISOString() });
    expect(later.total).toBe(0);
    const oldestFirst = await api.events('demo.errigal', { direction: 'asc', size: '100', text: 'audit.page.', action: 'create' });
    expect(oldestFirst.items.map((e) => e.record.name)).toEqual(['audit.page.one', 'audit.page.two']);
  });

  it('shows ADMIN no entry about an ERRIGAL_ADMIN record, and SCO_ADMIN only its company', async () => {
    const top = await createUser('audit.top', { minimumRole: { name: 'ERRIGAL_ADMIN' } });
    const acme = await createUser('audit.acme', {
      minimumRole: { name: 'SCO_ADMIN' },
      errigalCustomerCompany: { uuid: await api.uuidOf('customer_company', 'Acme Towers') },
      businessProfile: { uuid: await api.uuidOf('business_profile', 'SCO Field Engineer') },
      visibilityProfile: { uuid: await api.uuidOf('visibility_profile', 'Cork Field') },
    });
    const globex = await createUser('audit.globex', {
      minimumRole: { name: 'SCO_ADMIN' },
      errigalCustomerCompany: { uuid: await api.uuidOf('customer_company', 'Globex Networks') },
      businessProfile: { uuid: await api.uuidOf('business_profile', 'SCO Field Engineer') },
      visibilityProfile: { uuid: await api.uuidOf('visibility_profile', 'Cork Field') },
    });
    expect(await api.historyOf(top.uuid, 'demo.admin')).toEqual([]);
    expect(await api.historyOf(acme.uuid, 'demo.admin')).toHaveLength(1);
    expect(await api.historyOf(acme.uuid, 'demo.sco')).toHaveLength(1);
    expect(await api.historyOf(globex.uuid, 'demo.sco')).toEqual([]);
    const scoSees = await api.events('demo.sco', { size: '100', text: 'audit.' });
    expect(scoSees.items.map((e) => e.record.name)).not.toContain('audit.globex');

    const [topEntry] = await api.historyOf(top.uuid);
    const get = (who: string) => app.inject({ method: 'GET', url: `${API}/audit/events/${topEntry.uuid}`, headers: bearer(tokens[who]) });
    expect((await get('demo.errigal')).json()).toEqual(topEntry);
    expect((await get('demo.admin')).statusCode).toBe(404);
  });

  it('exports the filtered entries as CSV with the readable diff', async () => {
    const user = await createUser('audit.csv');
    await saveUser('demo.errigal', { ...user, businessProfile: { uuid: await api.uuidOf('business_profile', 'Customer Administrator') } });
    await app.ctx.background.idle();
    const res = await app.inject({ method: 'GET', url: `${API}/audit/export?recordUuid=${user.uuid}`, headers: bearer(tokens['demo.errigal']) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('at,actor,address,userAgent,action,recordType,recordUuid,recordName,changes');
    expect(lines.map((line) => line.split(',')[4])).toEqual(['action', 'push', 'update', 'push', 'create']);
    expect(lines[2]).toContain('Business profile: NOC Operator -> Customer Administrator');
  });
});

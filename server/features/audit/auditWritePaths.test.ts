import { bearer, loginAs, startTestApp } from '../../testing/testApp';
import { DEMO_INVENTORY_CREDENTIALS } from '../../config';
import { startDemoApps, type DemoApps } from '../../demoApps/demoAppServer';
import { startDemoInventory, type DemoInventory } from '../../inventory/demoInventoryServer';
import { startSmtpSink, type SmtpSink } from '../../mail/testing/smtpSink';
import { closedPortUrl } from '../../connectors/testing/unreachableApplications';
import { CATALOG_CREDENTIALS, startCatalogServer, type CatalogServer } from '../applications/testing/catalogServer';
import { newApplication } from '../applications/testing/applicationRequests';
import { elementUuid } from '../visibilityProfiles/testing/visibilityRequests';
import { AGENT, API, auditRequests, type Body, type Entry } from './testing/auditRequests';

// The audit trail (issue 20) of the write paths beyond users: applications and their syncs,
// visibility profiles and syncs, OAuth2 clients, password resets, lockouts and pushes. Each
// write leaves its one entry; a refused, stale or failed one leaves none.

let app: Awaited<ReturnType<typeof startTestApp>>;
let demo: DemoApps;
let catalog: CatalogServer;
let inventory: DemoInventory;
let smtp: SmtpSink;
let api: ReturnType<typeof auditRequests>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  [demo, catalog, inventory, smtp] = await Promise.all([startDemoApps({ port: 0 }), startCatalogServer(), startDemoInventory({ port: 0 }), startSmtpSink()]);
  app = await startTestApp({ demoAppsUrl: demo.url, smtpUrl: smtp.url, connectorTimeoutMs: 600 });
  for (const name of ['demo.errigal', 'demo.admin']) tokens[name] = await loginAs(app, name);
  api = auditRequests(app, tokens);
});
afterAll(async () => {
  await app.stop();
  await Promise.all([demo.close(), catalog.close(), inventory.close(), smtp.close()]);
});

const send = (who: string, method: 'GET' | 'DELETE', url: string) => app.inject({ method, url: `${API}${url}`, headers: { ...bearer(tokens[who]), ...AGENT } });
/** The newest entry of a record, and that there is exactly one more than before. */
async function newEntry(uuid: string, before: Entry[]): Promise<Entry> {
  const now = await api.historyOf(uuid);
  expect(now).toHaveLength(before.length + 1);
  return now[0];
}
/** Runs a write that must be refused with `status`, and checks it left no entry. */
async function leavesNoEntry(status: number, write: () => Promise<{ statusCode: number }>) {
  const before = await api.countRows();
  expect((await write()).statusCode).toBe(status);
  expect(await api.countRows()).toBe(before);
}
const byErrigal = { actor: { username: 'demo.errigal', uuid: expect.any(String) }, address: expect.any(String), userAgent: 'audit-test/1.0' };

describe('applications', () => {
  const connector = { apiHost: '', apiUsername: CATALOG_CREDENTIALS.username, apiPassword: CATALOG_CREDENTIALS.password };
  let uuid: string;

  it('records a save: the create with its settings and secrets as "changed", an update as the field that changed', async () => {
    connector.apiHost = catalog.url;
    const created = await api.post('demo.errigal', '/app/update', newApplication('Audit App', connector));
    expect(created.statusCode).toBe(200);
    uuid = created.json().uuid;
    const [entry] = await api.historyOf(uuid);
    expect(entry).toMatchObject({ ...byErrigal, action: 'create', record: { type: 'application', uuid, name: 'Audit App' } });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'Name', from: null, to: 'Audit App' },
        { field: 'Data username', from: null, to: 'app_reader' },
        { field: 'Data password', from: null, to: 'changed' },
        { field: 'API password', from: null, to: 'changed' },
      ]),
    );
    expect(JSON.stringify(entry)).not.toContain('db-secret-1');

    const updated = await api.post('demo.errigal', '/app/update', newApplication('Audit App', { ...connector, uuid, version: 1, dataUsername: 'app_writer' }));
    expect(updated.statusCode).toBe(200);
    expect((await newEntry(uuid, [entry])).changes).toEqual([{ field: 'Data username', from: 'app_reader', to: 'app_writer' }]);
  });

  it('records nothing for a stale save, a failed sync, or the refused delete of the built-in application', async () => {
    await leavesNoEntry(412, () => api.post('demo.errigal', '/app/update', newApplication('Audit App', { ...connector, uuid, version: 1, dataUsername: 'stale' })));
    catalog.answer({ status: 500 });
    await leavesNoEntry(502, () => api.post('demo.errigal', '/app/sync', { uuid }));
    const builtIn = await api.uuidOf('application', 'User Profile');
    await leavesNoEntry(409, () => send('demo.errigal', 'DELETE', `/app/${builtIn}`));
  });

  it('records a sync as the roles and elements it added and removed', async () => {
    catalog.answer({ catalog: { roles: [{ name: 'READER', category: null }, { name: 'WRITER', category: null }], elements: [{ name: 'Region A', category: 'TREE' }] } });
    const before = await api.historyOf(uuid);
    expect((await api.post('demo.errigal', '/app/sync', { uuid })).statusCode).toBe(200);
    const first = await newEntry(uuid, before);
    expect(first).toMatchObject({ ...byErrigal, action: 'sync', record: { name: 'Audit App' } });
    expect(first.changes).toEqual([
      { field: 'Roles', added: ['READER', 'WRITER'], removed: [] },
      { field: 'Elements', added: ['TREE: Region A'], removed: [] },
    ]);
    catalog.answer({ catalog: { roles: [{ name: 'READER', category: null }], elements: [{ name: 'Region B', category: 'TREE' }] } });
    expect((await api.post('demo.errigal', '/app/sync', { uuid })).statusCode).toBe(200);
    expect((await newEntry(uuid, [first, ...before])).changes).toEqual([
      { field: 'Roles', added: [], removed: ['WRITER'] },
      { field: 'Elements', added: ['TREE: Region B'], removed: ['TREE: Region A'] },
    ]);
  });

  it('records a sync all as one entry per application synced (none for one that failed), and a delete', async () => {
    catalog.answer({ catalog: { roles: [{ name: 'AUDITOR', category: null }], elements: [] } });
    const down = await api.uuidOf('application', 'Alarm Viewer');
    const [{ api_host: host }] = await app.ctx.db.query<{ api_host: string }>('select api_host from application where uuid = $1', [down]);
    await app.ctx.db.query('update application set api_host = $1 where uuid = $2', [await closedPortUrl(), down]);
    const res = await api.post('demo.errigal', '/app/syncAll', {});
    await app.ctx.db.query('update application set api_host = $1 where uuid = $2', [host, down]);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { uuid: string }[]).map((a) => a.uuid)).not.toContain(down);
    const [entry] = await api.historyOf(uuid);
    expect(entry).toMatchObject({ ...byErrigal, action: 'syncAll' });
    expect(entry.changes).toEqual([
      { field: 'Roles', added: ['AUDITOR'], removed: ['READER'] },
      { field: 'Elements', added: [], removed: ['TREE: Region B'] },
    ]);
    const synced = (await api.events('demo.errigal', { action: 'syncAll', size: '100' })).items;
    expect(synced.map((e) => e.record.uuid).sort()).toEqual((res.json() as { uuid: string }[]).map((a) => a.uuid).sort());
    expect(synced.length).toBeGreaterThan(1);

    expect((await send('demo.errigal', 'DELETE', `/app/${uuid}`)).statusCode).toBe(204);
    const [deleted] = await api.historyOf(uuid);
    expect(deleted).toMatchObject({ ...byErrigal, action: 'delete', record: { type: 'application', uuid, name: 'Audit App' } });
    expect(deleted.changes).toContainEqual({ field: 'Roles', added: [], removed: ['AUDITOR'] });
  });
});

describe('visibility profiles and sync', () => {
  const element = async (kind: string, name: string) => ({ uuid: await elementUuid(app, kind, name) });
  async function profile(name: string): Promise<Body> {
    const leinster = await element('cluster', 'Leinster');
    return {
      name,
      description: 'Leinster',
      minimumRole: { name: 'ADMIN' },
      errigalCustomerCompany: null,
      primaryVisibility: leinster,
      clusters: [leinster, await element('cluster', 'Dublin North'), await element('cluster', 'Dublin South')],
      carriers: [await element('carrier', 'Vodafone')],
      clusterGroups: [],
      defaultClusterGroup: null,
      networkGroups: [],
      neAttributes: [],
      venues: [],
    };
  }

  it('records a create and an update with the clusters (a subtree as its top cluster) and carriers by name; a stale save and an unknown delete leave none', async () => {
    const created = await api.post('demo.admin', '/profile/visibility/update', await profile('Audit Leinster'));
    expect(created.statusCode).toBe(200);
    const { uuid } = created.json();
    const [entry] = await api.historyOf(uuid);
    expect(entry).toMatchObject({ actor: { username: 'demo.admin' }, action: 'create', record: { type: 'visibilityProfile', name: 'Audit Leinster' } });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'Primary cluster', from: null, to: 'Leinster' },
        { field: 'Carriers', added: ['Vodafone'], removed: [] },
        { field: 'Clusters', added: ['Leinster (and 2 children)'], removed: [] },
      ]),
    );
    const loaded = await send('demo.admin', 'GET', `/profile/visibility/get/${uuid}`);
    const changed = { ...loaded.json(), carriers: [], clusters: [await element('cluster', 'Leinster')] };
    expect((await api.post('demo.admin', '/profile/visibility/update', changed)).statusCode).toBe(200);
    const updated = await newEntry(uuid, [entry]);
    expect(updated.changes).toEqual([
      { field: 'Carriers', added: [], removed: ['Vodafone'] },
      { field: 'Clusters', added: [], removed: ['Dublin North', 'Dublin South'] },
    ]);
    // A subtree added or removed with others shows as its top cluster, the others by name.
    const clusters = async (...names: string[]) => Promise.all(names.map((name) => element('cluster', name)));
    const saveClusters = async (names: string[]) => {
      const current = (await send('demo.admin', 'GET', `/profile/visibility/get/${uuid}`)).json();
      expect((await api.post('demo.admin', '/profile/visibility/update', { ...current, clusters: await clusters(...names) })).statusCode).toBe(200);
    };
    await saveClusters(['Leinster', 'Dublin North', 'Munster', 'Cork City']);
    const widened = await newEntry(uuid, [updated, entry]);
    expect(widened.changes).toEqual([{ field: 'Clusters', added: ['Dublin North', 'Munster (and 1 child)'], removed: [] }]);
    await saveClusters(['Leinster']);
    expect((await newEntry(uuid, [widened, updated, entry])).changes).toEqual([{ field: 'Clusters', added: [], removed: ['Dublin North', 'Munster (and 1 child)'] }]);
    await leavesNoEntry(412, () => api.post('demo.admin', '/profile/visibility/update', { ...changed, description: 'stale' }));
    await leavesNoEntry(404, () => send('demo.admin', 'DELETE', '/profile/visibility/00000000-0000-4000-8000-000000000000'));

    expect((await send('demo.admin', 'DELETE', `/profile/visibility/${uuid}`)).statusCode).toBe(204);
    const [deleted] = await api.historyOf(uuid);
    expect(deleted).toMatchObject({ action: 'delete', record: { name: 'Audit Leinster' } });
    expect(deleted.changes).toContainEqual({ field: 'Clusters', added: [], removed: ['Leinster'] });
  });

  it('records a visibility sync with its kind and count; a failed one leaves none', async () => {
    app.ctx.config.inventory = { ...app.ctx.config.inventory, url: inventory.url, authType: 'HTTP_BASIC', ...DEMO_INVENTORY_CREDENTIALS, timeoutMs: 5000 };
    const res = await send('demo.admin', 'GET', '/visibility/sync/carrier');
    expect(res.statusCode).toBe(200);
    const [entry] = (await api.events('demo.admin', { action: 'visibilitySync', size: '1' })).items;
    expect(entry).toMatchObject({
      actor: { username: 'demo.admin' },
      userAgent: 'audit-test/1.0',
      record: { type: 'visibilitySync', name: 'carrier' },
      changes: [{ field: 'Records synced', from: null, to: String(res.json()) }],
    });
    app.ctx.config.inventory = { ...app.ctx.config.inventory, url: await closedPortUrl() };
    const before = await api.countRows();
    expect((await send('demo.admin', 'GET', '/visibility/sync/carrier')).statusCode).toBeGreaterThanOrEqual(400);
    expect(await api.countRows()).toBe(before);
  });
});

describe('OAuth2 clients', () => {
  it('records an update as the fields that changed and a new secret only as "changed"; a stale save leaves none', async () => {
    const secret = 'Audit-Client-Secret-0123456789';
    const body = { name: 'Audit Portal', description: 'First', allowedRedirectTarget: 'https://portal.example.com/cb', clientSecret: secret };
    const created = await api.post('demo.errigal', '/authClient/update', body);
    expect(created.statusCode).toBe(200);
    const { uuid } = created.json();
    const history = await api.historyOf(uuid);
    const newSecret = 'Audit-Client-Secret-9876543210';
    expect((await api.post('demo.errigal', '/authClient/update', { ...body, uuid, version: 1, description: 'Second', clientSecret: newSecret })).statusCode).toBe(200);
    const rotated = await newEntry(uuid, history);
    expect(rotated).toMatchObject({ ...byErrigal, action: 'update', record: { type: 'authClient', name: 'Audit Portal' } });
    expect(rotated.changes).toEqual([
      { field: 'Description', from: 'First', to: 'Second' },
      { field: 'Secret', from: null, to: 'changed' },
    ]);
    expect((await api.post('demo.errigal', '/authClient/update', { ...body, uuid, version: 2, description: 'Third', clientSecret: '' })).statusCode).toBe(200);
    expect((await newEntry(uuid, [rotated, ...history])).changes).toEqual([{ field: 'Description', from: 'Second', to: 'Third' }]);
    await leavesNoEntry(412, () => api.post('demo.errigal', '/authClient/update', { ...body, uuid, version: 1, description: 'Stale' }));
    const stored = await app.ctx.db.query<{ changes: unknown }>('select changes from audit_event where record_uuid = $1', [uuid]);
    expect(JSON.stringify(stored)).not.toMatch(/Audit-Client-Secret/);
  });
});

describe('profiles refused', () => {
  it('a stale app profile or business profile save leaves no entry', async () => {
    for (const [kind, table, name] of [['app', 'app_profile', 'Snmp Operator'], ['business', 'business_profile', 'NOC Operator']]) {
      const uuid = await api.uuidOf(table, name);
      const loaded = (await send('demo.errigal', 'GET', `/profile/${kind}/get/${uuid}`)).json();
      await leavesNoEntry(412, () => api.post('demo.errigal', `/profile/${kind}/update`, { ...loaded, version: loaded.version + 1, description: 'stale' }));
    }
  });
});

describe('password resets and lockouts', () => {
  const LINK = /\/password\/new\/([A-Za-z0-9_-]+)/;

  it('records a reset mail sent by an admin, and the reset completed by its user; a bad token leaves none', async () => {
    const sco = await api.uuidOf('app_user', 'demo.sco', 'username');
    const from = smtp.received.length;
    expect((await api.post('demo.admin', '/password/reset', { uuid: sco })).statusCode).toBe(204);
    const [sent] = await api.historyOf(sco);
    expect(sent).toMatchObject({ actor: { username: 'demo.admin' }, userAgent: 'audit-test/1.0', action: 'passwordResetSent', record: { type: 'user', uuid: sco, name: 'demo.sco' } });
    const mail = await smtp.waitForMail((m) => m.to.includes('demo.sco@example.com'), from);
    const token = LINK.exec(mail.body)?.[1];
    const update = (t: string) =>
      app.inject({ method: 'POST', url: `${API}/password/update`, headers: AGENT, payload: { token: t, password: 'Audit-New-Password-1', rePassword: 'Audit-New-Password-1' } });
    await leavesNoEntry(400, () => update('not-a-token'));
    expect((await update(String(token))).statusCode).toBe(204);
    const [completed] = await api.historyOf(sco);
    expect(completed).toMatchObject({ actor: { username: 'demo.sco', uuid: sco }, userAgent: 'audit-test/1.0', action: 'passwordResetCompleted', record: { name: 'demo.sco' } });
  });

  it('records no reset sent, and keeps no token, when the mail server does not take the mail', async () => {
    const sco = await api.uuidOf('app_user', 'demo.sco', 'username');
    const tokensOf = async () => (await app.ctx.db.query<{ n: number }>('select count(*)::int as n from password_reset_token where user_uuid = $1', [sco]))[0].n;
    const before = await tokensOf();
    const refused = jest.spyOn(app.ctx.mailer, 'send').mockRejectedValueOnce(new Error('mail server down'));
    try {
      await leavesNoEntry(502, () => api.post('demo.admin', '/password/reset', { uuid: sco }));
    } finally {
      refused.mockRestore();
    }
    expect(await tokensOf()).toBe(before);
  });

  it('records a locked-out login under the account', async () => {
    const policy = app.ctx.config.loginThrottle;
    app.ctx.config.loginThrottle = { ...policy, threshold: 2, addressFreeFailures: 100 };
    try {
      for (let i = 0; i < 3; i++) await expect(loginAs(app, 'demo.sco', `wrong-${i}`)).rejects.toThrow();
    } finally {
      app.ctx.config.loginThrottle = policy;
    }
    const sco = await api.uuidOf('app_user', 'demo.sco', 'username');
    expect((await api.historyOf(sco)).slice(0, 3).map((e) => e.action)).toEqual(['loginLocked', 'loginFailed', 'loginFailed']);
  });
});

describe('pushes to applications after a user save', () => {
  it('records each application the saved user went to as updated or failed; a refused save pushes nothing', async () => {
    const uuidOf = api.uuidOf;
    const user = {
      username: 'audit.push',
      email: 'audit.push@example.com',
      firstName: 'Pat',
      lastName: 'Push',
      deskPhone: null,
      mobilePhone: null,
      active: true,
      location: { uuid: await uuidOf('location', 'Cork') },
      businessProfile: { uuid: await uuidOf('business_profile', 'NOC Operator') },
      visibilityProfile: { uuid: await uuidOf('visibility_profile', 'All Ireland') },
      minimumRole: { name: 'ADMIN' },
      errigalCustomerCompany: null,
      elements: [{ uuid: await uuidOf('application_element', 'North Tree') }],
    };
    const saved = await api.post('demo.errigal', '/user/update', { user });
    expect(saved.json()).toMatchObject({ failedUpdateApps: [] });
    const { uuid } = saved.json();
    const pushes = async () => (await api.events('demo.errigal', { recordUuid: uuid, action: 'push', size: '100' })).items;
    const [pushed] = await pushes();
    expect(pushed).toMatchObject({ ...byErrigal, record: { type: 'user', uuid, name: 'audit.push' } });
    expect(pushed.changes).toContainEqual({ field: 'Ticketer', from: null, to: 'updated' });
    expect(pushed.changes.every((c) => c.to === 'updated')).toBe(true);

    await app.ctx.db.query("update application set api_host = $1 where name = 'Ticketer'", [await closedPortUrl()]);
    const failed = await api.post('demo.errigal', '/user/update', { user: { ...user, uuid, version: 1, firstName: 'Patricia' } });
    expect(failed.json()).toMatchObject({ failedUpdateApps: ['Ticketer'] });
    const [second] = await pushes();
    expect(second.changes).toContainEqual({ field: 'Ticketer', from: null, to: 'failed' });
    expect(second.changes.filter((c) => c.to === 'failed')).toHaveLength(1);
    expect(second.changes.filter((c) => c.to === 'updated').map((c) => c.field)).toEqual(pushed.changes.filter((c) => c.field !== 'Ticketer').map((c) => c.field));

    await leavesNoEntry(412, () => api.post('demo.errigal', '/user/update', { user: { ...user, uuid, version: 1, firstName: 'Stale' } }));
  });

  it("records the push of each user a profile save affects, under the profile's saver, with each application's outcome", async () => {
    await app.ctx.db.query("update application set api_host = $1 where name = 'Ticketer'", [await closedPortUrl()]);
    const uuid = await api.uuidOf('business_profile', 'NOC Operator');
    const loaded = (await send('demo.errigal', 'GET', `/profile/business/get/${uuid}`)).json();
    const ticketerProfiles = (await app.ctx.db.query<{ uuid: string }>("select p.uuid from app_profile p join application a on a.uuid = p.application_uuid where a.name = 'Ticketer'")).map((r) => r.uuid);
    const appProfiles = (loaded.appProfiles as { uuid: string }[]).filter((p) => !ticketerProfiles.includes(p.uuid));
    expect(appProfiles.length).toBe(loaded.appProfiles.length - 1);
    const pushesBefore = (await api.events('demo.errigal', { action: 'push', size: '1' })).total;

    const saved = await api.post('demo.errigal', '/profile/business/update', { ...loaded, appProfiles });
    expect(saved.statusCode).toBe(200);
    let job = saved.json().pushJob;
    while (!job.finished) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await send('demo.errigal', 'GET', `/user/push/${job.uuid}`)).json();
    }
    expect(job).toMatchObject({ done: job.total, failedApps: ['Ticketer'] });
    const pushes = (await api.events('demo.errigal', { action: 'push', size: '100' })).items.slice(0, job.total);
    expect((await api.events('demo.errigal', { action: 'push', size: '1' })).total).toBe(pushesBefore + job.total);
    const auditPush = pushes.find((e) => e.record.name === 'audit.push');
    expect(auditPush).toMatchObject({ ...byErrigal, changes: [{ field: 'Ticketer', from: null, to: 'failed' }] });
  });

  it('records the push of each user a bulk job changes, after its change, under the job starter', async () => {
    const uuid = await api.uuidOf('app_user', 'audit.push', 'username');
    const started = await api.post('demo.errigal', '/user/bulkJob', { action: 'inactivate', selection: { uuids: [uuid] } });
    expect(started.statusCode).toBe(202);
    let job = started.json();
    while (job.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await send('demo.errigal', 'GET', `/user/bulkJob/${job.uuid}`)).json();
    }
    expect(job).toMatchObject({ state: 'done', succeeded: 1 });
    const [push, inactivated] = (await api.events('demo.errigal', { recordUuid: uuid, size: '2' })).items;
    expect(inactivated).toMatchObject({ ...byErrigal, action: 'inactivate', changes: [{ field: 'Active', from: 'Yes', to: 'No' }] });
    expect(push).toMatchObject({ ...byErrigal, action: 'push' });
    expect(push.changes.length).toBeGreaterThan(0);
    expect(push.changes.every((c) => c.to === 'updated')).toBe(true);
  });
});

describe('deletes of companies and profiles', () => {
  it('records a company delete; a delete refused while in use, a duplicate name or a built-in profile leave none', async () => {
    const company = await api.post('demo.errigal', '/customerCompany/update', { name: 'Audit Gone' });
    expect(company.statusCode).toBe(200);
    const { uuid } = company.json();
    await leavesNoEntry(409, () => api.post('demo.errigal', '/customerCompany/update', { name: 'Audit Gone' }));
    expect((await send('demo.errigal', 'DELETE', `/customerCompany/${uuid}`)).statusCode).toBe(204);
    const [deleted] = await api.historyOf(uuid);
    expect(deleted).toMatchObject({ ...byErrigal, action: 'delete', record: { type: 'customerCompany', uuid, name: 'Audit Gone' }, changes: [{ field: 'Name', from: 'Audit Gone', to: null }] });

    await leavesNoEntry(409, async () => send('demo.errigal', 'DELETE', `/customerCompany/${await api.uuidOf('customer_company', 'Acme Towers')}`));
    const builtIn = await api.uuidOf('business_profile', 'Console Administrator');
    await leavesNoEntry(403, () => send('demo.errigal', 'DELETE', `/profile/business/${builtIn}`));
  });
});

import { loginAs, startTestApp } from '../../testing/testApp';
import { closedPortUrl } from '../../connectors/testing/unreachableApplications';
import { startCatalogServer, CATALOG_CREDENTIALS, type CatalogServer } from './testing/catalogServer';
import { applicationRequests, newApplication, uuidOf, type TestApp } from './testing/applicationRequests';
import { BUILT_IN_SYNC } from './applicationSync';

const TIMEOUT_MS = 600;
let app: TestApp;
let source: CatalogServer;
const tokens: Record<string, string> = {};
let api: ReturnType<typeof applicationRequests>;

beforeAll(async () => {
  source = await startCatalogServer();
  app = await startTestApp({ connectorTimeoutMs: TIMEOUT_MS });
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
  api = applicationRequests(app, tokens);
});
afterAll(async () => {
  await app.stop();
  await source.close();
});

/** An application pointing at the test's catalog server. */
async function syncedApplication(name: string, apiAuthType: 'HTTP_BASIC' | 'OAUTH2' = 'HTTP_BASIC') {
  const res = await api.save(
    'demo.errigal',
    newApplication(name, { apiHost: source.url, apiAuthType, apiUsername: CATALOG_CREDENTIALS.username, apiPassword: CATALOG_CREDENTIALS.password }),
  );
  expect(res.statusCode).toBe(200);
  return res.json().uuid as string;
}

const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('sync one application', () => {
  it('reads GET /roles with HTTP_BASIC and stores the roles and elements', async () => {
    const uuid = await syncedApplication('Sync Basic');
    source.answer({
      catalog: {
        roles: [{ name: 'READER', category: null }, { name: 'WRITER', category: 'EDIT' }],
        elements: [{ name: 'Region A', category: 'NOVA_NOVA_TREE' }],
      },
    });
    const res = await api.sync('demo.admin', uuid);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().roles)).toEqual(['READER', 'WRITER']);
    expect(res.json().roles[1]).toMatchObject({ category: 'EDIT', minimumRole: { name: 'ADMIN' } });
    expect(res.json().elements).toEqual([expect.objectContaining({ name: 'Region A', category: 'NOVA_NOVA_TREE' })]);
    expect(res.json()).not.toHaveProperty('apiHost');
    expect(source.authorizations().at(-1)).toMatch(/^Basic /);
    expect(res.body).not.toContain(CATALOG_CREDENTIALS.password);
  });

  it('OAUTH2: gets a client-credentials token first and sends it as Bearer', async () => {
    const uuid = await syncedApplication('Sync OAuth', 'OAUTH2');
    source.answer({ catalog: { roles: [{ name: 'OPS', category: null }], elements: [] } });
    const before = source.tokenRequests();
    const res = await api.sync('demo.errigal', uuid);
    expect(res.statusCode).toBe(200);
    expect(names(res.json().roles)).toEqual(['OPS']);
    expect(source.tokenRequests()).toBe(before + 1);
    expect(source.authorizations().at(-1)).toMatch(/^Bearer /);
  });

  it('kept roles keep their uuid, Visible To and profiles; gone ones leave the application, its app profiles and users in one go', async () => {
    const uuid = await syncedApplication('Sync Keep');
    source.answer({
      catalog: {
        roles: [{ name: 'KEEP', category: null }, { name: 'GONE', category: null }],
        elements: [{ name: 'Stay', category: 'CAT' }, { name: 'Leave', category: 'CAT' }],
      },
    });
    const first = (await api.sync('demo.errigal', uuid)).json();
    const keep = first.roles.find((r: { name: string }) => r.name === 'KEEP');
    const stay = first.elements.find((e: { name: string }) => e.name === 'Stay');
    await app.ctx.db.query("update application_role set minimum_role = 'SCO_ADMIN' where uuid = $1", [keep.uuid]);
    const [{ uuid: profile }] = await app.ctx.db.query<{ uuid: string }>(
      "insert into app_profile (name, application_uuid) values ('Sync Keep Profile', $1) returning uuid",
      [uuid],
    );
    for (const role of first.roles) await app.ctx.db.query('insert into app_profile_role values ($1, $2)', [profile, role.uuid]);
    for (const element of first.elements) await app.ctx.db.query('insert into app_profile_element values ($1, $2)', [profile, element.uuid]);
    const [{ uuid: user }] = await app.ctx.db.query<{ uuid: string }>("select uuid from app_user where username = 'demo.admin'");
    for (const element of first.elements) await app.ctx.db.query('insert into user_element (user_uuid, element_uuid) values ($1, $2)', [user, element.uuid]);

    source.answer({ catalog: { roles: [{ name: 'KEEP', category: null }, { name: 'NEW', category: null }], elements: [{ name: 'Stay', category: 'CAT' }] } });
    const second = await api.sync('demo.errigal', uuid);
    expect(second.statusCode).toBe(200);
    expect(names(second.json().roles)).toEqual(['KEEP', 'NEW']);
    expect(second.json().roles[0]).toMatchObject({ uuid: keep.uuid, minimumRole: { name: 'SCO_ADMIN' } });
    expect(second.json().elements).toEqual([expect.objectContaining({ uuid: stay.uuid, name: 'Stay' })]);
    expect(second.json().version).toBe(first.version + 1);
    const profileRoles = await app.ctx.db.query<{ role_uuid: string }>('select role_uuid from app_profile_role where app_profile_uuid = $1', [profile]);
    expect(profileRoles.map((r) => r.role_uuid)).toEqual([keep.uuid]);
    const profileElements = await app.ctx.db.query<{ element_uuid: string }>('select element_uuid from app_profile_element where app_profile_uuid = $1', [profile]);
    expect(profileElements.map((e) => e.element_uuid)).toEqual([stay.uuid]);
    const userElements = await app.ctx.db.query<{ element_uuid: string }>(
      'select ue.element_uuid from user_element ue join application_element e on e.uuid = ue.element_uuid where e.application_uuid = $1',
      [uuid],
    );
    expect(userElements.map((e) => e.element_uuid)).toEqual([stay.uuid]);
  });

  it('an element removed in the console that the application still lists comes back at the next sync as a new one: Customer level, in no app profile, with no user', async () => {
    const connector = { apiHost: source.url, apiUsername: CATALOG_CREDENTIALS.username, apiPassword: CATALOG_CREDENTIALS.password };
    const uuid = await syncedApplication('Sync Removed');
    source.answer({ catalog: { roles: [], elements: [{ name: 'Region R', category: 'CAT' }] } });
    const synced = (await api.sync('demo.errigal', uuid)).json();
    const [element] = synced.elements;
    await app.ctx.db.query("update application_element set minimum_role = 'SCO_ADMIN' where uuid = $1", [element.uuid]);
    const [{ uuid: profile }] = await app.ctx.db.query<{ uuid: string }>(
      "insert into app_profile (name, application_uuid) values ('Sync Removed Profile', $1) returning uuid",
      [uuid],
    );
    await app.ctx.db.query('insert into app_profile_element values ($1, $2)', [profile, element.uuid]);
    const [{ uuid: user }] = await app.ctx.db.query<{ uuid: string }>("select uuid from app_user where username = 'demo.admin'");
    await app.ctx.db.query('insert into user_element (user_uuid, element_uuid) values ($1, $2)', [user, element.uuid]);
    const holders = async () => ({
      profiles: await app.ctx.db.query('select 1 from app_profile_element where app_profile_uuid = $1', [profile]),
      users: await app.ctx.db.query(
        'select 1 from user_element ue join application_element e on e.uuid = ue.element_uuid where e.application_uuid = $1 and ue.user_uuid = $2',
        [uuid, user],
      ),
    });

    const removed = await api.save('demo.errigal', { ...newApplication('Sync Removed', connector), uuid, version: synced.version, elements: [{ ...element, deleteMe: true }] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().elements).toEqual([]);
    expect(await holders()).toEqual({ profiles: [], users: [] });

    const back = (await api.sync('demo.errigal', uuid)).json();
    expect(back.elements).toEqual([expect.objectContaining({ name: 'Region R', category: 'CAT', minimumRole: { name: 'ADMIN' } })]);
    expect(back.elements[0].uuid).not.toBe(element.uuid);
    expect(await holders()).toEqual({ profiles: [], users: [] });
    // Not one more application for the sync-all tests below to call.
    expect((await api.remove('demo.errigal', uuid)).statusCode).toBe(204);
  });

  it('parallel syncs of one application all succeed and leave each role and element once', async () => {
    const uuid = await syncedApplication('Sync Parallel');
    source.answer({
      catalog: { roles: [{ name: 'A', category: null }, { name: 'B', category: null }], elements: [{ name: 'E', category: 'CAT' }] },
    });
    const results = await Promise.all([1, 2, 3, 4].map(() => api.sync('demo.errigal', uuid)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const stored = (await api.get('demo.errigal', uuid)).json();
    expect(names(stored.roles)).toEqual(['A', 'B']);
    expect(names(stored.elements)).toEqual(['E']);
  });

  it('an empty catalog empties the application (the source lists nothing)', async () => {
    const uuid = await syncedApplication('Sync Empty');
    source.answer({ catalog: { roles: [{ name: 'ONE', category: null }], elements: [] } });
    await api.sync('demo.errigal', uuid);
    source.answer({ catalog: { roles: [], elements: [] } });
    const res = await api.sync('demo.errigal', uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ roles: [], elements: [] });
  });

  it('a connector that fails, refuses, answers nonsense or is down is 502; nothing changes', async () => {
    const uuid = await syncedApplication('Sync Failing');
    source.answer({ catalog: { roles: [{ name: 'STAYS', category: null }], elements: [] } });
    const before = (await api.sync('demo.errigal', uuid)).json();
    for (const answer of [{ status: 500 }, { status: 401 }, { body: { roles: 'nope' } }, { body: { roles: [{ name: 'x'.repeat(256) }], elements: [] } }]) {
      source.answer(answer);
      const res = await api.sync('demo.errigal', uuid);
      expect(res.statusCode).toBe(502);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json().detail).toBe('Sync Failing could not be synced: its connector failed');
    }
    await app.ctx.db.query('update application set api_host = $2 where uuid = $1', [uuid, await closedPortUrl()]);
    expect((await api.sync('demo.errigal', uuid)).statusCode).toBe(502);
    expect((await api.get('demo.errigal', uuid)).json()).toMatchObject({ roles: [expect.objectContaining({ name: 'STAYS' })], version: before.version });
  });

  it('a connector that does not answer in time is 504 within the timeout', async () => {
    const uuid = await syncedApplication('Sync Slow');
    source.answer({ delayMs: TIMEOUT_MS * 5 });
    const started = Date.now();
    const res = await api.sync('demo.errigal', uuid);
    expect(res.statusCode).toBe(504);
    expect(res.json().detail).toBe('Sync Slow did not answer in time');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 700);
  });

  it('the built-in User Profile has no connector: 409; SCO_ADMIN 403; unknown 404', async () => {
    const userProfile = await uuidOf(app, 'application', 'User Profile');
    const res = await api.sync('demo.errigal', userProfile);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(BUILT_IN_SYNC);
    expect((await api.get('demo.errigal', userProfile)).json().roles).toHaveLength(3);
    expect((await api.sync('demo.sco', userProfile)).statusCode).toBe(403);
    expect((await api.sync('demo.errigal', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('sync all applications', () => {
  it('answers the applications that synced; failing ones are left out and unchanged', async () => {
    source.answer({ catalog: { roles: [{ name: 'ALL', category: null }], elements: [] } });
    const res = await api.syncAll('demo.admin');
    expect(res.statusCode).toBe(200);
    const synced = names(res.json());
    // The seeded demo applications point at a closed port in tests; the test's ones answer.
    expect(synced).toEqual(expect.arrayContaining(['Sync Basic', 'Sync OAuth']));
    expect(synced).not.toEqual(expect.arrayContaining(['Snmp Manager']));
    expect(synced).not.toContain('User Profile');
    for (const application of res.json()) expect(names(application.roles)).toEqual(['ALL']);
    expect(names((await api.get('demo.errigal', await uuidOf(app, 'application', 'Ticketer'))).json().roles)).toEqual(['AGENT', 'SUPERVISOR']);
  });

  it('answers an empty list when no application syncs', async () => {
    source.answer({ status: 503 });
    const res = await api.syncAll('demo.errigal');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

import { bearer, loginAs, startTestApp } from '../../testing/testApp';
import { startDemoApps, type DemoApps } from '../../demoApps/demoAppServer';
import { demoApiHost } from '../../demoApps/demoCatalog';
import { closedPortUrl, startSlowApplication } from '../../connectors/testing/unreachableApplications';

const API = '/userprofile/api/v1';
const TIMEOUT_MS = 800;
let app: Awaited<ReturnType<typeof startTestApp>>;
let demo: DemoApps;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  demo = await startDemoApps({ port: 0 });
  app = await startTestApp({ demoAppsUrl: demo.url, connectorTimeoutMs: TIMEOUT_MS });
  for (const name of ['demo.errigal', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(async () => {
  await app.stop();
  await demo.close();
});

const uuidOf = async (table: string, name: string) =>
  (await app.ctx.db.query<{ uuid: string }>(`select uuid from ${table} where name = $1`, [name]))[0].uuid;
const setApiHost = (application: string, apiHost: string) =>
  app.ctx.db.query('update application set api_host = $2 where name = $1', [application, apiHost]);
const restoreDemoHosts = async () => {
  await setApiHost('Snmp Manager', demoApiHost(demo.url, 'snmp-manager'));
  await setApiHost('Ticketer', demoApiHost(demo.url, 'ticketer'));
  await setApiHost('Alarm Viewer', demoApiHost(demo.url, 'alarm-viewer'));
};
const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: `${API}${url}`, headers: bearer(tokens['demo.errigal']), payload });
const storedUser = async (username: string) =>
  (await app.ctx.db.query<{ uuid: string; email: string; desk_phone: string | null; mobile_phone: string | null; version: number }>(
    'select uuid, email, desk_phone, mobile_phone, version from app_user where username = $1',
    [username],
  ))[0];

/** A user with the NOC Operator profile: Snmp Manager, Ticketer and Alarm Viewer. */
async function nocUser(username: string) {
  return {
    username,
    email: `${username}@example.com`,
    firstName: 'Pat',
    lastName: 'Doyle',
    active: true,
    businessProfile: { uuid: await uuidOf('business_profile', 'NOC Operator') },
    visibilityProfile: { uuid: await uuidOf('visibility_profile', 'All Ireland') },
    minimumRole: { name: 'ADMIN' },
    elements: [{ uuid: await uuidOf('application_element', 'North Tree'), actualValue: 'Dublin' }],
  };
}

describe('a saved user is pushed to the applications its business profile grants', () => {
  it('each application gets the user with the roles and elements it grants', async () => {
    const res = await post('/user/update', { user: await nocUser('pat.doyle') });
    expect(res.json()).toEqual({ uuid: expect.any(String), failedUpdateApps: [] });
    const pushed = (slug: string) => demo.usersOf(slug).find((u) => u.username === 'pat.doyle');
    expect(pushed('snmp-manager')).toEqual({
      username: 'pat.doyle',
      email: 'pat.doyle@example.com',
      firstName: 'Pat',
      lastName: 'Doyle',
      deskPhone: null,
      mobilePhone: null,
      active: true,
      roles: ['OPERATOR', 'VIEWER'],
      elements: [{ name: 'North Tree', category: 'NOVA_NOVA_TREE', value: 'Dublin' }],
    });
    expect(pushed('ticketer')).toMatchObject({ roles: ['AGENT'], elements: [] });
    expect(pushed('alarm-viewer')).toMatchObject({ roles: ['VIEWER'] });
  });

  it('updates, activation and inactivation are pushed too; their responses are unchanged', async () => {
    const { uuid } = (await post('/user/update', { user: await nocUser('kim.walsh') })).json();
    const loaded = (await app.inject({ method: 'GET', url: `${API}/user/${uuid}`, headers: bearer(tokens['demo.errigal']) })).json();
    expect((await post('/user/update', { user: { ...loaded, email: 'kim@example.org' } })).json().failedUpdateApps).toEqual([]);
    expect(demo.usersOf('ticketer').find((u) => u.username === 'kim.walsh')).toMatchObject({ email: 'kim@example.org' });

    const inactivated = await post('/user/inactivate', { uuid });
    expect(inactivated.statusCode).toBe(200);
    expect(inactivated.json()).toEqual([expect.objectContaining({ uuid, active: false })]);
    expect(demo.usersOf('snmp-manager').find((u) => u.username === 'kim.walsh')).toMatchObject({ active: false });
    await post('/user/activate', { uuid });
    expect(demo.usersOf('alarm-viewer').find((u) => u.username === 'kim.walsh')).toMatchObject({ active: true });
  });

  it('an application that is down or too slow is named in failedUpdateApps; the save completes within the timeout', async () => {
    const slow = await startSlowApplication(TIMEOUT_MS * 4);
    try {
      await setApiHost('Ticketer', await closedPortUrl());
      await setApiHost('Alarm Viewer', slow.url);
      const started = Date.now();
      const res = await post('/user/update', { user: await nocUser('lee.nolan') });
      const elapsed = Date.now() - started;
      expect(res.statusCode).toBe(200);
      expect(res.json().failedUpdateApps).toEqual(['Alarm Viewer', 'Ticketer']);
      expect(elapsed).toBeLessThan(TIMEOUT_MS + 700);
      expect(slow.calls()).toBe(1);
      expect(await storedUser('lee.nolan')).toBeDefined();
      expect(demo.usersOf('snmp-manager').some((u) => u.username === 'lee.nolan')).toBe(true);
    } finally {
      await restoreDemoHosts();
      await slow.close();
    }
  });
});

describe('pull user info', () => {
  const pull = (who: string) => app.inject({ method: 'GET', url: `${API}/user/pullUsers`, headers: bearer(tokens[who]) });

  it('updates what the applications know of the users the caller may see', async () => {
    const before = await storedUser('aoife.murphy0');
    const sco = await pull('demo.sco');
    expect(sco.json()).toEqual({ updated: 2, answeredApps: ['Alarm Viewer', 'Snmp Manager', 'Ticketer'], failedApps: [] });
    expect(await storedUser('demo.sco')).toMatchObject({ desk_phone: '+353 1 555 0199' });
    expect(await storedUser('brian.mccarthy1')).toMatchObject({ email: 'brian.mccarthy@ticketer.example.com' });
    expect(await storedUser('aoife.murphy0')).toEqual(before);

    expect((await pull('demo.errigal')).json()).toEqual({ updated: 2, answeredApps: ['Alarm Viewer', 'Snmp Manager', 'Ticketer'], failedApps: [] });
    // Snmp Manager and Ticketer both know Aoife's mobile: the first by name wins.
    expect(await storedUser('aoife.murphy0')).toMatchObject({ mobile_phone: '+353 87 555 0100', email: before.email, version: before.version + 1 });
    expect(await storedUser('ciara.ryan2')).toMatchObject({ desk_phone: '+353 21 555 0122' });
    expect((await pull('demo.errigal')).json()).toEqual({ updated: 0, answeredApps: ['Alarm Viewer', 'Snmp Manager', 'Ticketer'], failedApps: [] });
  });

  it('names the applications that fail and still applies the others', async () => {
    try {
      await setApiHost('Ticketer', await closedPortUrl());
      await app.ctx.db.query("update app_user set mobile_phone = null where username = 'aoife.murphy0'");
      expect((await pull('demo.errigal')).json()).toEqual({ updated: 1, answeredApps: ['Alarm Viewer', 'Snmp Manager'], failedApps: ['Ticketer'] });
      expect(await storedUser('aoife.murphy0')).toMatchObject({ mobile_phone: '+353 87 555 0100' });
    } finally {
      await restoreDemoHosts();
    }
  });

  it('says that no application answered when every one fails', async () => {
    try {
      for (const name of ['Snmp Manager', 'Ticketer', 'Alarm Viewer']) await setApiHost(name, await closedPortUrl());
      expect((await pull('demo.errigal')).json()).toEqual({
        updated: 0,
        answeredApps: [],
        failedApps: ['Alarm Viewer', 'Snmp Manager', 'Ticketer'],
      });
    } finally {
      await restoreDemoHosts();
    }
  });
});

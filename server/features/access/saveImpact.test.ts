import { bearer, loginAs, startTestApp } from '../../testing/testApp';

// "What will this save change": a dry run of the profile saves, rolled back, against hand-worked
// examples on the demo data (NOC Operator = Snmp Operator + Ticketer Agent + Alarm Watch).

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(() => app.stop());

type Body = Record<string, unknown> & { uuid: string; version: number };
const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `${API}${url}`, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });
const uuidOf = async (table: string, name: string) => (await app.ctx.db.query<{ uuid: string }>(`select uuid from ${table} where name = $1`, [name]))[0].uuid;
const usersWith = async (column: string, uuid: string, extra = '') =>
  Number((await app.ctx.db.query<{ n: number }>(`select count(*)::int as n from app_user u where ${column} = $1 ${extra}`, [uuid]))[0].n);

describe('save impact dry runs', () => {
  it('tells what taking an app profile out of a business profile would change, and changes nothing', async () => {
    const uuid = await uuidOf('business_profile', 'NOC Operator');
    const profile = (await call('demo.errigal', 'GET', `/profile/business/get/${uuid}`)).json<Body & { appProfiles: { name: string }[] }>();
    const without = { ...profile, appProfiles: profile.appProfiles.filter((p) => p.name !== 'Ticketer Agent') };
    const res = await call('demo.errigal', 'POST', '/access/impact/businessProfile', without);
    expect(res.statusCode).toBe(200);
    const users = await usersWith('u.business_profile_uuid', uuid);
    expect(res.json()).toEqual({
      users,
      changes: [
        { change: 'lose', what: 'AGENT in Ticketer', users },
        { change: 'lose', what: 'element Daily Reports in Ticketer', users },
      ],
    });
    // Rolled back: the same profile, at the same version.
    const after = (await call('demo.errigal', 'GET', `/profile/business/get/${uuid}`)).json<Body>();
    expect(after).toEqual(profile);
    // ADMIN counts only the users it may see (not ERRIGAL_ADMIN ones).
    const asAdmin = (await call('demo.admin', 'POST', '/access/impact/businessProfile', without)).json<{ users: number }>();
    expect(asAdmin.users).toBe(await usersWith('u.business_profile_uuid', uuid, `and u.minimum_role <> 'ERRIGAL_ADMIN'`));
  });

  it("tells what an app profile's new role gives each user of its business profiles", async () => {
    const uuid = await uuidOf('app_profile', 'Snmp Viewer');
    const profile = (await call('demo.errigal', 'GET', `/profile/app/get/${uuid}`)).json<Body & { roles: { name: string }[] }>();
    const engineer = (
      await app.ctx.db.query<{ uuid: string }>(
        `select r.uuid from application_role r join application a on a.uuid = r.application_uuid where a.name = 'Snmp Manager' and r.name = 'ENGINEER'`,
      )
    )[0].uuid;
    const res = await call('demo.errigal', 'POST', '/access/impact/appProfile', {
      ...profile,
      roles: [...profile.roles, { uuid: engineer, name: 'ENGINEER' }],
    });
    expect(res.statusCode).toBe(200);
    // Snmp Viewer is in SCO Administrator and SCO Field Engineer.
    const users = Number(
      (
        await app.ctx.db.query<{ n: number }>(
          `select count(*)::int as n from app_user u join business_profile b on b.uuid = u.business_profile_uuid where b.name in ('SCO Administrator', 'SCO Field Engineer')`,
        )
      )[0].n,
    );
    expect(res.json()).toEqual({ users, changes: [{ change: 'gain', what: 'ENGINEER in Snmp Manager', users }] });
    expect((await call('demo.errigal', 'GET', `/profile/app/get/${uuid}`)).json()).toEqual(profile);
  });

  it('tells which clusters, children included, the users of a visibility profile would gain and lose', async () => {
    const uuid = await uuidOf('visibility_profile', 'Cork Field');
    const profile = (await call('demo.errigal', 'GET', `/profile/visibility/get/${uuid}`)).json<Body>();
    const leinster = { uuid: await uuidOf('visibility_element', 'Leinster'), name: 'Leinster' };
    const res = await call('demo.errigal', 'POST', '/access/impact/visibilityProfile', { ...profile, primaryVisibility: leinster, clusters: [leinster] });
    expect(res.statusCode).toBe(200);
    const users = await usersWith('u.visibility_profile_uuid', uuid);
    expect(res.json<{ changes: object[] }>().changes).toEqual([
      { change: 'gain', what: 'cluster Dublin North', users },
      { change: 'gain', what: 'cluster Dublin South', users },
      { change: 'gain', what: 'cluster Leinster', users },
      { change: 'lose', what: 'cluster Cork City', users },
      { change: 'lose', what: 'cluster Munster', users },
    ]);
  });

  it('answers as the save does for a stale version, and nothing for an unchanged or new profile', async () => {
    const uuid = await uuidOf('visibility_profile', 'Cork Field');
    const profile = (await call('demo.errigal', 'GET', `/profile/visibility/get/${uuid}`)).json<Body>();
    const same = await call('demo.errigal', 'POST', '/access/impact/visibilityProfile', profile);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ users: await usersWith('u.visibility_profile_uuid', uuid), changes: [] });
    expect((await call('demo.errigal', 'POST', '/access/impact/visibilityProfile', { ...profile, version: profile.version - 1 })).statusCode).toBe(412);
    const { uuid: _uuid, version: _version, ...fresh } = profile;
    const created = await call('demo.errigal', 'POST', '/access/impact/visibilityProfile', { ...fresh, name: 'Never Saved' });
    expect(created.json()).toEqual({ users: 0, changes: [] });
    expect(await app.ctx.db.query(`select 1 from visibility_profile where name = 'Never Saved'`)).toEqual([]);
    expect((await call('demo.sco', 'POST', '/access/impact/visibilityProfile', profile)).statusCode).toBe(403);
  });
});

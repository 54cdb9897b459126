import { sql } from 'kysely';
import { bearer, loginAs, startTestApp } from '../../../testing/testApp';
import { startSmtpSink, type SmtpSink } from '../../../mail/testing/smtpSink';
import type { Caller } from '../../../auth/visibility';
import { runBulkJob, type BulkJobEffects } from './bulkJobRunner';
import { CHANGED_SINCE_SELECTED } from './refusalReason';
import { createJob } from './bulkJobStore';
import { SYSTEM_ACTOR } from '../../../audit/auditLog';
import { NOTHING_SELECTED, ONE_SELECTION } from './handlers';

// Issue 22: bulk actions on selected users run as jobs, by the rules of a single write per user.
const API = '/userprofile/api/v1';
type Job = { uuid: string; state: string; total: number; processed: number; succeeded: number; failedCount: number; failures: { username: string; reason: string }[] };

let smtp: SmtpSink;
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ smtpUrl: smtp.url, connectorTimeoutMs: 300 });
  for (const username of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[username] = await loginAs(app, username);
});
afterAll(async () => {
  await app.stop();
  await smtp.close();
});

const start = (as: string, payload: object) => app.inject({ method: 'POST', url: `${API}/user/bulkJob`, headers: bearer(tokens[as]), payload });
const read = (as: string, uuid: string) => app.inject({ method: 'GET', url: `${API}/user/bulkJob/${uuid}`, headers: bearer(tokens[as]) });

async function finished(as: string, uuid: string): Promise<Job> {
  for (;;) {
    const job = (await read(as, uuid)).json<Job>();
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function users(where: string) {
  return app.ctx.db.query<{ uuid: string; username: string; version: number; active: boolean; bp: string | null; vp: string | null }>(
    `select u.uuid, u.username, u.version, u.active, bp.name as bp, vp.name as vp from app_user u
       left join business_profile bp on bp.uuid = u.business_profile_uuid left join visibility_profile vp on vp.uuid = u.visibility_profile_uuid
      where ${where} order by lower(u.username)`,
  );
}
const profileUuid = async (table: string, name: string) => (await app.ctx.db.query<{ uuid: string }>(`select uuid from ${table} where name = $1`, [name]))[0].uuid;

it('"all matching" takes every user the filter matches on every page, and sets the profile on each it may', async () => {
  const filter = { active: true, profile: 'noc operator' };
  const page = (await app.inject({ method: 'GET', url: `${API}/user/list/page?profile=noc%20operator&size=10`, headers: bearer(tokens['demo.errigal']) })).json<{ total: number }>();
  const before = await users(`u.active and bp.name = 'NOC Operator'`);
  expect(before.length).toBe(page.total);
  expect(before.length).toBeGreaterThan(3);

  const started = await start('demo.errigal', { action: 'setVisibilityProfile', profile: { uuid: await profileUuid('visibility_profile', 'UK Network') }, selection: { filter } });
  expect(started.statusCode).toBe(202);
  const job = await finished('demo.errigal', started.json<Job>().uuid);
  expect(job).toMatchObject({ state: 'done', total: before.length, processed: before.length });
  expect(job.succeeded + job.failedCount).toBe(before.length);

  const after = new Map((await users(`u.uuid in (${before.map((u) => `'${u.uuid}'`).join(',')})`)).map((u) => [u.uuid, u]));
  const failed = new Set(job.failures.map((f) => f.username));
  for (const user of before) {
    const now = after.get(user.uuid)!;
    if (failed.has(user.username)) expect(now).toEqual(user); // refused: untouched
    else expect([now.vp, now.version]).toEqual(['UK Network', user.version + 1]);
  }
  expect(job.succeeded).toBeGreaterThan(0);
  // Each user changed has its audit entry, naming the admin who started the job (issue 20).
  const entries = await app.ctx.db.query<{ n: number }>(
    `select count(*)::int as n from audit_event where actor_name = 'demo.errigal' and record_type = 'user' and action = 'update'
        and record_uuid = any($1::uuid[]) and changes::text like '%UK Network%'`,
    [before.map((u) => u.uuid)],
  );
  expect(entries[0].n).toBe(job.succeeded);

  const csv = await app.inject({ method: 'GET', url: `${API}/user/bulkJob/${job.uuid}/outcome`, headers: bearer(tokens['demo.errigal']) });
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(rows[0]).toBe('username,outcome,reason');
  expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(before.map((u) => u.username));
});

it('refuses, per user, what a single save refuses (privilege invariant) and goes on with the others', async () => {
  // Customer Administrator grants the console role ADMIN: above an SCO_ADMIN-level user's reach.
  const scoLevel = await users(`u.active and u.minimum_role = 'SCO_ADMIN' and u.company_uuid is null`);
  const adminLevel = await users(`u.active and u.minimum_role = 'ADMIN' and bp.name = 'NOC Operator'`);
  expect(scoLevel.length * adminLevel.length).toBeGreaterThan(0);
  const selected = [...scoLevel, ...adminLevel];
  const started = await start('demo.admin', {
    action: 'setBusinessProfile',
    profile: { uuid: await profileUuid('business_profile', 'Customer Administrator') },
    selection: { uuids: selected.map((u) => u.uuid) },
  });
  expect(started.statusCode).toBe(202);
  const job = await finished('demo.admin', started.json<Job>().uuid);
  expect(job).toMatchObject({ state: 'done', total: selected.length, succeeded: adminLevel.length, failedCount: scoLevel.length });
  expect(job.failures).toEqual(
    scoLevel.map((u) => ({ username: u.username, reason: "Business Profile: This business profile grants the console role ADMIN, above the user's level SCO_ADMIN" })),
  );
  const after = await users(`u.uuid in (${selected.map((u) => `'${u.uuid}'`).join(',')})`);
  expect(after.filter((u) => u.bp === 'Customer Administrator').map((u) => u.username)).toEqual(adminLevel.map((u) => u.username));
});

it("names a refusal in the user form's words (the field's label, the rule's sentence, not its code); inactivates by the status toggle's rules", async () => {
  // SCO Field Engineer offers a Default Tree, so a save needs one assigned; this user has none.
  await app.ctx.db.query(
    `insert into app_user (username, email, first_name, last_name, minimum_role, business_profile_uuid, visibility_profile_uuid)
     values ('treeless.user', 'treeless.user@example.com', 'Tree', 'Less', 'SCO_ADMIN',
             (select uuid from business_profile where name = 'SCO Field Engineer'), (select uuid from visibility_profile where name = 'Cork Field'))`,
  );
  const [treeless] = await users(`u.username = 'treeless.user'`);
  const started = await start('demo.errigal', {
    action: 'setVisibilityProfile',
    profile: { uuid: await profileUuid('visibility_profile', 'All Ireland') },
    selection: { uuids: [treeless.uuid] },
  });
  const job = await finished('demo.errigal', started.json<Job>().uuid);
  expect(job.failures).toEqual([{ username: 'treeless.user', reason: 'Elements: At least one Default Tree element must be assigned' }]);
  expect(await users(`u.username = 'treeless.user'`)).toEqual([treeless]);

  // Inactivate changes the status alone, by the status toggle's rules (POST /user/inactivate), as one at a time would.
  const inactivated = await start('demo.errigal', { action: 'inactivate', selection: { uuids: [treeless.uuid] } });
  expect(await finished('demo.errigal', inactivated.json<Job>().uuid)).toMatchObject({ state: 'done', succeeded: 1, failures: [] });
  const [after] = await users(`u.username = 'treeless.user'`);
  expect([after.active, after.version]).toEqual([false, treeless.version + 1]);
});

it("sets a business profile as the form does: the new profile's Snmp Manager trees, the other elements while it offers them", async () => {
  // NOC Operator offers Daily Reports and both trees; Customer Administrator only the trees.
  await app.ctx.db.query(
    `insert into app_user (username, email, first_name, last_name, minimum_role, business_profile_uuid, visibility_profile_uuid)
     values ('moving.user', 'moving.user@example.com', 'Moving', 'User', 'ADMIN',
             (select uuid from business_profile where name = 'NOC Operator'), (select uuid from visibility_profile where name = 'All Ireland'))`,
  );
  await app.ctx.db.query(
    `insert into user_element (user_uuid, element_uuid)
     select u.uuid, e.uuid from app_user u, application_element e where u.username = 'moving.user' and e.name in ('North Tree', 'Daily Reports')`,
  );
  const elementsOf = async () =>
    (
      await app.ctx.db.query<{ name: string }>(
        `select e.name from user_element ue join application_element e on e.uuid = ue.element_uuid join app_user u on u.uuid = ue.user_uuid
          where u.username = 'moving.user' order by e.name`,
      )
    ).map((e) => e.name);
  expect(await elementsOf()).toEqual(['Daily Reports', 'North Tree']);
  const [moving] = await users(`u.username = 'moving.user'`);
  const started = await start('demo.errigal', {
    action: 'setBusinessProfile',
    profile: { uuid: await profileUuid('business_profile', 'Customer Administrator') },
    selection: { uuids: [moving.uuid] },
  });
  expect(await finished('demo.errigal', started.json<Job>().uuid)).toMatchObject({ state: 'done', succeeded: 1, failures: [] });
  expect((await users(`u.username = 'moving.user'`))[0].bp).toBe('Customer Administrator');
  expect(await elementsOf()).toEqual(['North Tree', 'South Tree']);
});

it('takes only users the caller may see, answers 400 for an empty or doubled selection, 404 for a hidden profile', async () => {
  const errigalOnly = await users(`u.minimum_role = 'ERRIGAL_ADMIN'`);
  const hidden = await start('demo.sco', { action: 'inactivate', selection: { uuids: errigalOnly.map((u) => u.uuid) } });
  expect(hidden.statusCode).toBe(400);
  expect(hidden.json<{ detail: string }>().detail).toBe(NOTHING_SELECTED);
  expect(await users(`u.minimum_role = 'ERRIGAL_ADMIN'`)).toEqual(errigalOnly);

  const both = await start('demo.errigal', { action: 'activate', selection: { uuids: [errigalOnly[0].uuid], filter: {} } });
  expect([both.statusCode, both.json<{ detail: string }>().detail]).toEqual([400, ONE_SELECTION]);
  const noProfile = await start('demo.errigal', { action: 'setBusinessProfile', selection: { filter: {} } });
  expect(noProfile.statusCode).toBe(400);
  const errigalProfile = await start('demo.admin', { action: 'setBusinessProfile', profile: { uuid: await profileUuid('business_profile', 'Errigal Administrator') }, selection: { filter: {} } });
  expect(errigalProfile.statusCode).toBe(404);
  expect((await app.inject({ method: 'POST', url: `${API}/user/bulkJob`, payload: { action: 'activate', selection: { filter: {} } } })).statusCode).toBe(401);

  const sco = await start('demo.sco', { action: 'sendPasswordReset', selection: { filter: { active: true } } });
  expect(sco.statusCode).toBe(202);
  const visible = (await app.inject({ method: 'GET', url: `${API}/user/list/page?size=1`, headers: bearer(tokens['demo.sco']) })).json<{ total: number }>();
  expect(sco.json<Job>().total).toBe(visible.total);
  const job = await finished('demo.sco', sco.json<Job>().uuid);
  expect(job).toMatchObject({ state: 'done', succeeded: visible.total });
  await app.ctx.mailer.idle();
  // A job is its starter's: another admin cannot read it.
  expect((await read('demo.errigal', job.uuid)).statusCode).toBe(404);
  const listed = (await app.inject({ method: 'GET', url: `${API}/user/bulkJob`, headers: bearer(tokens['demo.sco']) })).json<Job[]>();
  expect(listed[0].uuid).toBe(job.uuid);
});

// Each action as each console role, on users the role manages (SCO level, no company: within
// every role's reach) beside one above its reach, which the selection does not take.
describe.each([
  { as: 'demo.errigal', aboveReach: null },
  { as: 'demo.admin', aboveReach: 'ERRIGAL_ADMIN' },
  { as: 'demo.sco', aboveReach: 'ADMIN' },
])('every action as $as', ({ as, aboveReach }) => {
  const prefix = `matrix.${as.split('.')[1]}.`;
  let managed: Awaited<ReturnType<typeof users>>;
  let hidden: Awaited<ReturnType<typeof users>>;
  // The profiles a single save requires (SCO level, granting nothing and offering no elements), and
  // one of each kind to move to.
  const profiles = { business: `Matrix ${as} business`, visibility: `Matrix ${as} visibility` };
  const insert = (name: string, role: string) =>
    app.ctx.db.query(
      `insert into app_user (username, email, first_name, last_name, minimum_role, business_profile_uuid, visibility_profile_uuid)
       values ($1, $1 || '@example.com', 'Matrix', 'User', $2, (select uuid from business_profile where name = $3),
               (select uuid from visibility_profile where name = 'Cork Field'))`,
      [prefix + name, role, `Matrix ${as} first`],
    );

  beforeAll(async () => {
    for (const name of [`Matrix ${as} first`, profiles.business])
      await app.ctx.db.query(`insert into business_profile (name, minimum_role) values ($1, 'SCO_ADMIN')`, [name]);
    await app.ctx.db.query(`insert into visibility_profile (name, minimum_role) values ($1, 'SCO_ADMIN')`, [profiles.visibility]);
    await insert('one', 'SCO_ADMIN');
    await insert('two', 'SCO_ADMIN');
    if (aboveReach) await insert('above', aboveReach);
    managed = await users(`u.username in ('${prefix}one', '${prefix}two')`);
    hidden = await users(`u.username = '${prefix}above'`);
  });

  /** Runs the action on the managed users and the one above reach; each managed user succeeds. */
  async function runOnSelection(action: string, profile?: { table: string; name: string }) {
    const body = {
      action,
      ...(profile && { profile: { uuid: await profileUuid(profile.table, profile.name) } }),
      selection: { uuids: [...managed, ...hidden].map((u) => u.uuid) },
    };
    const started = await start(as, body);
    expect(started.statusCode).toBe(202);
    const job = await finished(as, started.json<Job>().uuid);
    expect(job).toMatchObject({ state: 'done', total: managed.length, succeeded: managed.length, failedCount: 0, failures: [] });
    expect(await users(`u.username = '${prefix}above'`)).toEqual(hidden);
    return users(`u.username in ('${prefix}one', '${prefix}two')`);
  }

  it('inactivates and activates', async () => {
    expect((await runOnSelection('inactivate')).map((u) => [u.active, u.version])).toEqual(managed.map((u) => [false, u.version + 1]));
    expect((await runOnSelection('activate')).map((u) => [u.active, u.version])).toEqual(managed.map((u) => [true, u.version + 2]));
  });

  it('sets a business profile and a visibility profile', async () => {
    const business = await runOnSelection('setBusinessProfile', { table: 'business_profile', name: profiles.business });
    expect(business.map((u) => u.bp)).toEqual([profiles.business, profiles.business]);
    const visibility = await runOnSelection('setVisibilityProfile', { table: 'visibility_profile', name: profiles.visibility });
    expect(visibility.map((u) => u.vp)).toEqual([profiles.visibility, profiles.visibility]);
  });

  it('sends each a password reset email', async () => {
    const from = smtp.received.length;
    await runOnSelection('sendPasswordReset');
    await app.ctx.mailer.idle();
    const mailed = smtp.received.slice(from).flatMap((mail) => mail.to);
    expect(mailed.sort()).toEqual(managed.map((u) => `${u.username}@example.com`));
  });
});

describe('the runner', () => {
  const effects = (onPush: () => void = () => {}): BulkJobEffects => ({
    pushUser: async () => onPush(),
    sendResetMail: async () => {},
    logError: () => {},
  });
  const errigal = async (): Promise<Caller> => {
    const [row] = await app.ctx.db.query<{ uuid: string }>(`select uuid from app_user where username = 'demo.errigal'`);
    return { uuid: row.uuid, username: 'demo.errigal', roles: ['ERRIGAL_ADMIN'], companyUuid: null };
  };

  it('refuses a user changed since the selection was taken, leaving it as it is', async () => {
    const caller = await errigal();
    const [first, second] = await users(`u.active and bp.name = 'Customer Administrator'`);
    const cork = await profileUuid('visibility_profile', 'Cork Field');
    const job = await app.ctx.db.transaction((tx) => createJob(tx, caller, 'setVisibilityProfile', { uuid: cork, name: 'Cork Field' }, { uuids: [first.uuid, second.uuid] }));
    await sql`update app_user set version = version + 1 where uuid = ${second.uuid}`.execute(app.ctx.db.kysely);
    await runBulkJob(app.ctx.db, { job, caller, action: 'setVisibilityProfile', profileUuid: cork, actor: SYSTEM_ACTOR }, effects(), new AbortController().signal);
    const report = (await read('demo.errigal', job)).json<Job>();
    expect(report).toMatchObject({ state: 'done', succeeded: 1, failures: [{ username: second.username, reason: CHANGED_SINCE_SELECTED }] });
    const [secondNow] = await users(`u.uuid = '${second.uuid}'`);
    expect([secondNow.vp, secondNow.version]).toEqual([second.vp, second.version + 1]);
  });

  it('refuses to inactivate a user changed since the selection was taken, leaving it active', async () => {
    const caller = await errigal();
    const [user] = await users(`u.active and bp.name = 'NOC Operator'`);
    const job = await app.ctx.db.transaction((tx) => createJob(tx, caller, 'inactivate', null, { uuids: [user.uuid] }));
    await sql`update app_user set version = version + 1 where uuid = ${user.uuid}`.execute(app.ctx.db.kysely);
    await runBulkJob(app.ctx.db, { job, caller, action: 'inactivate', profileUuid: null, actor: SYSTEM_ACTOR }, effects(), new AbortController().signal);
    expect((await read('demo.errigal', job)).json<Job>()).toMatchObject({ state: 'done', succeeded: 0, failures: [{ username: user.username, reason: CHANGED_SINCE_SELECTED }] });
    const [now] = await users(`u.uuid = '${user.uuid}'`);
    expect([now.active, now.version]).toEqual([true, user.version + 1]);
  });

  it('stopped mid-job (server shutdown), every user is changed or untouched, and the job shows where it stopped', async () => {
    const caller = await errigal();
    const selected = await users(`not u.active and u.minimum_role <> 'ERRIGAL_ADMIN'`);
    expect(selected.length).toBeGreaterThan(4);
    const job = await app.ctx.db.transaction((tx) => createJob(tx, caller, 'activate', null, { uuids: selected.map((u) => u.uuid) }));
    const stop = new AbortController();
    let pushed = 0;
    await runBulkJob(app.ctx.db, { job, caller, action: 'activate', profileUuid: null, actor: SYSTEM_ACTOR }, effects(() => (pushed += 1) === 2 && stop.abort()), stop.signal);
    expect((await read('demo.errigal', job)).json<Job>().state).toBe('running');
    // A minute later with no heartbeat (the server that ran it is gone), the job reads as interrupted.
    await sql`update user_bulk_job set heartbeat_at = now() - interval '2 minutes' where uuid = ${job}`.execute(app.ctx.db.kysely);
    const report = (await read('demo.errigal', job)).json<Job>();
    expect(report).toMatchObject({ state: 'interrupted', total: selected.length, processed: 2, succeeded: 2 });
    const now = await users(`u.uuid in (${selected.map((u) => `'${u.uuid}'`).join(',')})`);
    expect(now.map((u) => u.active)).toEqual(selected.map((_, i) => i < 2));
  });
});

// `npm run bench:audit` (also run by `npm run bench`, after its Chromium figures): the audit trail at scale (issue 20).
//  1. With 1,000,000 entries, the Audit screen's calls: the first page with its total, and
//     filtered pages (action, record type, actor, text, a time range), as an ERRIGAL_ADMIN and as
//     a SCO_ADMIN (who sees only its company's entries). Median of 7 after one warm-up.
//  2. What its entry adds to a user save: the save through the API with the entry and with it
//     swapped for a no-op, alternating; and the audit work alone in a transaction that is rolled
//     back (less an empty transaction's time), the push outcome's entry too, which is written after
//     the answer. See saveCost.
//  3. The impact dry run of a business profile save (POST /access/impact/businessProfile) on a
//     profile held by IMPACT_USERS users: taking one of its app profiles out.
// PGlite in a fresh data dir by default; BENCH_DATABASE_URL (a server's admin URL, as
// TEST_DATABASE_URL) runs it on a scratch PostgreSQL database. BENCH_AUDIT_ENTRIES changes the count,
// BENCH_AUDIT_SAVES the saves of part 2 (51 each way).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { snapshotOf } from '../../server/audit/snapshots';
import * as auditLog from '../../server/audit/auditLog';
import { bearer, loginAs } from '../../server/testing/testApp';
import type { Queryable } from '../../server/db/client';
import { createPostgresDatabase, dropPostgresDatabase, testServerConfig } from '../../server/testing/databaseTemplate';

const ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const BATCH = 100_000;
const RUNS = 7;
const SAVES = Number(process.env.BENCH_AUDIT_SAVES ?? 51);
const API = '/userprofile/api/v1';
const IMPACT_USERS = 5000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - started) / 1e6;
}
async function medianOf(fn: () => Promise<unknown>, runs = RUNS): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await timed(fn));
  return median(times);
}

/** Entries spread over a year, 40 actors, every action and record type, a third in the SCO company. */
async function fillAudit(db: import('../../server/db/client').Db, companyUuid: string) {
  for (let from = 0; from < ENTRIES; from += BATCH) {
    await db.query(
      `insert into audit_event (at, actor_uuid, actor_name, action, record_type, record_uuid, record_name, changes, minimum_role, company_uuid)
       select now() - make_interval(secs => g * 31.5), null, 'bench.actor' || (g % 40),
              (array['create','update','delete','activate','inactivate','login','push'])[1 + g % 7],
              (array['user','application','appProfile','businessProfile','visibilityProfile','authClient'])[1 + (g / 7) % 6],
              gen_random_uuid(), 'record.' || (g % 100000),
              jsonb_build_array(jsonb_build_object('field', 'First name', 'from', 'Name' || g, 'to', 'Name' || (g + 1))),
              (array['ERRIGAL_ADMIN','ADMIN','SCO_ADMIN'])[1 + g % 3],
              case when g % 3 = 2 then $1::uuid end
         from generate_series($2::int, $3::int) g`,
      [companyUuid, from + 1, Math.min(from + BATCH, ENTRIES)],
    );
  }
  await db.query('analyze audit_event');
}

async function main() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl, false) : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'userprofile-bench-audit-'));
  const app = await buildApp(testServerConfig({ dataDir, databaseUrl: postgres?.url, logLevel: 'error', connectorTimeoutMs: 300 }));
  try {
    const db = app.ctx.db;
    const [sco] = await db.query<{ uuid: string; company_uuid: string }>(`select uuid, company_uuid from app_user where username = 'demo.sco'`);
    console.log(`audit bench on ${db.kind}: writing ${ENTRIES.toLocaleString('en')} entries...`);
    const fillMs = await timed(() => fillAudit(db, sco.company_uuid));
    console.log(`  written in ${(fillMs / 1000).toFixed(1)} s`);

    const tokens = { errigal: await loginAs(app, 'demo.errigal'), sco: await loginAs(app, 'demo.sco') };
    const page = (token: string, query: string) => async () => {
      const res = await app.inject({ method: 'GET', url: `${API}/audit/events?size=10&${query}`, headers: bearer(token) });
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
      return res.json<{ total: number }>().total;
    };
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const twoMonthsAgo = new Date(Date.now() - 60 * 86_400_000).toISOString();
    const cases: [string, string][] = [
      ['first page', ''],
      ['action = delete', 'action=delete'],
      ['record type = application', 'recordType=application'],
      ['actor contains "actor17"', 'actor=actor17'],
      ['text contains "record.4242"', 'text=record.4242'],
      ['one month, 30 to 60 days ago', `from=${twoMonthsAgo}&to=${monthAgo}`],
      ['action + text "Name77"', 'action=update&text=Name77'],
      ['text contains "record.4" (1 in 9)', 'text=record.4'],
    ];
    for (const [who, token] of Object.entries(tokens)) {
      for (const [label, query] of cases) {
        const total = await page(token, query)();
        const ms = await medianOf(page(token, query));
        console.log(`  ${who.padEnd(7)} ${label.padEnd(36)} ${ms.toFixed(1).padStart(7)} ms  (total ${total.toLocaleString('en')})`);
      }
    }

    await saveCost(app, tokens.errigal);

    await impactDryRun(app, tokens.errigal);
  } finally {
    await app.close();
    if (adminUrl && postgres) await dropPostgresDatabase(adminUrl, postgres.name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

class RollBack extends Error {}

/**
 * What its entry adds to a user save. POST /user/update answers after its push to the user's
 * applications (it returns the failed ones); the push outcome's entry is written after the answer
 * (server/features/users/handlers.ts), so only the save's own entry is on its path. Two measures,
 * on the same user:
 *  - A/B through the API: the save with its entry, and with recordChange swapped for a no-op in
 *    this process only (the save still runs, without its entry), alternating; the median of SAVES
 *    pairs' differences. Each save's background work is awaited after its timing;
 *  - the audit work alone, each part in a transaction that is rolled back, less an empty one.
 */
async function saveCost(app: Awaited<ReturnType<typeof buildApp>>, token: string) {
  const db = app.ctx.db;
  const [user] = await db.query<{ uuid: string }>(`select uuid from app_user where username = 'demo.admin'`);
  let saved = 0;
  const save = async () => {
    const current = await app.inject({ method: 'GET', url: `${API}/user/${user.uuid}`, headers: bearer(token) });
    const body = { ...current.json<Record<string, unknown>>(), firstName: `Bench${++saved}` };
    return timed(async () => {
      const res = await app.inject({ method: 'POST', url: `${API}/user/update`, headers: bearer(token), payload: { user: body } });
      if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
    }).finally(() => app.ctx.background.idle());
  };
  const entries = async () => Number((await db.query<{ n: string }>(`select count(*) as n from audit_event where record_uuid = $1 and action <> 'push'`, [user.uuid]))[0].n);
  const swappable = auditLog as { -readonly [K in keyof typeof auditLog]: (typeof auditLog)[K] };
  // The save reads its "before" snapshot and builds its "after" either way (see below for what that costs).
  const real = { recordChange: auditLog.recordChange };
  const writing = (on: boolean) => Object.assign(swappable, on ? real : { recordChange: async () => {} });
  const withAudit: number[] = [];
  const withoutAudit: number[] = [];
  const differences: number[] = [];
  try {
    const before = await entries();
    writing(false);
    await save();
    if ((await entries()) !== before) throw new Error('the no-op swap did not take: the save still wrote entries');
    writing(true);
    await save();
    for (let i = 0; i < SAVES; i++) {
      // Alternating which goes first, so neither always follows the other; each pair's difference
      // is taken, the two saves being close in time under a changing load.
      const pair: Record<string, number> = {};
      for (const on of i % 2 ? [true, false] : [false, true]) {
        writing(on);
        pair[String(on)] = await save();
      }
      withAudit.push(pair.true);
      withoutAudit.push(pair.false);
      differences.push(pair.true - pair.false);
    }
  } finally {
    writing(true);
  }
  const on = median(withAudit);
  const off = median(withoutAudit);
  const added = median(differences);
  console.log(
    `  user save through the API, median of ${SAVES}: ${on.toFixed(1)} ms with its entry, ${off.toFixed(1)} ms without; ` +
      `median difference of a pair ${added.toFixed(1)} ms: +${((added / off) * 100).toFixed(0)}%`,
  );

  // The audit work alone. On the save's transaction: its diff and entry (recordChange), and its
  // "before" snapshot, read by the save in place of a plain read of the user (the "after" is built
  // from what the save wrote and read anyway). After the answer, the push outcome's entry (the
  // demo applications are unreachable here).
  const rolledBack = (work: (tx: Queryable) => Promise<unknown>) =>
    timed(() =>
      db
        .transaction(async (tx) => {
          await work(tx);
          throw new RollBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RollBack)) throw error;
        }),
    );
  const snapshot = (await snapshotOf(db, 'user', user.uuid))!;
  const entryWork = () =>
    rolledBack((tx) =>
      auditLog.recordChange(tx, { actor: auditLog.SYSTEM_ACTOR, type: 'user' }, user.uuid, snapshot, { ...snapshot, fields: { ...snapshot.fields, 'First name': 'changed' } }),
    );
  const snapshotRead = () => rolledBack((tx) => snapshotOf(tx, 'user', user.uuid));
  const plainRead = () => rolledBack((tx) => tx.query(`select uuid, username from app_user where uuid = $1`, [user.uuid]));
  const pushEntry = () => rolledBack((tx) => auditLog.recordPushOutcome(tx, auditLog.SYSTEM_ACTOR, user.uuid, { updated: [], failed: ['Snmp Manager'] }));
  const emptyTransaction = () => rolledBack(() => Promise.resolve());
  const times = { entry: [] as number[], snapshot: [] as number[], plain: [] as number[], push: [] as number[], empty: [] as number[] };
  await entryWork();
  await pushEntry();
  for (let i = 0; i < SAVES; i++) {
    times.entry.push(await entryWork());
    times.snapshot.push(await snapshotRead());
    times.plain.push(await plainRead());
    times.push.push(await pushEntry());
    times.empty.push(await emptyTransaction());
  }
  const entryMs = median(times.entry) - median(times.empty) + median(times.snapshot) - median(times.plain);
  const pushMs = median(times.push) - median(times.empty);
  const without = on - entryMs;
  console.log(
    `  its audit work alone: the save's entry ${entryMs.toFixed(1)} ms, +${((entryMs / without) * 100).toFixed(0)}% to the save without it; ` +
      `the push outcome's entry, after the answer, ${pushMs.toFixed(1)} ms`,
  );
}

/** IMPACT_USERS more users on NOC Operator (four visibility profiles among them), then the dry run of taking Ticketer Agent out. */
async function impactDryRun(app: Awaited<ReturnType<typeof buildApp>>, token: string) {
  const db = app.ctx.db;
  const [profile] = await db.query<{ uuid: string }>(`select uuid from business_profile where name = 'NOC Operator'`);
  await db.query(
    `insert into app_user (username, email, first_name, last_name, business_profile_uuid, visibility_profile_uuid, minimum_role)
     select 'impact.' || g, 'impact' || g || '@example.com', 'Impact', 'User', $1,
            (select uuid from visibility_profile order by name offset g % 4 limit 1), 'ADMIN'
       from generate_series(1, $2::int) g`,
    [profile.uuid, IMPACT_USERS],
  );
  const current = (await app.inject({ method: 'GET', url: `${API}/profile/business/get/${profile.uuid}`, headers: bearer(token) })).json<{
    appProfiles: { name: string }[];
  }>();
  const payload = { ...current, appProfiles: current.appProfiles.filter((p) => p.name !== 'Ticketer Agent') };
  let answer = '';
  const ms = await medianOf(async () => {
    const res = await app.inject({ method: 'POST', url: `${API}/access/impact/businessProfile`, headers: bearer(token), payload });
    if (res.statusCode !== 200) throw new Error(`impact: ${res.statusCode} ${res.body}`);
    answer = res.body;
  }, 3);
  console.log(`  impact dry run, business profile held by ${IMPACT_USERS.toLocaleString('en')}+ users: ${ms.toFixed(0)} ms median of 3: ${answer}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { sql } from 'kysely';
import { foldUserCounts } from '../../db/purgeExpired';
import type { Session } from '../../db/client';
import { bearer, loginAs, startTestApp } from '../../testing/testApp';

// The user list's unfiltered total comes from app_user_count (migration 022), kept by statement
// triggers: it must equal count(*) of what each caller may see, after any mix of concurrent
// writes (inserts, group changes, deletes, folds), on PGlite and on PostgreSQL.

const API = '/userprofile/api/v1';
type Who = 'demo.errigal' | 'demo.admin' | 'demo.sco';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens = {} as Record<Who, string>;
let companies: string[] = [];
let scoCompany = '';

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco'] as const) tokens[name] = await loginAs(app, name);
  companies = (await app.ctx.db.kysely.selectFrom('customer_company').select('uuid').execute()).map((c) => c.uuid);
  scoCompany = (await app.ctx.db.kysely.selectFrom('app_user').select('company_uuid').where('username', '=', 'demo.sco').executeTakeFirstOrThrow()).company_uuid!;
});
afterAll(() => app.stop());

async function listTotal(who: Who, query: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: `${API}/user/list/page`, query, headers: bearer(tokens[who]) });
  expect(res.statusCode).toBe(200);
  return res.json<{ total: number }>().total;
}

/** count(*) of the users `who` may see (the Visible To rule written out). */
async function counted(who: Who, active: boolean) {
  const rule = {
    'demo.errigal': sql`true`,
    'demo.admin': sql`minimum_role in ('ADMIN', 'SCO_ADMIN')`,
    'demo.sco': sql`minimum_role = 'SCO_ADMIN' and (company_uuid is null or company_uuid = ${scoCompany})`,
  }[who];
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from app_user where active = ${active} and ${rule}`.execute(app.ctx.db.kysely);
  return rows[0].n;
}

async function expectExactTotals() {
  for (const who of ['demo.errigal', 'demo.admin', 'demo.sco'] as const) {
    for (const active of [true, false]) {
      const expected = await counted(who, active);
      expect({ who, active, total: await listTotal(who, { active: String(active) }) }).toEqual({ who, active, total: expected });
    }
  }
}

const roles = ['ADMIN', 'SCO_ADMIN', 'ERRIGAL_ADMIN'] as const;

/** One writer's transaction: a few users in, some moved between groups, some out. */
async function writer(db: Session, n: number) {
  await db.transaction(async (tx) => {
    const inserted = await tx.kysely
      .insertInto('app_user')
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          username: `cnt.w${n}.u${i}`,
          email: `cnt.w${n}.u${i}@example.com`,
          first_name: 'Count',
          last_name: `W${n}`,
          active: (n + i) % 3 !== 0,
          minimum_role: roles[(n + i) % 3],
          company_uuid: i % 2 === 0 ? companies[(n + i) % companies.length] : null,
        })),
      )
      .returning('uuid')
      .execute();
    // Moves one between groups, flips another, and deletes a third (rows other writers also touch).
    await tx.kysely
      .updateTable('app_user')
      .set({ minimum_role: roles[(n + 1) % 3], company_uuid: n % 2 === 0 ? scoCompany : null })
      .where('uuid', '=', inserted[0].uuid)
      .execute();
    await tx.kysely.updateTable('app_user').set({ active: sql`not active` }).where('uuid', '=', inserted[1].uuid).execute();
    await tx.kysely.deleteFrom('app_user').where('uuid', '=', inserted[2].uuid).execute();
    // An update of shared rows: the earlier writers' users whose group this writer changes.
    await tx.kysely
      .updateTable('app_user')
      .set({ active: sql`not active` })
      .where('username', 'like', `cnt.w${n % 4}.u3`)
      .execute();
  });
}

describe('the user list total kept in app_user_count', () => {
  it('is exact for every caller, active and inactive', async () => {
    await expectExactTotals();
  });

  it('stays exact after concurrent writers, a rolled-back one and folds running among them', async () => {
    const failing = app.ctx.db
      .transaction(async (tx) => {
        await tx.kysely
          .insertInto('app_user')
          .values({ username: 'cnt.rolledback', email: 'cnt.rolledback@example.com', first_name: 'R', last_name: 'B', active: true, minimum_role: 'ADMIN' })
          .execute();
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    const work: Promise<unknown>[] = [failing];
    for (let n = 0; n < 24; n++) {
      work.push(writer(app.ctx.db, n));
      if (n % 8 === 0) work.push(foldUserCounts(app.ctx.db));
    }
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectExactTotals();

    // Folded into one row a group, still the same totals.
    await foldUserCounts(app.ctx.db);
    const { rows } = await sql<{ groups: number; rows: number }>`
      select count(distinct (active, minimum_role, company_uuid))::int as groups, count(*)::int as rows from app_user_count`.execute(app.ctx.db.kysely);
    expect(rows[0].rows).toBe(rows[0].groups);
    await expectExactTotals();
  });

  it('follows a bulk update and a truncate-free delete of many users', async () => {
    await app.ctx.db.kysely.updateTable('app_user').set({ active: sql`not active` }).where('username', 'like', 'cnt.%').execute();
    await expectExactTotals();
    await app.ctx.db.kysely.deleteFrom('app_user').where('username', 'like', 'cnt.%').execute();
    await expectExactTotals();
  });
});

import { sql } from 'kysely';
import { foldAuditCounts, purgeExpired } from '../../db/purgeExpired';
import type { Session } from '../../db/client';
import { loginAs, startTestApp } from '../../testing/testApp';
import { auditRequests } from './testing/auditRequests';

// The Audit screen's total, unfiltered or filtered only by record type, action and actor, comes from
// audit_event_count (migration 023) and audit_actor_count (025), kept by statement triggers: it
// must equal count(*) of what each caller may see, after any mix of concurrent writes (inserts,
// deletes, an entry moved to another group, a rollback, folds, the retention purge), on PGlite and
// on PostgreSQL. An actor filter's page merges each matching actor's entries: it must be the page
// the plain query reads.

type Who = 'demo.errigal' | 'demo.admin' | 'demo.sco';
const WHO: Who[] = ['demo.errigal', 'demo.admin', 'demo.sco'];
let app: Awaited<ReturnType<typeof startTestApp>>;
let api: ReturnType<typeof auditRequests>;
let companies: string[] = [];
let scoCompany = '';
/** The actor uuid some writers' entries carry (the actor filter also takes a uuid). */
let actorUuid = '';

beforeAll(async () => {
  app = await startTestApp();
  const tokens: Record<string, string> = {};
  for (const name of WHO) tokens[name] = await loginAs(app, name);
  api = auditRequests(app, tokens);
  companies = (await app.ctx.db.kysely.selectFrom('customer_company').select('uuid').execute()).map((c) => c.uuid);
  actorUuid = (await app.ctx.db.kysely.selectFrom('app_user').select('uuid').where('username', '=', 'demo.admin').executeTakeFirstOrThrow()).uuid;
  scoCompany = (await app.ctx.db.kysely.selectFrom('app_user').select('company_uuid').where('username', '=', 'demo.sco').executeTakeFirstOrThrow()).company_uuid!;
});
afterAll(() => app.stop());

/** count(*) of the entries `who` may see (the Visible To rule written out) matching the filters. */
async function counted(who: Who, filters: Record<string, string>) {
  const rule = {
    'demo.errigal': sql`true`,
    'demo.admin': sql`minimum_role in ('ADMIN', 'SCO_ADMIN')`,
    'demo.sco': sql`minimum_role = 'SCO_ADMIN' and (company_uuid is null or company_uuid = ${scoCompany})`,
  }[who];
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_event where ${rule}
      and (${filters.recordType ?? null}::text is null or record_type = ${filters.recordType ?? null})
      and (${filters.action ?? null}::text is null or action = ${filters.action ?? null})
      and ${actorMatches(filters.actor)}`.execute(app.ctx.db.kysely);
  return rows[0].n;
}

/** The actor filter written out: a uuid, or contains in the name (the tests' names have no % or _). */
function actorMatches(actor: string | undefined) {
  if (actor === undefined) return sql`true`;
  return /^[0-9a-f-]{36}$/.test(actor) ? sql`actor_uuid = ${actor}::uuid` : sql`actor_name ilike ${`%${actor}%`}`;
}

const FILTERS: Record<string, string>[] = [
  {},
  { recordType: 'user' },
  { action: 'update' },
  { recordType: 'application', action: 'delete' },
  { recordType: 'customerCompany' },
  { actor: 'CNT.W1' },
  { actor: 'cnt.w2', action: 'update' },
  { actor: 'w3', recordType: 'appProfile' },
  { actor: 'nobody at all' },
];
/** The actor uuid filter: known only once the tests start. */
const filtersNow = () => [...FILTERS, { actor: actorUuid }, { actor: actorUuid, recordType: 'user' }];

async function expectExactTotals() {
  for (const who of WHO) {
    for (const filters of filtersNow()) {
      const { total } = await api.events(who, { ...filters, size: '1' });
      expect({ who, filters, total }).toEqual({ who, filters, total: await counted(who, filters) });
    }
  }
}

const roles = ['ADMIN', 'SCO_ADMIN', 'ERRIGAL_ADMIN'] as const;
const types = ['user', 'application', 'appProfile'];
const actions = ['create', 'update', 'delete'];

/** One writer's transaction: entries in, one moved to another group, one out; some a year old, for the purge. */
async function writer(db: Session, n: number) {
  await db.transaction(async (tx) => {
    const inserted = await tx.kysely
      .insertInto('audit_event')
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          at: i === 5 ? sql<Date>`now() - interval '1 year'` : sql<Date>`now()`,
          actor_name: `cnt.w${n}`,
          actor_uuid: n % 4 === 0 ? actorUuid : null,
          action: actions[(n + i) % 3],
          record_type: types[(n * 2 + i) % 3],
          record_uuid: null,
          changes: '[]',
          minimum_role: roles[(n + i) % 3],
          company_uuid: i % 2 === 0 ? companies[(n + i) % companies.length] : null,
        })),
      )
      .returning('uuid')
      .execute();
    await tx.kysely
      .updateTable('audit_event')
      .set({ action: actions[(n + 1) % 3], minimum_role: 'SCO_ADMIN', company_uuid: n % 2 === 0 ? scoCompany : null })
      .where('uuid', '=', inserted[0].uuid)
      .execute();
    await tx.kysely.deleteFrom('audit_event').where('uuid', '=', inserted[1].uuid).execute();
  });
}

describe('the audit total kept in audit_event_count', () => {
  it('is exact for every caller, unfiltered and by record type and action', async () => {
    await expectExactTotals();
  });

  it('stays exact after concurrent writers, a rolled-back one, folds and the retention purge among them', async () => {
    const failing = app.ctx.db
      .transaction(async (tx) => {
        await tx.kysely.insertInto('audit_event').values({ actor_name: 'cnt.rolledback', action: 'update', record_type: 'user', record_uuid: null, changes: '[]' }).execute();
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    const work: Promise<unknown>[] = [failing];
    for (let n = 0; n < 24; n++) {
      work.push(writer(app.ctx.db, n));
      if (n % 8 === 0) work.push(foldAuditCounts(app.ctx.db));
      if (n === 12) work.push(purgeExpired(app.ctx.db, 30));
    }
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectExactTotals();

    // The purge deletes the year-old entries left; folded into one row a group, same totals.
    await purgeExpired(app.ctx.db, 30);
    const old = await app.ctx.db.query<{ n: number }>(`select count(*)::int as n from audit_event where at < now() - interval '30 days'`);
    expect(old[0].n).toBe(0);
    const { rows } = await sql<{ groups: number; rows: number }>`
      select count(distinct (record_type, action, minimum_role, company_uuid))::int as groups, count(*)::int as rows from audit_event_count`.execute(app.ctx.db.kysely);
    expect(rows[0].rows).toBe(rows[0].groups);
    const byActor = await sql<{ groups: number; rows: number }>`
      select count(distinct (actor_uuid, actor_name, record_type, action, minimum_role, company_uuid))::int as groups, count(*)::int as rows from audit_actor_count`.execute(
      app.ctx.db.kysely,
    );
    expect(byActor.rows[0].rows).toBe(byActor.rows[0].groups);
    await expectExactTotals();
  });

  it('keeps count(*) for the other filters', async () => {
    const { total } = await api.events('demo.errigal', { actor: 'cnt.w3', text: 'cnt' });
    const [{ n }] = await app.ctx.db.query<{ n: number }>(`select count(*)::int as n from audit_event where actor_name ilike '%cnt.w3%'`);
    expect(total).toBe(n);
    expect(n).toBeGreaterThan(0);
  });

  it("reads an actor filter's pages as the plain query does, both ways, for every caller", async () => {
    const plainPage = async (who: Who, filters: Record<string, string>, page: number, direction: 'asc' | 'desc') => {
      const rule = {
        'demo.errigal': sql`true`,
        'demo.admin': sql`minimum_role in ('ADMIN', 'SCO_ADMIN')`,
        'demo.sco': sql`minimum_role = 'SCO_ADMIN' and (company_uuid is null or company_uuid = ${scoCompany})`,
      }[who];
      const order = sql.raw(direction);
      const { rows } = await sql<{ uuid: string }>`select uuid from audit_event where ${rule} and ${actorMatches(filters.actor)}
          and (${filters.action ?? null}::text is null or action = ${filters.action ?? null})
          order by at ${order}, seq ${order} limit 4 offset ${(page - 1) * 4}`.execute(app.ctx.db.kysely);
      return rows.map((r) => r.uuid);
    };
    // Two actors' entries interleaved in time, more than a page each, for each caller.
    await app.ctx.db.query(
      `insert into audit_event (at, actor_uuid, actor_name, action, record_type, record_name, minimum_role, company_uuid)
       select now() - make_interval(mins => g), case when g % 3 = 0 then $1::uuid end, 'cnt.many' || (g % 2), (array['update','delete'])[1 + g % 2 * (g / 2 % 2)],
              'user', 'r' || g, (array['ADMIN','SCO_ADMIN','ERRIGAL_ADMIN'])[1 + g % 3], case when g % 4 = 0 then $2::uuid end
         from generate_series(1, 60) g`,
      [actorUuid, scoCompany],
    );
    const filterSets: Record<string, string>[] = [{ actor: 'cnt.w1' }, { actor: 'MANY' }, { actor: 'many1', action: 'delete' }, { actor: actorUuid }];
    for (const who of WHO)
      for (const filters of filterSets)
        for (const direction of ['desc', 'asc'] as const)
          for (const page of [1, 2, 4, 7]) {
            const { items } = await api.events(who, { ...filters, direction, page: String(page), size: '4' });
            expect({ who, filters, direction, page, uuids: items.map((e) => e.uuid) }).toEqual({ who, filters, direction, page, uuids: await plainPage(who, filters, page, direction) });
          }
  });
});

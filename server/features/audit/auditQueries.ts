import { sql, type Expression, type SqlBool } from 'kysely';
import type { Queryable } from '../../db/client';
import { visibleTo, type Caller } from '../../auth/visibility';
import { contains, pageWindow } from '../../shared/listQuery';
import type { QueryOf } from '../../http/handlerTypes';
import type { components } from '../../contract/openapi.gen';
import type { AuditChangeRow } from '../../db/schema';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditFilters = Omit<QueryOf<'listAuditEvents'>, 'page' | 'size' | 'direction'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The actor filter on `alias` (audit_event or audit_actor_count): its uuid, or contains in its name. */
function actorIs(actor: string | undefined, alias: string): Expression<SqlBool> | null {
  const text = actor?.trim();
  if (text && UUID.test(text)) return sql<SqlBool>`${sql.ref(`${alias}.actor_uuid`)} = ${text}::uuid`;
  return contains(sql.ref(`${alias}.actor_name`), text);
}

const present = (where: (Expression<SqlBool> | null)[]) => where.filter((w): w is Expression<SqlBool> => w !== null);

/**
 * The caller's visibility and the filters the counter tables are grouped by (actor, record type,
 * action) as conditions on `a`: audit_event, audit_event_count or audit_actor_count.
 */
function groupConditions(caller: Caller, filters: AuditFilters): Expression<SqlBool>[] {
  return present([
    visibleTo(caller, 'a'),
    actorIs(filters.actor, 'a'),
    filters.recordType ? sql<SqlBool>`a.record_type = ${filters.recordType}` : null,
    filters.action ? sql<SqlBool>`a.action = ${filters.action}` : null,
  ]);
}

/** The filters and the caller's visibility as conditions on audit_event `a`. */
function conditions(caller: Caller, filters: AuditFilters): Expression<SqlBool>[] {
  return [
    ...groupConditions(caller, filters),
    ...present([
      filters.recordUuid ? sql<SqlBool>`a.record_uuid = ${filters.recordUuid}::uuid` : null,
      contains(sql`(a.record_name || ' ' || a.actor_name || ' ' || a.changes::text)`, filters.text),
      filters.from ? sql<SqlBool>`a.at >= ${filters.from}::timestamptz` : null,
      filters.to ? sql<SqlBool>`a.at < ${filters.to}::timestamptz` : null,
    ]),
  ];
}

interface EventRow {
  uuid: string;
  at: Date;
  seq: number;
  actor_uuid: string | null;
  actor_name: string;
  address: string | null;
  user_agent: string | null;
  action: AuditEvent['action'];
  record_type: AuditEvent['record']['type'];
  record_uuid: string | null;
  record_name: string;
  changes: AuditChangeRow[] | string;
  parent_uuid: string | null;
}

const COLUMNS = sql`a.uuid, a.at, a.seq, a.actor_uuid, a.actor_name, a.address, a.user_agent, a.action, a.record_type, a.record_uuid, a.record_name, a.changes, a.parent_uuid`;

export function eventOf(row: EventRow): AuditEvent {
  return {
    uuid: row.uuid,
    at: new Date(row.at).toISOString(),
    actor: { uuid: row.actor_uuid, username: row.actor_name },
    address: row.address,
    userAgent: row.user_agent,
    action: row.action,
    record: { type: row.record_type, uuid: row.record_uuid, name: row.record_name },
    changes: typeof row.changes === 'string' ? (JSON.parse(row.changes) as AuditChangeRow[]) : row.changes,
    parentUuid: row.parent_uuid,
  };
}

const whereAll = (caller: Caller, filters: AuditFilters) => sql.join(conditions(caller, filters), sql` and `);

const blank = (text: string | undefined) => text === undefined || text.trim() === '';

/**
 * The exact total as the sum of counter rows (migrations 023 and 025) when the filters are only
 * those they are grouped by (record type, action, actor; the Visible To rule reads the other two
 * columns), else null: the other filters are selective and indexed, and count(*) serves them.
 */
async function countedTotal(db: Queryable, caller: Caller, filters: AuditFilters): Promise<number | null> {
  if (!blank(filters.text) || filters.recordUuid || filters.from || filters.to) return null;
  const table = sql.table(blank(filters.actor) ? 'audit_event_count' : 'audit_actor_count');
  const { rows } = await sql<{ total: number }>`select coalesce(sum(a.entries), 0)::int as total from ${table} a
    where ${sql.join(groupConditions(caller, filters), sql` and `)}`.execute(db.kysely);
  return rows[0]?.total ?? 0;
}

async function countAll(db: Queryable, caller: Caller, filters: AuditFilters): Promise<number> {
  const counted = await countedTotal(db, caller, filters);
  if (counted !== null) return counted;
  const { rows } = await sql<{
    total: number;
  }>`select count(*)::int as total from audit_event a where ${whereAll(caller, filters)}`.execute(db.kysely);
  return rows[0]?.total ?? 0;
}

/** Above this many matching actors a page is read by the plain query: one actor at a time would cost more. */
const MERGED_ACTORS = 2000;

/**
 * The names of the actors an actor filter matches among the entries the caller may see (from
 * audit_actor_count, migration 025), or null when there is no actor filter, when a record or text
 * filter is more selective than the actor, or when there are too many to read one by one.
 */
async function matchingActorNames(db: Queryable, caller: Caller, filters: AuditFilters): Promise<string[] | null> {
  if (blank(filters.actor) || filters.recordUuid || !blank(filters.text)) return null;
  const { rows } = await sql<{ actor_name: string }>`select a.actor_name from audit_actor_count a
    where ${sql.join(groupConditions(caller, filters), sql` and `)}
    group by a.actor_name having sum(a.entries) > 0 limit ${MERGED_ACTORS + 1}`.execute(db.kysely);
  const names = rows.map((row) => row.actor_name);
  return names.length > MERGED_ACTORS ? null : names;
}

/**
 * One page by time (newest first unless asc). Unfiltered or filtered by columns with their own
 * index, it is read from that index; filtered by actor, each matching actor's first entries are
 * read from (actor_name, at, seq) and merged, where a contains filter on the name would otherwise
 * walk the whole time index to find a rare actor's entries.
 */
async function pageRows(db: Queryable, caller: Caller, query: QueryOf<'listAuditEvents'>): Promise<EventRow[]> {
  const { limit, offset } = pageWindow(query);
  const direction = sql.raw(query.direction === 'asc' ? 'asc' : 'desc');
  const names = await matchingActorNames(db, caller, query);
  if (names === null)
    return (
      await sql<EventRow>`select ${COLUMNS} from audit_event a where ${whereAll(caller, query)} order by a.at ${direction}, a.seq ${direction} limit ${limit} offset ${offset}`.execute(
        db.kysely,
      )
    ).rows;
  if (names.length === 0) return [];
  const { rows } = await sql<EventRow>`select e.* from unnest(${names}::text[]) as actor(name)
    cross join lateral (
      select ${COLUMNS} from audit_event a where a.actor_name = actor.name and ${whereAll(caller, query)}
      order by a.at ${direction}, a.seq ${direction} limit ${limit + offset}
    ) e
    order by e.at ${direction}, e.seq ${direction} limit ${limit} offset ${offset}`.execute(db.kysely);
  return rows;
}

/** One page and the exact total. */
export async function listAuditPage(db: Queryable, caller: Caller, query: QueryOf<'listAuditEvents'>): Promise<{ items: AuditEvent[]; total: number }> {
  const [rows, total] = await Promise.all([pageRows(db, caller, query), countAll(db, caller, query)]);
  return { items: rows.map(eventOf), total };
}

export async function findAuditEvent(db: Queryable, caller: Caller, uuid: string): Promise<AuditEvent | null> {
  const { rows } = await sql<EventRow>`select ${COLUMNS} from audit_event a where a.uuid = ${uuid}::uuid and ${visibleTo(caller, 'a')}`.execute(db.kysely);
  return rows[0] ? eventOf(rows[0]) : null;
}

const BATCH = 2000;

/** The filtered entries newest first in batches, each going on from the last one (keyset on at, seq). */
export async function* auditEventBatches(db: Queryable, caller: Caller, filters: AuditFilters): AsyncGenerator<AuditEvent[]> {
  // The time goes on as text: a Date would cut its microseconds, and the keyset would skip entries.
  let after: { at: string; seq: number } | null = null;
  for (;;) {
    const keyset = after ? sql`and (a.at, a.seq) < (${after.at}::timestamptz, ${after.seq})` : sql``;
    const batch: (EventRow & { at_text: string })[] = (
      await sql<EventRow & { at_text: string }>`select ${COLUMNS}, a.at::text as at_text from audit_event a where ${whereAll(caller, filters)} ${keyset}
        order by a.at desc, a.seq desc limit ${BATCH}`.execute(db.kysely)
    ).rows;
    if (batch.length > 0) yield batch.map(eventOf);
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1];
    after = { at: last.at_text, seq: last.seq };
  }
}

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

/** The filters and the caller's visibility as conditions on audit_event `a`. */
function conditions(caller: Caller, filters: AuditFilters): Expression<SqlBool>[] {
  const where: (Expression<SqlBool> | null)[] = [visibleTo(caller, 'a')];
  const actor = filters.actor?.trim();
  if (actor && UUID.test(actor)) where.push(sql<SqlBool>`a.actor_uuid = ${actor}::uuid`);
  else where.push(contains(sql.ref('a.actor_name'), actor));
  if (filters.recordType) where.push(sql<SqlBool>`a.record_type = ${filters.recordType}`);
  if (filters.recordUuid) where.push(sql<SqlBool>`a.record_uuid = ${filters.recordUuid}::uuid`);
  if (filters.action) where.push(sql<SqlBool>`a.action = ${filters.action}`);
  where.push(contains(sql`(a.record_name || ' ' || a.actor_name || ' ' || a.changes::text)`, filters.text));
  if (filters.from) where.push(sql<SqlBool>`a.at >= ${filters.from}::timestamptz`);
  if (filters.to) where.push(sql<SqlBool>`a.at < ${filters.to}::timestamptz`);
  return where.filter((w): w is Expression<SqlBool> => w !== null);
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
 * The exact total as the sum of audit_event_count's rows (migration 023) when the filters are only
 * those it is grouped by (record type, action; the Visible To rule reads its other two columns),
 * else null: the other filters are selective and indexed, and count(*) serves them.
 */
async function countedTotal(db: Queryable, caller: Caller, filters: AuditFilters): Promise<number | null> {
  if (!blank(filters.actor) || !blank(filters.text) || filters.recordUuid || filters.from || filters.to) return null;
  let query = db.kysely
    .selectFrom('audit_event_count as a')
    .select(sql<number>`coalesce(sum(a.entries), 0)::int`.as('total'))
    .where(visibleTo(caller, 'a'));
  if (filters.recordType) query = query.where('a.record_type', '=', filters.recordType);
  if (filters.action) query = query.where('a.action', '=', filters.action);
  return (await query.executeTakeFirstOrThrow()).total;
}

async function countAll(db: Queryable, caller: Caller, filters: AuditFilters): Promise<number> {
  const counted = await countedTotal(db, caller, filters);
  if (counted !== null) return counted;
  const { rows } = await sql<{ total: number }>`select count(*)::int as total from audit_event a where ${whereAll(caller, filters)}`.execute(db.kysely);
  return rows[0]?.total ?? 0;
}

/** One page by time (newest first unless asc), read from the (at, seq) index, and the exact total. */
export async function listAuditPage(db: Queryable, caller: Caller, query: QueryOf<'listAuditEvents'>): Promise<{ items: AuditEvent[]; total: number }> {
  const { limit, offset } = pageWindow(query);
  const direction = sql.raw(query.direction === 'asc' ? 'asc' : 'desc');
  const [{ rows }, total] = await Promise.all([
    sql<EventRow>`select ${COLUMNS} from audit_event a where ${whereAll(caller, query)} order by a.at ${direction}, a.seq ${direction} limit ${limit} offset ${offset}`.execute(
      db.kysely,
    ),
    countAll(db, caller, query),
  ]);
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

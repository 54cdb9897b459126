import { sql } from 'kysely';
import type { Db, Queryable } from './client';

// Short-lived rows stop mattering once they expire; without a purge they pile up for ever.
// Reset tokens and failure counts are kept a day after they end: the forgot-password limit and
// the lockout look back over recent ones.
const KEEP_ENDED = sql<Date>`now() - interval '1 day'`;

export interface PurgeCounts {
  authCodes: number;
  sessions: number;
  loginFailures: number;
  resetTokens: number;
  /** Logins that stopped between their password and their second factor (migration 016). */
  pendingLogins: number;
  /** WebAuthn challenges never answered (migration 019). */
  webauthnChallenges: number;
  auditEvents: number;
  /** Delta rows of app_user_count folded into one per group (migration 022). */
  userCountRows: number;
  /** Delta rows of audit_event_count and audit_actor_count folded into one per group (migrations 023, 025). */
  auditCountRows: number;
  /** Tables analyzed because PGlite has no autovacuum to do it (see analyzeChanged). */
  analyzed: string[];
}

/** Audit entries are kept this many days by default (AUDIT_RETENTION_DAYS). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;

export async function purgeExpired(db: Db, auditRetentionDays = DEFAULT_AUDIT_RETENTION_DAYS): Promise<PurgeCounts> {
  const deleted = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0);
  return {
    authCodes: deleted(await db.kysely.deleteFrom('auth_code').where('expires_at', '<', sql<Date>`now()`).execute()),
    sessions: deleted(await db.kysely.deleteFrom('provider_session').where('expires_at', '<', sql<Date>`now()`).execute()),
    loginFailures: deleted(
      await db.kysely
        .deleteFrom('login_failure')
        .where('window_start', '<', KEEP_ENDED)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', KEEP_ENDED)]))
        .execute(),
    ),
    resetTokens: deleted(
      await db.kysely
        .deleteFrom('password_reset_token')
        .where('created_at', '<', KEEP_ENDED)
        .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<', sql<Date>`now()`)]))
        .execute(),
    ),
    pendingLogins: deleted(await db.kysely.deleteFrom('mfa_pending_login').where('expires_at', '<', sql<Date>`now()`).execute()),
    webauthnChallenges: deleted(await db.kysely.deleteFrom('mfa_webauthn_challenge').where('expires_at', '<', sql<Date>`now()`).execute()),
    auditEvents: deleted(
      await db.kysely
        .deleteFrom('audit_event')
        .where('at', '<', sql<Date>`now() - make_interval(days => ${auditRetentionDays})`)
        .execute(),
    ),
    userCountRows: await foldUserCounts(db),
    // After the retention delete, whose trigger appended the groups' negative deltas.
    auditCountRows: await foldAuditCounts(db),
    analyzed: db.kind === 'pglite' ? await analyzeChanged(db) : [],
  };
}

/** A counter table kept by statement triggers: its group columns and the column summed. */
interface CounterTable {
  table: 'app_user_count' | 'audit_event_count' | 'audit_actor_count';
  groups: string;
  measure: string;
}

/**
 * Folds a counter table's delta rows into one a group (none for an empty group) in one statement:
 * rows that writers append meanwhile are not in its snapshot, so they stay and nothing is lost.
 * Only groups with more than one row are rewritten: audit_actor_count may hold a row for every
 * account that ever signed in, and most of them do not move between two purges.
 * Then VACUUM, which PGlite has no autovacuum to do, so the table keeps few dead pages.
 */
async function foldCounts(db: Queryable, { table, groups, measure }: CounterTable): Promise<number> {
  const [{ folded }] = await db.query<{ folded: number }>(
    `with moved as (select ctid from (select ctid, count(*) over (partition by ${groups}) as rows from ${table}) r where rows > 1),
          gone as (delete from ${table} where ctid in (select ctid from moved) returning *),
          kept as (insert into ${table} (${groups}, ${measure})
                   select ${groups}, sum(${measure}) from gone group by ${groups} having sum(${measure}) <> 0 returning 1)
     select (select count(*) from gone)::int as folded, (select count(*) from kept)::int as kept`,
  );
  if (folded > 0) await db.query(`vacuum analyze ${table}`);
  return folded;
}

/** app_user_count (migration 022): users by (active, minimum role, company). */
export const foldUserCounts = (db: Queryable) => foldCounts(db, { table: 'app_user_count', groups: 'active, minimum_role, company_uuid', measure: 'users' });

/** audit_event_count (migration 023) and audit_actor_count (025): entries by (record type, action, minimum role, company), and by actor too. */
export const foldAuditCounts = async (db: Queryable) =>
  (await foldCounts(db, { table: 'audit_event_count', groups: 'record_type, action, minimum_role, company_uuid', measure: 'entries' })) +
  (await foldCounts(db, { table: 'audit_actor_count', groups: 'actor_uuid, actor_name, record_type, action, minimum_role, company_uuid', measure: 'entries' }));

/**
 * ANALYZE of each table changed by more than a tenth since it was last analyzed (autovacuum's
 * default rule), for PGlite: it has no autovacuum, and a table grown from a few rows to a million
 * without fresh statistics gets plans made for a few rows (the audit trail's pages; the user list's
 * filters read every user instead of their trigram index). PGlite keeps no activity counts across a
 * restart, so changes made before one (or by another process, such as a bench's seeding) count by
 * the table's size: a file grown by more than a tenth (and 8 pages) past the pages its last analyze saw.
 */
async function analyzeChanged(db: Queryable): Promise<string[]> {
  // Counts of this backend's changes wait to be flushed to what pg_stat_user_tables reads.
  await db.query('select pg_stat_force_next_flush()');
  const stale = await db.query<{ name: string }>(
    `select s.relname as name
       from pg_stat_user_tables s
       join pg_class c on c.oid = s.relid
      where s.n_mod_since_analyze > 50 + 0.1 * greatest(s.n_live_tup, 0)
         or pg_relation_size(c.oid) > (1.1 * c.relpages + 8) * current_setting('block_size')::int
      order by s.relname`,
  );
  for (const { name } of stale) await db.query(`analyze "${name}"`);
  return stale.map((t) => t.name);
}

/** A purge schedule: `idle` resolves once no run is in flight; `stop` ends it (after a run in flight). */
export interface PurgeSchedule {
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Purges now and then every `intervalMinutes`. */
export function schedulePurge(
  db: Db,
  intervalMinutes: number,
  onError: (error: unknown) => void,
  auditRetentionDays = DEFAULT_AUDIT_RETENTION_DAYS,
): PurgeSchedule {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpired(db, auditRetentionDays).then(() => undefined, onError);
  };
  run();
  const timer = setInterval(run, intervalMinutes * 60_000);
  timer.unref();
  return {
    idle: () => running,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

// Bulk jobs and their items in the database: any server process can report a job's progress.
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';
import { visibleTo, type Caller } from '../../../auth/visibility';
import type { RequestOf } from '../../../http/handlerTypes';
import { userFilters } from '../userQueries';
import type { BulkAction } from './bulkJobActions';

export type BulkJobStart = RequestOf<'startUserBulkJob'>['body'];
type Selection = BulkJobStart['selection'];

/** A job whose heartbeat is older than this while it has users left was stopped with its server. */
export const STALE_AFTER_SECONDS = 60;
/** Failures listed in a job's answer; the CSV outcome has them all. */
const FAILURES_SHOWN = 100;

export interface BulkJobRow {
  uuid: string;
  action: BulkAction;
  profile_uuid: string | null;
  profile_name: string | null;
  started_by: string;
  started_at: Date;
  finished_at: Date | null;
  total: number;
  stale: boolean;
}

/** Creates the job and takes its selection (the users the caller may see, in username order). */
export async function createJob(tx: Queryable, caller: Caller, action: BulkAction, profile: { uuid: string; name: string } | null, selection: Selection): Promise<string> {
  const { rows } = await sql<{ uuid: string }>`insert into user_bulk_job (action, profile_uuid, profile_name, started_by)
    values (${action}, ${profile?.uuid ?? null}, ${profile?.name ?? null}, ${caller.uuid}) returning uuid`.execute(tx.kysely);
  const job = rows[0].uuid;
  const filter = selection.filter;
  const matches = selection.uuids
    ? sql`u.uuid = any(${selection.uuids}::uuid[])`
    : sql`u.active = ${filter?.active ?? true}${sql.join(userFilters(filter ?? {}).map((f) => sql` and ${f}`), sql``)}`;
  const inserted = await sql`insert into user_bulk_job_item (job_uuid, position, user_uuid, username, version)
    select ${job}, row_number() over (order by lower(u.username)), u.uuid, u.username, u.version
      from app_user u
      left join business_profile bp on bp.uuid = u.business_profile_uuid
      left join visibility_profile vp on vp.uuid = u.visibility_profile_uuid
     where ${matches} and ${visibleTo(caller, 'u')}`.execute(tx.kysely);
  await sql`update user_bulk_job set total = ${Number(inserted.numAffectedRows ?? 0)} where uuid = ${job}`.execute(tx.kysely);
  return job;
}

const jobColumns = sql`j.uuid, j.action, j.profile_uuid, j.profile_name, j.started_by, j.started_at, j.finished_at, j.total,
  (j.finished_at is null and j.heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS})) as stale`;

/** The job if the caller started it (a job's outcome names users other admins may not see). */
export async function findJob(db: Queryable, caller: Caller, uuid: string): Promise<BulkJobRow | null> {
  const { rows } = await sql<BulkJobRow>`select ${jobColumns} from user_bulk_job j where j.uuid = ${uuid} and j.started_by = ${caller.uuid}`.execute(db.kysely);
  return rows[0] ?? null;
}

/** The caller's latest jobs, newest first. */
export async function latestJobs(db: Queryable, caller: Caller, limit = 10): Promise<BulkJobRow[]> {
  const { rows } = await sql<BulkJobRow>`select ${jobColumns} from user_bulk_job j where j.started_by = ${caller.uuid}
    order by j.started_at desc limit ${limit}`.execute(db.kysely);
  return rows;
}

/** The job as the contract answers it: progress, outcome counts and the first failures. */
export async function jobReport(db: Queryable, job: BulkJobRow) {
  const { rows: counts } = await sql<{ processed: number; succeeded: number }>`select count(outcome)::int as processed,
      count(*) filter (where outcome = 'changed')::int as succeeded
      from user_bulk_job_item where job_uuid = ${job.uuid}`.execute(db.kysely);
  const { processed, succeeded } = counts[0];
  const { rows: failures } = await sql<{ username: string; reason: string }>`select username, coalesce(reason, '') as reason
      from user_bulk_job_item where job_uuid = ${job.uuid} and outcome = 'failed' order by position limit ${FAILURES_SHOWN}`.execute(db.kysely);
  const state = job.finished_at ? 'done' : job.stale ? 'interrupted' : 'running';
  return {
    uuid: job.uuid,
    action: job.action,
    profileName: job.profile_name,
    state: state as 'done' | 'interrupted' | 'running',
    total: job.total,
    processed,
    succeeded,
    failedCount: processed - succeeded,
    failures,
    startedAt: job.started_at.toISOString(),
    finishedAt: job.finished_at?.toISOString() ?? null,
  };
}

export interface PendingItem {
  position: number;
  userUuid: string;
  username: string;
  version: number;
}

/** The next users the job has not handled, in selection order. */
export async function pendingItems(db: Queryable, job: string, after: number, limit: number): Promise<PendingItem[]> {
  const { rows } = await sql<PendingItem>`select position, user_uuid as "userUuid", username, version from user_bulk_job_item
    where job_uuid = ${job} and position > ${after} and outcome is null order by position limit ${limit}`.execute(db.kysely);
  return rows;
}

/** Records one user's outcome (in the transaction that changed the user, for a change) and the job's heartbeat. */
export async function recordOutcome(tx: Queryable, job: string, position: number, outcome: 'changed' | 'failed', reason: string | null) {
  await sql`update user_bulk_job_item set outcome = ${outcome}, reason = ${reason} where job_uuid = ${job} and position = ${position}`.execute(tx.kysely);
  await sql`update user_bulk_job set heartbeat_at = now() where uuid = ${job}`.execute(tx.kysely);
}

export async function finishJob(db: Queryable, job: string) {
  await sql`update user_bulk_job set finished_at = now(), heartbeat_at = now() where uuid = ${job}`.execute(db.kysely);
}

/** Every item's outcome in selection order, in batches (the CSV outcome streams). */
export async function* outcomeRows(db: Queryable, job: string, batch = 2000) {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ position: number; username: string; outcome: string | null; reason: string | null }>`select position, username, outcome, reason
      from user_bulk_job_item where job_uuid = ${job} and position > ${after} order by position limit ${batch}`.execute(db.kysely);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1].position;
  }
}

import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { ConnectorFactory } from '../connectors/connectorFactory';
import { pushUserOutcome } from './userPush';
import { recordPushOutcome, type AuditActor } from '../audit/auditLog';
import { countPushJob } from '../ops/metrics';

/** The users a profile save affects: the active holders of a business profile, or of any holding an app profile. */
export type PushScope = { businessProfileUuid: string } | { appProfileUuid: string };

/** A push job as GET /user/push/{id} shows it. */
export interface UserPushJob {
  uuid: string;
  total: number;
  done: number;
  updated: number;
  failedApps: string[];
  finished: boolean;
}

// Users pushed at once: each push calls every affected application in parallel already.
const USERS_AT_ONCE = 4;

/**
 * Pushing the users a profile save affected to the applications whose grants changed, after the
 * save has answered: thousands of users must not keep the admin waiting. The job's progress is
 * kept in the database (table user_push_job), so any server process can report it.
 */
export function affectedUserPush(db: Db, connectorFor: ConnectorFactory) {
  async function affectedUsers(scope: PushScope): Promise<string[]> {
    let query = db.kysely.selectFrom('app_user as u').select('u.uuid').where('u.active', '=', true);
    query =
      'businessProfileUuid' in scope
        ? query.where('u.business_profile_uuid', '=', scope.businessProfileUuid)
        : query.where('u.business_profile_uuid', 'in', (eb) =>
            eb.selectFrom('business_profile_app_profile').select('business_profile_uuid').where('app_profile_uuid', '=', scope.appProfileUuid),
          );
    return (await query.orderBy('u.username').execute()).map((row) => row.uuid);
  }

  async function externalOnly(applicationUuids: readonly string[]): Promise<string[]> {
    if (applicationUuids.length === 0) return [];
    const rows = await db.kysely.selectFrom('application').select('uuid').where('uuid', 'in', applicationUuids).where('built_in', '=', false).execute();
    return rows.map((row) => row.uuid);
  }

  /** Pushes each user and records its push entry (each application's outcome) under the profile's saver. */
  async function pushOne(uuid: string, applications: string[], actor: AuditActor, log: FastifyBaseLogger): Promise<string[]> {
    const outcome = await pushUserOutcome(db, connectorFor, uuid, (application, error) => log.warn({ application, err: error }, 'application connector call failed'), applications);
    await recordPushOutcome(db, actor, uuid, outcome);
    return outcome.failed;
  }

  /** Pushes every user; true when an application failed for one of them. */
  async function run(jobUuid: string, users: string[], applications: string[], actor: AuditActor, log: FastifyBaseLogger): Promise<boolean> {
    let anyFailed = false;
    for (let i = 0; i < users.length; i += USERS_AT_ONCE) {
      const chunk = users.slice(i, i + USERS_AT_ONCE);
      const failures = await Promise.all(chunk.map((uuid) => pushOne(uuid, applications, actor, log)));
      const failedApps = [...new Set(failures.flat())];
      anyFailed ||= failedApps.length > 0;
      await db.kysely
        .updateTable('user_push_job')
        .set((eb) => ({
          done: eb('done', '+', chunk.length),
          updated: eb('updated', '+', failures.filter((failed) => failed.length === 0).length),
          failed_apps: sql<string[]>`array(select distinct unnest(failed_apps || ${failedApps}::text[]) order by 1)`,
        }))
        .where('uuid', '=', jobUuid)
        .execute();
    }
    return anyFailed;
  }

  return {
    /**
     * Starts pushing the affected active users to those of `applicationUuids` that are external;
     * answers the job at once, or undefined when there is nobody or nothing to push.
     */
    async start(scope: PushScope, applicationUuids: readonly string[], actor: AuditActor, log: FastifyBaseLogger): Promise<UserPushJob | undefined> {
      const applications = await externalOnly(applicationUuids);
      if (applications.length === 0) return undefined;
      const users = await affectedUsers(scope);
      if (users.length === 0) return undefined;
      const { uuid } = await db.kysely.insertInto('user_push_job').values({ total: users.length }).returning('uuid').executeTakeFirstOrThrow();
      void run(uuid, users, applications, actor, log)
        .then((anyFailed) => countPushJob(anyFailed ? 'failedApplications' : 'success'))
        .catch((error: unknown) => {
          countPushJob('error');
          log.error({ err: error, job: uuid }, 'pushing users to their applications stopped');
        })
        .finally(() => db.kysely.updateTable('user_push_job').set({ finished_at: sql<Date>`now()` }).where('uuid', '=', uuid).execute().catch(() => undefined));
      return { uuid, total: users.length, done: 0, updated: 0, failedApps: [], finished: false };
    },

    async find(uuid: string): Promise<UserPushJob | null> {
      const row = await db.kysely.selectFrom('user_push_job').selectAll().where('uuid', '=', uuid).executeTakeFirst();
      if (!row) return null;
      return { uuid: row.uuid, total: row.total, done: row.done, updated: row.updated, failedApps: row.failed_apps, finished: row.finished_at !== null };
    },
  };
}

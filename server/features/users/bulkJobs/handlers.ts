import { sql } from 'kysely';
import type { AppContext } from '../../../context';
import type { HandlersFor } from '../../../http/handlerTypes';
import { callerOf } from '../../../context';
import { visibleTo, type Caller } from '../../../auth/visibility';
import { badRequest, notFound } from '../../../contract/problem';
import { streamedBody } from '../../../http/streamedBody';
import { httpConnectorFactory } from '../../../connectors/connectorFactory';
import type { Queryable } from '../../../db/client';
import { sendResetMail } from '../../password';
import { auditActor, recordPushOutcome } from '../../../audit/auditLog';
import { pushUserOutcome } from '../../../push/userPush';
import { csvLine, guardFormula } from '../../../shared/csv';
import { runBulkJob, type BulkJobEffects } from './bulkJobRunner';
import { createJob, findJob, jobReport, latestJobs, outcomeRows, type BulkJobStart } from './bulkJobStore';

export type BulkJobOperation = 'listUserBulkJobs' | 'startUserBulkJob' | 'getUserBulkJob' | 'exportUserBulkJobOutcome';

export const PROFILE_REQUIRED = 'Choose the profile to set';
export const NOTHING_SELECTED = 'The selection matches no user';
export const ONE_SELECTION = 'Select users either by uuids or by a filter';

/** The profile a set action sets, if the caller may see it. */
async function profileToSet(db: Queryable, caller: Caller, start: BulkJobStart) {
  const table = start.action === 'setBusinessProfile' ? 'business_profile' : start.action === 'setVisibilityProfile' ? 'visibility_profile' : null;
  if (!table) return null;
  if (!start.profile) throw badRequest(PROFILE_REQUIRED, [{ field: 'profile', message: PROFILE_REQUIRED }]);
  const { rows } = await sql<{ uuid: string; name: string }>`select p.uuid, p.name from ${sql.table(table)} p
    where p.uuid = ${start.profile.uuid} and ${visibleTo(caller, 'p')}`.execute(db.kysely);
  if (!rows[0]) throw notFound('No such profile');
  return rows[0];
}

/** Bulk actions on selected users: start a job, read its progress and its outcome (issue 22). */
export function bulkJobHandlers(ctx: AppContext): HandlersFor<BulkJobOperation> {
  const { db, config, mailer } = ctx;
  const connectorFor = httpConnectorFactory({ timeoutMs: config.connectorTimeoutMs, allowLinkLocal: config.allowLinkLocalTargets });

  async function ownJob(caller: Caller, uuid: string) {
    const job = await findJob(db, caller, uuid);
    if (!job) throw notFound('No such bulk job');
    return job;
  }

  return {
    async listUserBulkJobs(request) {
      const jobs = await latestJobs(db, callerOf(request));
      return Promise.all(jobs.map((job) => jobReport(db, job)));
    },

    async startUserBulkJob(request, reply) {
      const caller = callerOf(request);
      const start = request.body;
      if (Boolean(start.selection.uuids) === Boolean(start.selection.filter)) throw badRequest(ONE_SELECTION, [{ field: 'selection', message: ONE_SELECTION }]);
      const profile = await profileToSet(db, caller, start);
      const job = await db.transaction(async (tx) => {
        const uuid = await createJob(tx, caller, start.action, profile, start.selection);
        const created = await findJob(tx, caller, uuid);
        if (!created || created.total === 0) throw badRequest(NOTHING_SELECTED, [{ field: 'selection', message: NOTHING_SELECTED }]);
        return created;
      });
      const log = request.log;
      const actor = auditActor(request);
      const effects: BulkJobEffects = {
        pushUser: async (userUuid) => {
          const outcome = await pushUserOutcome(db, connectorFor, userUuid, (application, error) => log.warn({ application, err: error }, 'application connector call failed'));
          await recordPushOutcome(db, actor, userUuid, outcome);
        },
        sendResetMail: (user) => sendResetMail(db, mailer, config, user, actor),
        logError: (error) => log.error({ err: error, job: job.uuid }, 'bulk job: a user failed on the server'),
      };
      ctx.background.run(
        (signal) => runBulkJob(db, { job: job.uuid, caller, action: start.action, profileUuid: profile?.uuid ?? null, actor }, effects, signal),
        (error) => log.error({ err: error, job: job.uuid }, 'bulk job stopped'),
      );
      return reply.code(202).send(await jobReport(db, job));
    },

    getUserBulkJob: async (request) => jobReport(db, await ownJob(callerOf(request), request.params.id)),

    async exportUserBulkJobOutcome(request, reply) {
      const job = await ownJob(callerOf(request), request.params.id);
      async function* lines() {
        yield `\uFEFF${csvLine(['username', 'outcome', 'reason'])}`;
        for await (const rows of outcomeRows(db, job.uuid)) {
          yield rows.map((row) => csvLine([guardFormula(row.username), row.outcome ?? 'not reached', guardFormula(row.reason ?? '')])).join('');
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="bulk-job-${job.uuid}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(streamedBody(request, reply, lines()));
    },
  };
}

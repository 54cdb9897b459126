// Runs a bulk job in this process, one user at a time, each in its own transaction that also
// records the user's outcome: stopped at any point, every user is either changed (and marked so)
// or unchanged (and unmarked), and the job reads as interrupted where it stopped.
import type { Db } from '../../../db/client';
import type { Caller } from '../../../auth/visibility';
import { assertMayManageUser } from '../../../auth/consoleGrants';
import { HttpProblem, notFound } from '../../../contract/problem';
import type { AuditActor } from '../../../audit/auditLog';
import { findVisibleUser, type ResetRecipient } from '../../password';
import { changeUser, type BulkAction } from './bulkJobActions';
import { finishJob, pendingItems, recordOutcome, type PendingItem } from './bulkJobStore';
import { reasonOf } from './refusalReason';

export const RESET_MAIL_NOT_TAKEN = 'The mail server did not take the password reset mail';

export interface BulkJobEffects {
  /** After a user's change committed: send it to its applications (as a single save does). */
  pushUser(userUuid: string): Promise<unknown>;
  /** Stores a reset token for the user with its audit entry and mails the link; rejects, with neither kept, when the mail is not taken. */
  sendResetMail(user: ResetRecipient): Promise<void>;
  logError(error: unknown): void;
}

export interface BulkJobRun {
  job: string;
  caller: Caller;
  action: BulkAction;
  profileUuid: string | null;
  /** Who each user's audit entry names: the admin who started the job, from where. */
  actor: AuditActor;
}

async function handleOne(db: Db, run: BulkJobRun, effects: BulkJobEffects, item: PendingItem): Promise<void> {
  const { job, caller, action } = run;
  if (action === 'sendPasswordReset') {
    const user = await findVisibleUser(db, caller, item.userUuid);
    if (!user) throw notFound('No such user');
    await assertMayManageUser(db, caller, user.uuid);
    try {
      await effects.sendResetMail(user);
    } catch (error) {
      effects.logError(error);
      throw new HttpProblem(502, 'Bad Gateway', RESET_MAIL_NOT_TAKEN);
    }
    await recordOutcome(db, job, item.position, 'changed', null);
    return;
  }
  await db.transaction(async (tx) => {
    await changeUser(tx, caller, action, run.profileUuid, item, { actor: run.actor, action: action === 'activate' || action === 'inactivate' ? action : 'update' });
    await recordOutcome(tx, job, item.position, 'changed', null);
  });
  await effects.pushUser(item.userUuid);
}

/** Handles every user the job has left, until done or until `signal` asks it to stop (between users). */
export async function runBulkJob(db: Db, run: BulkJobRun, effects: BulkJobEffects, signal: AbortSignal): Promise<void> {
  let after = 0;
  for (;;) {
    const items = await pendingItems(db, run.job, after, 200);
    for (const item of items) {
      if (signal.aborted) return;
      try {
        await handleOne(db, run, effects, item);
      } catch (error) {
        if (!(error instanceof HttpProblem)) effects.logError(error);
        await recordOutcome(db, run.job, item.position, 'failed', reasonOf(error));
      }
      after = item.position;
    }
    if (items.length < 200) break;
  }
  await finishJob(db, run.job);
}

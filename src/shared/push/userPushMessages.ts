import type { UserPushJob } from '../../api/users.gen';

const users = (n: number) => `${n} ${n === 1 ? 'user' : 'users'}`;

/** While a push job runs: how far it got. */
export const pushProgressMessage = (job: UserPushJob) => `Updating users in their applications: ${job.done} of ${job.total}`;

/** When it has finished: how many users were updated, and which applications failed. */
export function pushOutcome(job: UserPushJob): { message: string; variant: 'success' | 'warning' } {
  if (job.failedApps.length === 0) return { message: `${users(job.updated)} updated in their applications`, variant: 'success' };
  return {
    message: `${job.updated} of ${users(job.total)} updated in their applications; failed applications: ${job.failedApps.join(', ')}`,
    variant: 'warning',
  };
}

/** When the job could not be followed (the progress call failed). */
export const PUSH_UNKNOWN = 'Could not follow the update of users in their applications; check the applications later';

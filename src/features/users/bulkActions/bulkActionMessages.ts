import type { UserBulkAction, UserBulkJob } from '../../../api/users.gen';

const count = (n: number) => n.toLocaleString('en-US');
const users = (n: number) => `${count(n)} ${n === 1 ? 'user' : 'users'}`;

export const actionLabels: Record<UserBulkAction, string> = {
  activate: 'Activate',
  inactivate: 'Inactivate',
  setBusinessProfile: 'Set Business Profile',
  setVisibilityProfile: 'Set Visibility Profile',
  sendPasswordReset: 'Send Password Reset Email',
};

/** "2 users selected", or "All 1,234 matching users selected". */
export function selectedText(selected: number, matching: boolean): string {
  return matching ? `All ${users(selected)} matching selected` : `${users(selected)} selected`;
}

export const selectMatchingText = (total: number) => `Select all ${users(total)} matching`;

/** The confirmation's question, e.g. "Inactivate 2 users?" */
export function confirmText(action: UserBulkAction, selected: number, profileName?: string): string {
  const what = action === 'setBusinessProfile' || action === 'setVisibilityProfile' ? `${actionLabels[action]} ${profileName ?? ''}`.trim() : actionLabels[action];
  return `${what} for ${users(selected)}?`;
}

/** What else a new business profile changes, said before it is applied (the server's rule: profileElements.ts). */
export const ELEMENTS_FOLLOW_PROFILE =
  "Each user's elements follow the new profile, as on the user form: its Default Tree from Snmp Manager, and the other elements while the profile offers them.";

export function jobTitle(job: Pick<UserBulkJob, 'action' | 'profileName'>): string {
  return job.profileName ? `${actionLabels[job.action]}: ${job.profileName}` : actionLabels[job.action];
}

/** "1,200 of 13,000" */
export const progressText = (job: Pick<UserBulkJob, 'processed' | 'total'>) => `${count(job.processed)} of ${count(job.total)}`;

export function outcomeText(job: UserBulkJob): string {
  const changed = `${count(job.succeeded)} of ${users(job.total)} changed`;
  const refused = job.failedCount > 0 ? `, ${count(job.failedCount)} refused` : '';
  if (job.state === 'interrupted') {
    return `Stopped when the server stopped, after ${count(job.processed)} of ${users(job.total)}: ${changed.replace(` of ${users(job.total)}`, '')}${refused}; the others are unchanged`;
  }
  return `${changed}${refused}`;
}

export const START_FAILED = 'The bulk action could not be started';
export const OUTCOME_DOWNLOAD_FAILED = 'The outcome could not be downloaded';

export const moreRefusedText = (more: number) => `And ${users(more)} more: download the outcome for every one.`;

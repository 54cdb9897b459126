import type { AuditAction, AuditChange, AuditEvent, AuditRecordType } from '../../api/audit.gen';

export const recordTypeLabels: Record<AuditRecordType, string> = {
  user: 'User',
  application: 'Application',
  appProfile: 'App profile',
  businessProfile: 'Business profile',
  visibilityProfile: 'Visibility profile',
  authClient: 'OAuth2 client',
  customerCompany: 'Customer company',
  visibilitySync: 'Visibility sync',
  import: 'User import',
};

export const actionLabels: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  clone: 'Cloned',
  activate: 'Activated',
  inactivate: 'Inactivated',
  import: 'Imported',
  push: 'Pushed to applications',
  sync: 'Synced',
  syncAll: 'Synced (all)',
  visibilitySync: 'Visibility synced',
  passwordResetSent: 'Password reset sent',
  passwordResetCompleted: 'Password reset completed',
  login: 'Logged in',
  loginFailed: 'Login failed',
  loginLocked: 'Login refused (locked)',
  loginSso: 'Logged in (SSO)',
  logout: 'Logged out',
  bootstrap: 'Created at start',
  factorAdded: 'Second factor added',
  factorRenamed: 'Second factor renamed',
  factorRemoved: 'Second factor removed',
  factorsReset: 'Second factors reset',
};

const shown = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '(none)' : value);

/** One change as a reader says it: "Business profile: NOC Operator -> SCO Field Engineer", "Roles: + WRITER, - READER". */
export function changeText(change: AuditChange): string {
  if (change.added || change.removed) {
    const parts = [...(change.added ?? []).map((v) => `+ ${v}`), ...(change.removed ?? []).map((v) => `- ${v}`)];
    return `${change.field}: ${parts.join(', ')}`;
  }
  if (change.from === null || change.from === undefined) return `${change.field}: ${shown(change.to)}`;
  return `${change.field}: ${shown(change.from)} -> ${shown(change.to)}`;
}

const EDIT_PATHS: Partial<Record<AuditRecordType, string>> = {
  user: '/user/edit/',
  application: '/application/edit/',
  appProfile: '/profile/app/edit/',
  businessProfile: '/profile/business/edit/',
  visibilityProfile: '/profile/visibility/edit/',
  authClient: '/authClient/edit/',
  customerCompany: '/customerCompany/edit/',
};

/** The edit screen of the entry's record, or null (no uuid, deleted kinds have no screen of their own). */
export function recordPath(record: AuditEvent['record']): string | null {
  const path = EDIT_PATHS[record.type];
  return path && record.uuid && record.type !== 'import' ? `${path}${record.uuid}` : null;
}

export const actorPath = (actor: AuditEvent['actor']) => (actor.uuid ? `/user/edit/${actor.uuid}` : null);

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
export const atText = (at: string) => when.format(new Date(at));

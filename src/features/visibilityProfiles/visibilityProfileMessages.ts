import { errorStatus } from '../../shared/api/apiError';
import { profileSaveOutcome } from '../../shared/editScreen/profileSaveOutcome';
import { recordDeleteOutcome, type DeleteOutcome, type SaveResult } from '../../shared/editScreen/saveOutcome';
import type { VisibilityProfileFormValues } from './edit/visibilityProfileFormValues';
import { profileHoldersSentence } from '../../shared/dialog/profileHolders';

// SPEC section 8 "Profiles", visibility profile row, and "Visibility sync", word for word.
export const DUPLICATE_NAME = 'A Visibility Profile with this name already exists';
export const SAVE_FAILED = 'Error Saving Visibility Profile';
export const DELETED = 'Visibility Profile Deleted Successfully';
export const DELETE_FAILED = 'Failed to Delete Visibility Profile';
export const USERS_FAILED = 'There Was Error While Fetching Users Who Use This Visibility Profile';
/** DESIGN: a stale version (412) tells the admin to reload. */
export const CHANGED_BY_SOMEONE_ELSE = 'This Visibility Profile was changed by someone else, please reload the page and try again';

export const savedMessage = (name: string) => `Visibility ${name} Is Saved Successfully`;

// Cluster toasts (SPEC section 8 "Profiles").
export const clusterAddedMessage = (name: string, children: number) => `Cluster '${name}' And Its ${children} Children Were Added To Profile`;
export const clusterRemovedMessage = (name: string, children: number) => `Cluster '${name}' And Its ${children} Children Were Removed From Profile`;
export const primaryAddedMessage = (name: string, children: number) => `Cluster '${name}' And Its ${children} Children Was Added Successfully To Profile`;
export const primaryKeptMessage = (name: string) => `Primary Visibility Cannot Be Removed, Please Select New One To Remove '${name}'`;

export interface Toast {
  message: string;
  variant: 'success' | 'error' | 'warning' | 'info';
}

/** What to show after POST /profile/visibility/update, and where to go when it saved. */
export const saveOutcome = profileSaveOutcome<keyof VisibilityProfileFormValues>({
  saved: savedMessage,
  duplicateName: DUPLICATE_NAME,
  changedBySomeoneElse: CHANGED_BY_SOMEONE_ELSE,
  saveFailed: SAVE_FAILED,
  // The contract's field names as form fields.
  formFields: { name: 'name', description: 'description', minimumRole: 'minimumRole', errigalCustomerCompany: 'companyUuid', primaryVisibility: 'primaryUuid', networkGroups: 'networkGroupUuids' },
});

/** The delete dialog's sentence (SPEC section 8: the active and inactive user counts). */
export const holdersSentence = (active: number, inactive: number) => profileHoldersSentence(active, inactive, 'visibility profile');

/** The delete's outcome: SPEC's toasts; a stale or refused delete says why. */
export function deleteOutcome(result: SaveResult<unknown>): DeleteOutcome {
  return recordDeleteOutcome(result, { deleted: DELETED, deleteFailed: DELETE_FAILED, changedBySomeoneElse: CHANGED_BY_SOMEONE_ELSE });
}

// Visibility sync (SPEC sections 2, 7, 8 and 9).
export type SyncKind = 'all' | 'carrier' | 'cluster' | 'clusterGroup' | 'networkGroup' | 'networkElementAttribute' | 'venue';

export const SYNC_LABELS: Readonly<Record<SyncKind, string>> = {
  all: 'All',
  carrier: 'Carrier',
  cluster: 'Cluster',
  clusterGroup: 'Cluster Group',
  networkGroup: 'Network Group',
  networkElementAttribute: 'NE Attribute',
  venue: 'Venue',
};

/** The sync entries for a layout code: NE Attribute only with NEA, Venue only with VEN. */
export function syncKinds(layoutCode: string): SyncKind[] {
  return [
    'all',
    'carrier',
    'cluster',
    'clusterGroup',
    'networkGroup',
    ...(layoutCode.includes('NEA') ? (['networkElementAttribute'] as const) : []),
    ...(layoutCode.includes('VEN') ? (['venue'] as const) : []),
  ];
}

export const SYNC_TIMED_OUT = 'Syncing Timed Out, Please Try Again Later';
export const SYNC_UNAUTHORIZED = 'Request Was Not Authorized, Please Try Logging In Again';
export const SYNC_NO_RESPONSE = 'No Response From The Sync, Please Try Again Later';
export const SYNC_FAILED = 'Error During Syncing';

/** The toast after GET /visibility/sync/<kind> or /visibility/sync/all. */
export function syncToast(kind: SyncKind, result: SaveResult<number>): Toast {
  if (result.error === undefined) {
    const count = Number(result.data) || 0;
    return kind === 'all'
      ? { message: `All Syncs Completed Successfully, ${count} Elements Synced`, variant: 'success' }
      : { message: `${SYNC_LABELS[kind]} Sync Completed, ${count} Elements Synced`, variant: 'success' };
  }
  const status = errorStatus(result.error);
  if (status === 504 || status === 408 || status === 'TIMEOUT_ERROR') return { message: SYNC_TIMED_OUT, variant: 'error' };
  if (status === 401) return { message: SYNC_UNAUTHORIZED, variant: 'error' };
  if (status === 444) return { message: SYNC_NO_RESPONSE, variant: 'error' };
  return { message: SYNC_FAILED, variant: 'error' };
}

import { errorStatus } from '../../../shared/api/apiError';
import { namedRecordSaveOutcome, type DeleteOutcome, type SaveOutcome, type SaveResult } from '../../../shared/editScreen/saveOutcome';

// SPEC has no customer company screen; these messages follow its profile rows (section 8).
export const DUPLICATE_NAME = 'A Customer Company with this name already exists';
export const SAVE_FAILED = 'Error Saving Customer Company';
export const CHANGED_BY_SOMEONE_ELSE = 'This Customer Company was changed by someone else, please reload the page and try again';
export const DELETED = 'Customer Company Deleted Successfully';
export const DELETE_FAILED = 'Failed to Delete Customer Company';
export const USAGES_FAILED = 'There Was Error While Fetching What Belongs To This Customer Company';
export const STILL_USED = 'Customer Company Is Still In Use, Move What Belongs To It First';

export const savedMessage = (name: string) => `Customer Company ${name} Is Saved Successfully`;

/** What to show after POST /customerCompany/update, and where to go when it saved. */
export function saveOutcome(result: SaveResult<{ uuid: string; name: string }>): SaveOutcome {
  return namedRecordSaveOutcome(result, {
    saved: (company) => savedMessage(company.name),
    duplicateName: DUPLICATE_NAME,
    changedBySomeoneElse: CHANGED_BY_SOMEONE_ELSE,
    saveFailed: SAVE_FAILED,
  });
}

/** The toast after DELETE /customerCompany/<uuid>: a 409 means something still belongs to it. */
export function deleteOutcome(result: SaveResult<unknown>): DeleteOutcome {
  if (result.error === undefined) return { toast: { message: DELETED, variant: 'success' } };
  return { toast: { message: errorStatus(result.error) === 409 ? STILL_USED : DELETE_FAILED, variant: 'error' } };
}

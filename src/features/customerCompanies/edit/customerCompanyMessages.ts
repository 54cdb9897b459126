import { errorStatus } from '../../../shared/api/apiError';

// SPEC has no customer company screen; these messages follow its profile rows (section 8).
export const DUPLICATE_NAME = 'A Customer Company with this name already exists';
export const SAVE_FAILED = 'Error Saving Customer Company';
export const CHANGED_BY_SOMEONE_ELSE = 'This Customer Company was changed by someone else, please reload the page and try again';
export const DELETED = 'Customer Company Deleted Successfully';
export const DELETE_FAILED = 'Failed to Delete Customer Company';
export const USAGES_FAILED = 'There Was Error While Fetching What Belongs To This Customer Company';
export const STILL_USED = 'Customer Company Is Still In Use, Move What Belongs To It First';

export const savedMessage = (name: string) => `Customer Company ${name} Is Saved Successfully`;

export interface Toast {
  message: string;
  variant: 'success' | 'error';
}

export interface SaveOutcome {
  toast: Toast;
  /** An error to show under the name field. */
  nameError?: string;
  savedUuid?: string;
}

type Result = { data: { uuid: string; name: string }; error?: undefined } | { data?: undefined; error: unknown };

/** What to show after POST /customerCompany/update, and where to go when it saved. */
export function saveOutcome(result: Result): SaveOutcome {
  if (result.error === undefined && result.data) {
    return { toast: { message: savedMessage(result.data.name), variant: 'success' }, savedUuid: result.data.uuid };
  }
  const status = errorStatus(result.error);
  if (status === 409) return { toast: { message: DUPLICATE_NAME, variant: 'error' }, nameError: DUPLICATE_NAME };
  if (status === 412) return { toast: { message: CHANGED_BY_SOMEONE_ELSE, variant: 'error' } };
  return { toast: { message: SAVE_FAILED, variant: 'error' } };
}

/** The toast after DELETE /customerCompany/<uuid>: a 409 means something still belongs to it. */
export function deleteFailure(error: unknown): string {
  return errorStatus(error) === 409 ? STILL_USED : DELETE_FAILED;
}

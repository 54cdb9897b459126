import type { UserUpdateResult } from '../../../api/users.gen';
import { errorMessage, errorStatus, errorUrl } from '../../../shared/api/apiError';
import { serverFieldErrors } from '../../../shared/api/serverFieldErrors';
import type { SaveOutcome, SaveResult, Toast } from '../../../shared/editScreen/saveOutcome';
import { userUpdatedMessage } from '../userListMessages';
import { DEFAULT_TREE_MUST_BE_ASSIGNED, DEFAULT_TREE_RULE_CODE } from './userFormSchema';
import type { UserFormValues } from './userFormValues';

// The user form's toasts, word for word from SPEC sections 5 and 8 "Users".
export const SESSION_TIMED_OUT = 'Session Timed Out, Please Try Logging In Again';
export const CHANGED_BY_SOMEONE_ELSE = 'This user was changed by someone else, please reload the page and try again';
export const USERNAME_TAKEN = 'A user with this username already exists';
export const WAIT_FOR_SAVE = 'Please Wait Until Updating User Completes';
export const CHECK_FORM = 'Please Check Form Is Filled Correctly';
export const RESET_EMAIL_SENT = 'Email Has Been Sent To The Email Address ';
export const RESET_EMAIL_FAILED = 'Failed To Send A Email';

export function saveFailedMessage(username: string, failedApps: readonly string[] = []): string {
  const failed = failedApps.length > 0 ? `, Failed Applications: ${failedApps.join(', ')}` : '';
  return `Error Saving User ${username}${failed}`;
}

export function notSavedCorrectlyMessage(username: string): string {
  return `User ${username} Was Not Saved Correctly, Please Verify`;
}

interface ProblemBody {
  failedUpdateApps?: unknown;
}

const problemBody = (error: unknown): ProblemBody => {
  const data: unknown = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  return typeof data === 'object' && data !== null ? data : {};
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The contract's field names (`user.email`, `user.businessProfile.uuid`) as form fields. */
const formFields: Readonly<Record<string, keyof UserFormValues>> = {
  username: 'username',
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
  deskPhone: 'deskPhone',
  mobilePhone: 'mobilePhone',
  active: 'active',
  location: 'locationUuid',
  businessProfile: 'businessProfileUuid',
  visibilityProfile: 'visibilityProfileUuid',
  minimumRole: 'minimumRole',
  errigalCustomerCompany: 'companyUuid',
  elements: 'elements',
};

/** A 400's field errors under the form's fields; the default tree rule as a sentence, not as its code. */
const fieldErrorsOf = (error: unknown) =>
  serverFieldErrors(error, formFields, { wrapper: 'user', sentences: { [DEFAULT_TREE_RULE_CODE]: DEFAULT_TREE_MUST_BE_ASSIGNED } });

function failureOutcome(username: string, error: unknown): SaveOutcome<keyof UserFormValues> {
  const status = errorStatus(error);
  if (status === 401 || errorUrl(error)?.includes('auth/login')) {
    return { toast: { message: SESSION_TIMED_OUT, variant: 'warning' }, sessionTimedOut: true };
  }
  // The server's own reason for refusing (e.g. a Visible To above the admin's own level).
  if (status === 403) return { toast: { message: errorMessage(error), variant: 'error' } };
  if (status === 412) return { toast: { message: CHANGED_BY_SOMEONE_ELSE, variant: 'error' } };
  const toast: Toast = { message: saveFailedMessage(username, strings(problemBody(error).failedUpdateApps)), variant: 'error' };
  if (status === 409) return { toast, fieldErrors: { username: USERNAME_TAKEN } };
  if (status === 400) return { toast, fieldErrors: fieldErrorsOf(error) };
  return { toast };
}

/**
 * SPEC section 8 "Users": the toast and field errors for each outcome of a save. A user saved
 * while some of its applications did not take it is saved (it opens, and a kept draft is done
 * with) though its toast is SPEC's save error naming them: one outcome, never a success beside it.
 */
export function saveOutcome(username: string, result: SaveResult<UserUpdateResult>): SaveOutcome<keyof UserFormValues> {
  if (result.error !== undefined || !result.data) return failureOutcome(username, result.error);
  const { uuid, failedUpdateApps = [] } = result.data;
  if (!uuid) return { toast: { message: notSavedCorrectlyMessage(username), variant: 'error' } };
  const toast: Toast =
    failedUpdateApps.length > 0
      ? { message: saveFailedMessage(username, failedUpdateApps), variant: 'error' }
      : { message: userUpdatedMessage(username), variant: 'success' };
  return { toast, savedUuid: uuid };
}

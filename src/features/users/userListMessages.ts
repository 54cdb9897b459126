import type { PullResult } from '../../api/users.gen';
import { errorMessage, errorStatus } from '../../shared/api/apiError';

// The user list's toasts, word for word from SPEC section 8 "Users".

export const PULL_SUCCEEDED = 'User Info Pull Successful';
export const PULL_FAILED = 'User Info Pull Failed';
export const UPDATE_TIMED_OUT = 'User Update Timed Out, Please Try Again Later';
export const NOT_AUTHORIZED = 'Request Was Not Authorized, Please Try Logging In Again';
export const NO_SYNC_RESPONSE = 'No Response From The Sync, Please Try Again Later';

/**
 * The toast after Pull User Info: successful when no application failed, failed when none
 * answered, and failed naming the applications that did not answer when only some did.
 */
export function pullOutcome(result: PullResult | undefined): { message: string; variant: 'success' | 'warning' | 'error' } {
  if (!result || (result.failedApps.length > 0 && result.answeredApps.length === 0)) {
    return { message: PULL_FAILED, variant: 'error' };
  }
  if (result.failedApps.length > 0) {
    return { message: `${PULL_FAILED}, Failed Applications: ${result.failedApps.join(', ')}`, variant: 'warning' };
  }
  return { message: PULL_SUCCEEDED, variant: 'success' };
}

/** Why the list is empty: which list could not be loaded, and the cause in words. */
export function listLoadFailedMessage(list: 'active' | 'inactive', error: unknown): string {
  return `The ${list} users could not be loaded: ${errorMessage(error).replace(/\.$/, '')}.`;
}

export function userUpdatedMessage(username: string): string {
  return `${username} Successfully Updated`;
}

/** The toast for a failed activate or inactivate call, chosen by the HTTP status. */
export function statusChangeFailedMessage(username: string, error: unknown): string {
  switch (errorStatus(error)) {
    case 504:
    case 408:
    case 'TIMEOUT_ERROR':
      return UPDATE_TIMED_OUT;
    case 401:
      return NOT_AUTHORIZED;
    case 444:
      return NO_SYNC_RESPONSE;
    default:
      return `Failed To Activate/Inactivate ${username} Due To ${errorMessage(error)}`;
  }
}

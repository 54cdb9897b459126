import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts, please try again later';
export const LOGIN_FAILED = 'Login failed due to an unknown reason';

/** One message per outcome: an unknown user and a wrong password read the same. */
export function loginErrorMessage(error: FetchBaseQueryError | SerializedError): string {
  const status = 'status' in error ? error.status : undefined;
  if (status === 401) return INVALID_CREDENTIALS;
  if (status === 429) return TOO_MANY_ATTEMPTS;
  return LOGIN_FAILED;
}

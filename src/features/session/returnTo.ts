import { storageKeys } from '../../api/tokenStorage';

export const DEFAULT_RETURN_TO = '/user/list';

const LOGIN_FLOW_PATHS = ['/auth/', '/authorize', '/selfcallback', '/callback', '/logout'];

/**
 * Remembers where the user wanted to go, so the login callback can take them there. Pages of the
 * login flow itself are never remembered: returning to them would start the flow over.
 */
export function rememberReturnTo(path: string): void {
  if (LOGIN_FLOW_PATHS.some((prefix) => path.startsWith(prefix))) return;
  localStorage.setItem(storageKeys.returnTo, path);
}

/** The remembered path (default /user/list), left in storage. */
export function peekReturnTo(): string {
  return localStorage.getItem(storageKeys.returnTo) || DEFAULT_RETURN_TO;
}

/** The remembered path (default /user/list), removed from storage once read. */
export function takeReturnTo(): string {
  const path = peekReturnTo();
  localStorage.removeItem(storageKeys.returnTo);
  return path;
}

// Local storage keys of SPEC section 3 "Stored locally". The side navbar preference lives
// under the user-profile prefix.
export const storageKeys = {
  accessToken: 'access_token',
  tokenExpiresAt: 'token_expires_at',
  menuExpanded: 'menu_expanded',
  ticket: 'ticket',
  searchCriteria: 'searchCriteria',
  codeVerifier: 'code_verifier',
  state: 'state',
  returnTo: 'user-profile.returnTo',
  navbarShrink: 'user-profile.sideNavbarShrink',
} as const;

export function getAccessToken(): string | null {
  return localStorage.getItem(storageKeys.accessToken);
}

/** Stores the token and its exp claim (seconds since the epoch), as SPEC section 3 says. */
export function saveAccessToken(token: string): void {
  localStorage.setItem(storageKeys.accessToken, token);
  const exp = readExpClaim(token);
  if (exp !== null) localStorage.setItem(storageKeys.tokenExpiresAt, String(exp));
}

export function tokenExpired(now = Date.now()): boolean {
  const exp = Number(localStorage.getItem(storageKeys.tokenExpiresAt));
  return !exp || exp * 1000 <= now;
}

/** Logout: every stored token and login artefact goes; UI preferences stay. */
export function clearStoredSession(): void {
  for (const key of [
    storageKeys.accessToken,
    storageKeys.tokenExpiresAt,
    storageKeys.ticket,
    storageKeys.codeVerifier,
    storageKeys.state,
    storageKeys.searchCriteria,
  ]) {
    localStorage.removeItem(key);
  }
}

function readExpClaim(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

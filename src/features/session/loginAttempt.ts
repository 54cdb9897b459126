import { storageKeys } from '../../api/tokenStorage';

/** The PKCE verifier and state of the login in progress, kept until its callback. */
export interface LoginAttempt {
  codeVerifier: string;
  state: string;
}

export function saveLoginAttempt(attempt: LoginAttempt): void {
  localStorage.setItem(storageKeys.codeVerifier, attempt.codeVerifier);
  localStorage.setItem(storageKeys.state, attempt.state);
}

export function readLoginAttempt(): LoginAttempt | null {
  const codeVerifier = localStorage.getItem(storageKeys.codeVerifier);
  const state = localStorage.getItem(storageKeys.state);
  return codeVerifier && state ? { codeVerifier, state } : null;
}

export function clearLoginAttempt(): void {
  localStorage.removeItem(storageKeys.codeVerifier);
  localStorage.removeItem(storageKeys.state);
}

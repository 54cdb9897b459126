import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, WebAuthnError } from '@simplewebauthn/browser';
import type { PasskeyCredential, PasskeyOptions } from '../../api/session.gen';
import { failureAlert } from '../api/apiError';

// The browser's side of a passkey: @simplewebauthn/browser is loaded only when a passkey is
// used (a dynamic import), so the login screen's bundle does not carry it.

export const PASSKEY_UNSUPPORTED = 'This browser does not support passkeys. Use your authenticator app or a recovery code.';
export const PASSKEY_CANCELLED = 'The passkey request was cancelled or timed out. Try again when you are ready.';
export const PASSKEY_KNOWN = 'This passkey is already registered on your account.';
export const PASSKEY_WRONG_ADDRESS = 'Passkeys work only at this console\'s own address. Open it there and try again.';

export type CeremonyResult = { credential: PasskeyCredential } | { error: string };

/** What a person reads for the browser's refusal (the user cancelled, no authenticator, another address). */
export function ceremonyError(error: unknown): string {
  const { name, code, message } = (error ?? {}) as Partial<WebAuthnError>;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return PASSKEY_CANCELLED;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return PASSKEY_KNOWN;
  if (name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') return PASSKEY_WRONG_ADDRESS;
  if (name === 'NotSupportedError') return PASSKEY_UNSUPPORTED;
  return `The passkey could not be used${message ? `: ${message}` : ''}.`;
}

async function ceremony(run: (browser: typeof import('@simplewebauthn/browser')) => Promise<PasskeyCredential>): Promise<CeremonyResult> {
  try {
    const browser = await import('@simplewebauthn/browser');
    if (!browser.browserSupportsWebAuthn()) return { error: PASSKEY_UNSUPPORTED };
    return { credential: await run(browser) };
  } catch (error) {
    return { error: ceremonyError(error) };
  }
}

/** navigator.credentials.create with the server's creation options. */
export const createPasskey = (options: PasskeyOptions) =>
  ceremony((browser) => browser.startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }));

/** navigator.credentials.get with the server's request options. */
export const assertPasskey = (options: PasskeyOptions) =>
  ceremony((browser) => browser.startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }));

/** An RTK Query mutation's result. */
type Outcome<T> = { data?: T; error?: unknown };

/**
 * One passkey round: the server's options, the browser's prompt (create or assert), the answer
 * sent back. Resolves to the message to show, or null once `done` took the server's answer.
 */
export async function passkeyRound<T>(
  options: () => Promise<Outcome<PasskeyOptions>>,
  prompt: (options: PasskeyOptions) => Promise<CeremonyResult>,
  send: (credential: PasskeyCredential) => Promise<Outcome<T>>,
  done: (data: T) => void,
): Promise<string | null> {
  const asked = await options();
  if (asked.error !== undefined || asked.data === undefined) return failureAlert(asked.error);
  const answered = await prompt(asked.data);
  if ('error' in answered) return answered.error;
  const result = await send(answered.credential);
  if (result.error !== undefined || result.data === undefined) return failureAlert(result.error);
  done(result.data);
  return null;
}

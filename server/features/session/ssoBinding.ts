import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../../auth/passwords';

// Binds an Enterprise SSO login to the browser that began it (issue 18 item 17): a random value in
// an HttpOnly cookie, from which the state and the nonce of that login are derived (HMAC), so the
// server keeps nothing and a code the provider issued to another browser (login CSRF) or an ID
// token minted for another login does not fit.
export const SSO_COOKIE = 'up_sso';
const SSO_COOKIE_SECONDS = 600;

const cookieName = (secure: boolean) => (secure ? `__Host-${SSO_COOKIE}` : SSO_COOKIE);
const derive = (binding: string, purpose: 'state' | 'nonce') => crypto.createHmac('sha256', binding).update(purpose).digest('base64url');

export interface SsoBinding {
  state: string;
  nonce: string;
}

/** A new binding for this browser: sets its cookie and returns the state and nonce to send to the provider. */
export function startSsoBinding(reply: FastifyReply, secure: boolean): SsoBinding {
  const binding = randomToken(32);
  reply.setCookie(cookieName(secure), binding, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: SSO_COOKIE_SECONDS });
  return { state: derive(binding, 'state'), nonce: derive(binding, 'nonce') };
}

/** The state and nonce of the login this browser began, or null without its cookie. */
export function ssoBindingOf(request: FastifyRequest, secure: boolean): SsoBinding | null {
  const binding = request.cookies[cookieName(secure)];
  return binding ? { state: derive(binding, 'state'), nonce: derive(binding, 'nonce') } : null;
}

/** A binding serves one login. */
export function endSsoBinding(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(cookieName(secure), { path: '/', secure });
}

/** Whether two strings are equal, in time that does not tell how much of them matched. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { verifyAccessToken } from './jwt';
import { liveCaller } from './sessionLiveness';
import { hasAtLeast } from './visibility';
import { CONSOLE_CLIENT_ID } from '../db/builtins';
import type { Operation } from '../contract/contract';
import { forbidden, unauthorized } from '../contract/problem';

/**
 * The contract's security rules, for every secured operation: a valid RS256 bearer token (401
 * otherwise) that stands for a live session of an active user (401 otherwise), and a console role
 * of at least the operation's x-minimum-role (403 otherwise). Roles and company are the user's
 * current ones, read with the session (sessionLiveness.ts), never the token's copy.
 * The console's `Algorithm: RSA256` header is ignored: the token's own header decides.
 */
export function authenticate(ctx: AppContext, operation: Operation) {
  return async (request: FastifyRequest) => {
    const claims = await bearerSession(ctx, request);
    if (!claims) throw unauthorized();
    // Revocation: the token stands for a live session of an active user, or for nothing.
    const caller = await liveCaller(ctx.db, claims.userUuid, claims.sid);
    if (!caller) throw unauthorized('This session has ended; log in again');
    if (!hasAtLeast(caller, operation.minimumRole)) throw forbidden();
    request.caller = caller;
    request.callerSid = claims.sid;
  };
}

/** The user and session a valid console access token in the Authorization header names, or null. */
export async function bearerSession(ctx: AppContext, request: FastifyRequest): Promise<{ userUuid: string; sid: string } | null> {
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(request.headers.authorization ?? '');
  const claims = match ? await verifyAccessToken(ctx.keys, ctx.issuer, match[1], CONSOLE_CLIENT_ID) : null;
  return claims && typeof claims.sid === 'string' ? { userUuid: claims.sub, sid: claims.sid } : null;
}

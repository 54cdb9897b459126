import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { verifyAccessToken } from '../auth/jwt';
import { sessionIsLive } from '../auth/sessionLiveness';
import { callerLevel, hasAtLeast, type Caller } from '../auth/visibility';
import { CONSOLE_CLIENT_ID } from '../db/builtins';
import type { Operation } from './contract';
import { forbidden, unauthorized } from './problem';

/**
 * The contract's security rules, for every secured operation: a valid RS256 bearer token (401
 * otherwise), a console role, and at least the operation's x-minimum-role (403 otherwise), then
 * a live session of an active user (401 otherwise).
 * The console's `Algorithm: RSA256` header is ignored: the token's own header decides.
 */
export function authenticate(ctx: AppContext, operation: Operation) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header);
    const claims = match ? await verifyAccessToken(ctx.keys, ctx.issuer, match[1], CONSOLE_CLIENT_ID) : null;
    if (!claims || typeof claims.sid !== 'string') throw unauthorized();
    const caller: Caller = {
      uuid: claims.sub,
      username: claims.username,
      roles: claims.roles.filter((r): r is Caller['roles'][number] => callerLevel([r]) !== null),
      companyUuid: claims.company,
    };
    if (!hasAtLeast(caller, operation.minimumRole)) throw forbidden();
    // Revocation: the token stands for a live session of an active user, or for nothing.
    if (!(await sessionIsLive(ctx.db, claims.sub, claims.sid))) throw unauthorized('This session has ended; log in again');
    request.caller = caller;
  };
}

import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { verifyAccessToken } from '../auth/jwt';
import { callerLevel, hasAtLeast, type Caller } from '../auth/visibility';
import { CONSOLE_CLIENT_ID } from '../features/session/handlers';
import type { Operation } from './contract';
import { forbidden, unauthorized } from './problem';

/**
 * The contract's security rules, for every secured operation: a valid RS256 bearer token (401
 * otherwise), a console role, and at least the operation's x-minimum-role (403 otherwise).
 * The console's `Algorithm: RSA256` header is ignored: the token's own header decides.
 */
export function authenticate(ctx: AppContext, operation: Operation) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header);
    const claims = match ? verifyAccessToken(ctx.signingKey, match[1], CONSOLE_CLIENT_ID) : null;
    if (!claims) throw unauthorized();
    const caller: Caller = {
      uuid: claims.sub,
      username: claims.username,
      roles: claims.roles.filter((r): r is Caller['roles'][number] => callerLevel([r]) !== null),
      companyUuid: claims.company,
    };
    if (!hasAtLeast(caller, operation.minimumRole)) throw forbidden();
    request.caller = caller;
  };
}

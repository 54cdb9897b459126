import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../contract/problem';

/**
 * The token endpoint's errors as RFC 6749 5.2 has them (`{"error", "error_description"}`), which
 * client libraries read; every other operation answers problem+json. A 401 to a client that
 * tried HTTP Basic carries `WWW-Authenticate: Basic` with the error (RFC 6749 5.2, as
 * oidc-provider does); no other answer does. No answer of the endpoint may be cached.
 */
export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'server_error';

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: OAuthErrorCode,
    readonly description: string,
  ) {
    super(`${code}: ${description}`);
  }
}

export const invalidRequest = (description: string) => new OAuthError(400, 'invalid_request', description);
export const invalidClient = () => new OAuthError(401, 'invalid_client', 'client authentication failed');
export const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);
export const unsupportedGrantType = () => new OAuthError(400, 'unsupported_grant_type', 'only authorization_code is supported');

/** Cache-Control and Pragma of every token endpoint answer (RFC 6749 5.1). */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
}

function toOAuthError(error: FastifyError & { validation?: unknown[] }): OAuthError {
  if (error instanceof OAuthError) return error;
  if (error.validation) return invalidRequest(error.message);
  const status = error instanceof HttpProblem ? error.status : (error.statusCode ?? 500);
  if (status >= 400 && status < 500) return new OAuthError(status, 'invalid_request', error.message);
  return new OAuthError(500, 'server_error', 'Something went wrong on the server');
}

export function oauthErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const oauth = toOAuthError(error);
  if (oauth.status >= 500) request.log.error({ err: error }, 'token request failed');
  if (oauth.status === 401 && request.headers.authorization !== undefined) {
    reply.header('WWW-Authenticate', `Basic realm="userprofile", error="${oauth.code}", error_description="${oauth.description}"`);
  }
  return reply
    .code(oauth.status)
    .header('Cache-Control', 'no-store')
    .header('Pragma', 'no-cache')
    .type('application/json')
    .send({ error: oauth.code, error_description: oauth.description });
}

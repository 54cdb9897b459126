import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { HandlersFor } from '../../http/handlerTypes';
import { verifyAccessToken } from '../../auth/jwt';
import { liveCaller } from '../../auth/sessionLiveness';
import { forbidden, unauthorized } from '../../contract/problem';
import { invalidGrant, invalidRequest, unsupportedGrantType } from '../../http/oauthError';
import { consoleRolesOf, findAccount } from './accounts';
import { redeemCode, SUPPORTED_SCOPES } from './authorizationCodes';
import { authenticateClient } from './clientAuthentication';
import { issueTokens } from './consoleToken';
import { AUTHORIZATION_PATH } from './authorizationPage';

/**
 * The provider's standard endpoints (README "Sign your application in with userprofile"):
 * discovery (OpenID and RFC 8414), JWKS, the token endpoint (RFC 6749) and userinfo.
 */
export type ProviderOperation = 'exchangeToken' | 'getJwks' | 'getUserInfo' | 'getOpenIdConfiguration' | 'getAuthorizationServerMetadata';

export function providerMetadata(ctx: AppContext) {
  const origin = new URL(ctx.config.publicUrl).origin;
  const api = `${origin}/userprofile/api/v1`;
  return {
    issuer: ctx.issuer,
    authorization_endpoint: `${origin}${AUTHORIZATION_PATH}`,
    token_endpoint: `${api}/auth/token`,
    jwks_uri: `${api}/auth/jwks`,
    userinfo_endpoint: `${api}/auth/userinfo`,
    scopes_supported: SUPPORTED_SCOPES,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    code_challenge_methods_supported: ['S256'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'azp', 'sid', 'preferred_username', 'email', 'name', 'given_name', 'family_name'],
    authorization_response_iss_parameter_supported: true,
  };
}

/** RFC 6749 3.2: a parameter sent without a value counts as not sent. */
function withoutEmpty<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== '')) as Partial<T>;
}

export function providerHandlers(ctx: AppContext): HandlersFor<ProviderOperation> {
  const { db } = ctx;

  /** The bearer token of a userinfo request (RFC 6750), answering 401 invalid_token without a valid one. */
  async function bearerClaims(request: FastifyRequest, reply: FastifyReply) {
    const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(request.headers.authorization ?? '');
    const claims = match ? await verifyAccessToken(ctx.keys, ctx.issuer, match[1]) : null;
    if (!claims || !(await liveCaller(db, claims.sub, claims.sid))) {
      reply.header('WWW-Authenticate', match ? 'Bearer error="invalid_token"' : 'Bearer');
      throw unauthorized('A valid access token is required');
    }
    return claims;
  }

  return {
    async exchangeToken(request) {
      const body = withoutEmpty(request.body);
      if (body.grant_type !== 'authorization_code') throw unsupportedGrantType();
      const client = await authenticateClient(db, request, body);
      if (!body.code || !body.code_verifier) throw invalidRequest('code and code_verifier are required');
      const grant = await redeemCode(db, body.code, body.code_verifier, client.clientId, body.redirect_uri);
      const account = await findAccount(db, grant.userUuid);
      if (!account?.active) throw invalidGrant('the user can no longer sign in');
      return issueTokens(ctx, account, await consoleRolesOf(db, grant.userUuid), { ...grant, clientId: client.clientId });
    },

    async getJwks(_request, reply) {
      // A new key signs as soon as it is added, so no HTTP cache may hold an older set.
      reply.header('Cache-Control', 'no-cache');
      return ctx.keys.jwks();
    },

    async getUserInfo(request, reply) {
      const claims = await bearerClaims(request, reply);
      if (!claims.scope.split(' ').includes('openid')) throw forbidden('The access token was not granted scope openid');
      const user = await db.kysely
        .selectFrom('app_user')
        .select(['uuid', 'username', 'email', 'first_name', 'last_name'])
        .where('uuid', '=', claims.sub)
        .executeTakeFirstOrThrow();
      reply.header('Cache-Control', 'no-store');
      return {
        sub: user.uuid,
        preferred_username: user.username,
        email: user.email,
        name: `${user.first_name} ${user.last_name}`.trim(),
        given_name: user.first_name,
        family_name: user.last_name,
      };
    },

    async getOpenIdConfiguration() {
      return providerMetadata(ctx);
    },

    async getAuthorizationServerMetadata() {
      return providerMetadata(ctx);
    },
  };
}

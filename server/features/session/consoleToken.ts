import type { AppContext } from '../../context';
import { signAccessToken, signIdToken } from '../../auth/jwt';
import type { Account } from './accounts';

/**
 * The access token of a login (password, code grant or Enterprise SSO): an RFC 9068 JWT for the
 * client (its audience), with the user's console roles and the provider session it lives by (sid).
 */
export async function issueAccessToken(ctx: AppContext, account: Account, roles: string[], sid: string, clientId: string, scope = 'openid') {
  const ttl = ctx.config.accessTokenTtlSeconds;
  const token = await signAccessToken(
    ctx.keys,
    ctx.issuer,
    { sub: account.uuid, client_id: clientId, scope, username: account.username, roles, company: account.companyUuid, sid },
    ttl,
  );
  return { access_token: token, token_type: 'Bearer', expires_in: ttl, scope };
}

/** What a redeemed code grants (authorizationCodes.ts) and when the user authenticated. */
export interface CodeGrant {
  sid: string;
  clientId: string;
  scope: string;
  nonce: string | null;
  authTime: Date;
}

/** The token response of the code grant: the access token and, with scope openid, an ID token. */
export async function issueTokens(ctx: AppContext, account: Account, roles: string[], grant: CodeGrant) {
  const response = await issueAccessToken(ctx, account, roles, grant.sid, grant.clientId, grant.scope);
  if (!grant.scope.split(' ').includes('openid')) return response;
  const idToken = await signIdToken(
    ctx.keys,
    ctx.issuer,
    {
      sub: account.uuid,
      azp: grant.clientId,
      auth_time: Math.floor(grant.authTime.getTime() / 1000),
      sid: grant.sid,
      ...(grant.nonce !== null ? { nonce: grant.nonce } : {}),
    },
    ctx.config.accessTokenTtlSeconds,
  );
  return { ...response, id_token: idToken };
}

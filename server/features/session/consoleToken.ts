import type { AppContext } from '../../context';
import { signAccessToken } from '../../auth/jwt';
import type { Account } from './accounts';

/** The access token of a login (password or Enterprise SSO): the user's console roles and the provider session it lives by (sid). */
export function issueAccessToken(ctx: AppContext, account: Account, roles: string[], sid: string, audience: string) {
  const ttl = ctx.config.accessTokenTtlSeconds;
  const token = signAccessToken(ctx.signingKey, { sub: account.uuid, username: account.username, roles, company: account.companyUuid, sid, aud: audience }, ttl);
  return { access_token: token, token_type: 'Bearer', expires_in: ttl };
}

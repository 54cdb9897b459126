import crypto from 'node:crypto';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../http/problem';
import { randomToken, sha256 } from '../../auth/passwords';

const CODE_TTL_SECONDS = 60;

export interface AuthorizeRequest {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  code_challenge_method?: 'S256';
  state: string;
  scope?: string;
  response_type?: 'code';
  response_mode?: string;
}

export interface OAuthClient {
  clientId: string;
  allowedRedirectTarget: string;
}

export async function findClient(db: Queryable, clientId: string): Promise<OAuthClient | null> {
  const rows = await db.query<OAuthClient>(
    'select client_id as "clientId", allowed_redirect_target as "allowedRedirectTarget" from oauth_client where client_id = $1',
    [clientId],
  );
  return rows[0] ?? null;
}

/**
 * A redirect target is either absolute (the redirect must start with it) or a path, which the
 * redirect must have on this product's own origin or on the origin the request came from.
 */
export function redirectAllowed(client: OAuthClient, redirectUri: string, allowedOrigins: string[]): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  const target = client.allowedRedirectTarget;
  if (target.startsWith('/')) return url.pathname === target && allowedOrigins.includes(url.origin);
  return target !== '' && redirectUri.startsWith(target);
}

/** Issues a one-time code bound to the client, redirect and PKCE challenge; returns the redirect. */
export async function issueCode(db: Queryable, request: AuthorizeRequest, userUuid: string): Promise<string> {
  const code = randomToken(32);
  await db.query(
    `insert into auth_code (code_hash, client_id, user_uuid, redirect_uri, code_challenge, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [sha256(code), request.client_id, userUuid, request.redirect_uri, request.code_challenge, CODE_TTL_SECONDS],
  );
  const url = new URL(request.redirect_uri);
  url.searchParams.set('code', code);
  url.searchParams.set('state', request.state);
  return url.toString();
}

/** Redeems a code once, and only with the verifier whose S256 challenge it was issued for. */
export async function redeemCode(db: Queryable, code: string, verifier: string, clientId: string): Promise<string> {
  const rows = await db.query<{ user_uuid: string; code_challenge: string; client_id: string }>(
    `update auth_code set used = true
      where code_hash = $1 and not used and expires_at > now()
      returning user_uuid, code_challenge, client_id`,
    [sha256(code)],
  );
  const row = rows[0];
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  if (!row || row.client_id !== clientId || row.code_challenge !== challenge) {
    throw badRequest('invalid_grant: the code is unknown, used, expired or does not match its verifier');
  }
  return row.user_uuid;
}

import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { badRequest } from '../../http/problem';
import type { components } from '../../http/openapi.gen';
import type { ProviderSession } from './providerSession';
import { randomToken, sha256 } from '../../auth/passwords';

const CODE_TTL_SECONDS = 60;

export type AuthorizeRequest = components['schemas']['AuthorizeRequest'];

export interface AuthClient {
  clientId: string;
  allowedRedirectTarget: string;
  /** The scrypt hash of a confidential client's secret; null for a public client (the console). */
  secretHash: string | null;
}

/** A client registered on the OAuth2 client screens (server/features/authClients), or null. */
export async function findClient(db: Queryable, clientId: string): Promise<AuthClient | null> {
  const row = await db.kysely
    .selectFrom('auth_client')
    .select(['client_id as clientId', 'allowed_redirect_target as allowedRedirectTarget', 'secret_hash as secretHash'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The one redirect URI a client registered: its allowed target as it is, or, for a path, that
 * path on this product's own origin (PUBLIC_URL). Never widened by anything the request says.
 */
export function registeredRedirectUri(client: AuthClient, publicUrl: string): string | null {
  const target = client.allowedRedirectTarget;
  if (target === '') return null;
  return target.startsWith('/') ? `${new URL(publicUrl).origin}${target}` : target;
}

/** Exact match with the registered URI: no other origin or path, no added query or fragment. */
export function redirectAllowed(client: AuthClient, redirectUri: string, publicUrl: string): boolean {
  const registered = registeredRedirectUri(client, publicUrl);
  return registered !== null && redirectUri === registered;
}

/**
 * Issues a one-time code bound to the client, redirect, PKCE challenge and the provider session
 * it was issued under; returns the redirect.
 */
export async function issueCode(db: Queryable, request: AuthorizeRequest, session: ProviderSession): Promise<string> {
  const code = randomToken(32);
  await db.kysely
    .insertInto('auth_code')
    .values({
      code_hash: sha256(code),
      client_id: request.client_id,
      user_uuid: session.userUuid,
      session_sid: session.sid,
      redirect_uri: request.redirect_uri,
      code_challenge: request.code_challenge,
      expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    })
    .execute();
  const url = new URL(request.redirect_uri);
  url.searchParams.set('code', code);
  url.searchParams.set('state', request.state);
  return url.toString();
}

/**
 * Redeems a code once, and only with the verifier whose S256 challenge it was issued for, by the
 * client it was issued to and, when the token request names one, for the same redirect URI.
 */
export async function redeemCode(db: Queryable, code: string, verifier: string, clientId: string, redirectUri?: string): Promise<ProviderSession> {
  const row = await db.kysely
    .updateTable('auth_code')
    .set({ used: true })
    .where('code_hash', '=', sha256(code))
    .where('used', '=', false)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_uuid', 'session_sid', 'code_challenge', 'client_id', 'redirect_uri'])
    .executeTakeFirst();
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const redirectMatches = redirectUri === undefined || redirectUri === row?.redirect_uri;
  if (!row?.session_sid || row.client_id !== clientId || row.code_challenge !== challenge || !redirectMatches) {
    throw badRequest('invalid_grant: the code is unknown, used, expired or does not match its verifier');
  }
  return { userUuid: row.user_uuid, sid: row.session_sid };
}

import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { invalidGrant } from '../../http/oauthError';
import type { components } from '../../contract/openapi.gen';
import type { ProviderSession } from './providerSession';
import { randomToken, sha256 } from '../../auth/passwords';

const CODE_TTL_SECONDS = 60;

export type AuthorizeRequest = components['schemas']['AuthorizeRequest'];

export interface AuthClient {
  clientId: string;
  /** Shown on the authorization page. */
  name: string;
  allowedRedirectTarget: string;
  /** The scrypt hash of a confidential client's secret; null for a public client (the console). */
  secretHash: string | null;
}

/** A client registered on the OAuth2 client screens (server/features/authClients), or null. */
export async function findClient(db: Queryable, clientId: string): Promise<AuthClient | null> {
  const row = await db.kysely
    .selectFrom('auth_client')
    .select(['client_id as clientId', 'name', 'allowed_redirect_target as allowedRedirectTarget', 'secret_hash as secretHash'])
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

/** The scopes the provider grants; others asked for are left out of the grant. */
export const SUPPORTED_SCOPES = ['openid', 'profile', 'email'];

export function grantedScope(requested: string | undefined): string {
  const asked = new Set((requested ?? '').split(' '));
  return SUPPORTED_SCOPES.filter((scope) => asked.has(scope)).join(' ');
}

export interface CodeOptions {
  /** The issuer, sent back as `iss` with the code (RFC 9207). */
  issuer: string;
  /** The request named its redirect URI at the standard authorization endpoint: the token request must name it too (RFC 6749 4.1.3). */
  redirectUriRequired: boolean;
}

/**
 * Issues a one-time code bound to the client, redirect, PKCE challenge, scope, nonce and the
 * provider session it was issued under; returns the redirect with code, state and iss.
 */
export async function issueCode(db: Queryable, request: AuthorizeRequest, session: ProviderSession, options: CodeOptions): Promise<string> {
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
      scope: grantedScope(request.scope),
      nonce: request.nonce ?? null,
      redirect_uri_required: options.redirectUriRequired,
      expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    })
    .execute();
  const url = new URL(request.redirect_uri);
  url.searchParams.set('code', code);
  if (request.state !== undefined) url.searchParams.set('state', request.state);
  url.searchParams.set('iss', options.issuer);
  return url.toString();
}

/** What a redeemed code stands for. */
export interface Grant extends ProviderSession {
  scope: string;
  nonce: string | null;
  /** When the user of the provider session authenticated. */
  authTime: Date;
}

/**
 * Redeems a code once, and only with the verifier whose S256 challenge it was issued for, by the
 * client it was issued to and for the same redirect URI: named by the token request when the
 * authorization request named it, else (when named) the same.
 */
export async function redeemCode(db: Queryable, code: string, verifier: string, clientId: string, redirectUri?: string): Promise<Grant> {
  const row = await db.kysely
    .updateTable('auth_code')
    .set({ used: true })
    .where('code_hash', '=', sha256(code))
    .where('used', '=', false)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_uuid', 'session_sid', 'code_challenge', 'client_id', 'redirect_uri', 'redirect_uri_required', 'scope', 'nonce'])
    .executeTakeFirst();
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const redirectMatches = redirectUri === undefined ? !row?.redirect_uri_required : redirectUri === row?.redirect_uri;
  if (!row?.session_sid || row.client_id !== clientId || row.code_challenge !== challenge || !redirectMatches) {
    throw invalidGrant('the code is unknown, used, expired, or does not match its client, verifier or redirect_uri');
  }
  const session = await db.kysely
    .selectFrom('provider_session')
    .select('auth_time')
    .where('sid', '=', row.session_sid)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!session) throw invalidGrant('the session the code was issued in has ended');
  return { userUuid: row.user_uuid, sid: row.session_sid, scope: row.scope, nonce: row.nonce, authTime: new Date(session.auth_time) };
}

import crypto from 'node:crypto';
import { SignJWT, jwtVerify, type JWTHeaderParameters } from 'jose';
import type { KeyRing } from './signingKeys';

/**
 * The provider's tokens, signed with jose (RS256, header kid from the key ring). Access tokens
 * follow RFC 9068 (`typ: at+jwt`); ID tokens follow OpenID Connect Core. Verification accepts
 * RS256 only, with a kid of the ring, this issuer and an unexpired `exp`.
 */

export const ACCESS_TOKEN_TYPE = 'at+jwt';

/** The issuer URL, from PUBLIC_URL: every token's `iss`, and where discovery is served below. */
export const issuerOf = (publicUrl: string) => `${new URL(publicUrl).origin}/userprofile`;

export interface AccessClaims {
  /** The user's uuid. */
  sub: string;
  /** The client the token was issued to; also its audience. */
  client_id: string;
  aud: string;
  /** Granted scopes, space-separated. */
  scope: string;
  username: string;
  roles: string[];
  company: string | null;
  /** The provider session the token was issued under: ending it revokes the token. */
  sid: string;
  iss: string;
  iat: number;
  exp: number;
  jti: string;
}

export type NewAccessClaims = Omit<AccessClaims, 'iat' | 'exp' | 'jti' | 'iss' | 'aud'>;

async function sign(ring: KeyRing, payload: Record<string, unknown>, header: { typ: string }, issuer: string, audience: string, ttlSeconds: number) {
  const key = await ring.signingKey();
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ: header.typ, kid: key.kid })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key.privateKey);
}

export function signAccessToken(ring: KeyRing, issuer: string, claims: NewAccessClaims, ttlSeconds: number): Promise<string> {
  return sign(ring, { ...claims, jti: crypto.randomUUID() }, { typ: ACCESS_TOKEN_TYPE }, issuer, claims.client_id, ttlSeconds);
}

export interface IdTokenClaims {
  sub: string;
  /** The client (audience and authorized party). */
  azp: string;
  auth_time: number;
  sid: string;
  nonce?: string;
}

export function signIdToken(ring: KeyRing, issuer: string, claims: IdTokenClaims, ttlSeconds: number): Promise<string> {
  return sign(ring, { ...claims }, { typ: 'JWT' }, issuer, claims.azp, ttlSeconds);
}

/**
 * An access token's claims, or null when it is malformed, forged, of another type, algorithm,
 * issuer or audience (when one is asked for), signed by an unknown or no longer trusted key, or expired.
 */
export async function verifyAccessToken(ring: KeyRing, issuer: string, token: string, audience?: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, async (header: JWTHeaderParameters) => {
      const key = typeof header.kid === 'string' ? await ring.publicKey(header.kid) : null;
      if (!key) throw new Error('unknown kid');
      return key;
    }, { issuer, algorithms: ['RS256'], typ: ACCESS_TOKEN_TYPE, ...(audience ? { audience } : {}) });
    return payload as unknown as AccessClaims;
  } catch {
    return null;
  }
}

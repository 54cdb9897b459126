import crypto from 'node:crypto';
import type { Queryable } from '../db/client';

/**
 * RS256 access tokens with node:crypto. The key pair lives in the database so that every server
 * process signs and verifies with the same key. Only RS256 is accepted: a token whose header
 * names another algorithm (`none`, HS256 with the public key, ...) is refused before any check.
 */
export interface SigningKey {
  kid: string;
  privateKey: crypto.KeyObject;
  publicKey: crypto.KeyObject;
}

export interface AccessClaims {
  sub: string;
  username: string;
  roles: string[];
  company: string | null;
  /** The provider session the token was issued under: ending it revokes the token. */
  sid: string;
  aud: string;
  iss: string;
  iat: number;
  exp: number;
  jti: string;
}

const ALLOWED_ALGORITHMS = new Set(['RS256']);
export const ISSUER = 'userprofile';

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export async function loadSigningKey(db: Queryable): Promise<SigningKey> {
  const existing = await db.kysely
    .selectFrom('signing_key')
    .select(['kid', 'private_pem', 'public_pem'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (existing) return toKey(existing);
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const row = {
    kid: crypto.randomUUID(),
    private_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    public_pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  // Two processes starting together: the first insert wins and both use that key.
  await db.kysely
    .insertInto('signing_key')
    .columns(['kid', 'private_pem', 'public_pem'])
    .expression(
      db.kysely
        .selectNoFrom((eb) => [eb.val(row.kid).as('kid'), eb.val(row.private_pem).as('private_pem'), eb.val(row.public_pem).as('public_pem')])
        .where((eb) => eb.not(eb.exists(eb.selectFrom('signing_key').select('kid')))),
    )
    .execute();
  return loadSigningKey(db);
}

function toKey(row: { kid: string; private_pem: string; public_pem: string }): SigningKey {
  return { kid: row.kid, privateKey: crypto.createPrivateKey(row.private_pem), publicKey: crypto.createPublicKey(row.public_pem) };
}

export function signAccessToken(key: SigningKey, claims: Omit<AccessClaims, 'iat' | 'exp' | 'jti' | 'iss'>, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const payload: AccessClaims = { ...claims, iss: ISSUER, iat, exp: iat + ttlSeconds, jti: crypto.randomUUID() };
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: key.kid }));
  const body = b64url(JSON.stringify(payload));
  const signature = crypto.sign('sha256', Buffer.from(`${head}.${body}`), key.privateKey);
  return `${head}.${body}.${b64url(signature)}`;
}

/** The token's claims, or null when it is malformed, forged, of another algorithm or expired. */
export function verifyAccessToken(key: SigningKey, token: string, audience: string, now = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts;
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown; kid?: unknown };
    if (typeof header.alg !== 'string' || !ALLOWED_ALGORITHMS.has(header.alg) || header.kid !== key.kid) return null;
    const valid = crypto.verify('sha256', Buffer.from(`${head}.${body}`), key.publicKey, Buffer.from(signature, 'base64url'));
    if (!valid) return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AccessClaims;
    if (claims.iss !== ISSUER || claims.aud !== audience) return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}

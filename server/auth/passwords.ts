import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// OWASP's scrypt settings (N=2^15, r=8, p=3: 32 MiB, a few tens of ms); stored with the hash so
// they can be raised later without invalidating old hashes.
const OWASP_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
let PARAMS = OWASP_COST;
const KEY_LENGTH = 32;

/**
 * Tests only (server/testing/cheapPasswordHashing.ts): hash new passwords at a lower cost. Checks
 * follow the cost stored in each hash, so logins against the test seed's hashes are cheap too.
 */
export function setPasswordHashCostForTests(cost: ScryptCost) {
  PARAMS = cost;
  dummyHash = undefined;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: 128 * PARAMS.N * PARAMS.r * 2 });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

// Verifying against this when the user does not exist keeps the timing the same.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const target = stored ?? (await (dummyHash ??= hashPassword('not-a-real-password')));
  const [scheme, n, r, p, salt, hash] = target.split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(hash, 'base64');
  const N = Number(n);
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 128 * N * Number(r) * 2,
  });
  return crypto.timingSafeEqual(actual, expected) && stored != null;
}

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');
export const randomToken = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Queryable } from '../db/client';

/**
 * The provider's RS256 signing keys, kept in table signing_key so that every server process signs
 * and verifies with the same set. The newest unretired key signs; adding a key (rotation) retires
 * the others, whose public parts stay published (JWKS) and trusted until every token they signed
 * has expired. Each token is signed with the key read from the database at that moment, and a kid
 * a process does not know yet makes it read the set again, so processes agree after a rotation
 * made by any one of them (or by `npm run keys:rotate`).
 */

// Several processes may start (and rotate) at once against one PostgreSQL.
const ROTATION_LOCK = 7_201_617;
// A token signed just as its key was retired (a sign that read the key before the rotation
// committed) is still within this margin.
const RETIRED_MARGIN_SECONDS = 60;

export interface PrivateSigningKey {
  kid: string;
  privateKey: crypto.KeyObject;
}

/** A published RSA public key (RFC 7517). */
export interface PublicJwk {
  kty: string;
  kid: string;
  n: string;
  e: string;
  use: 'sig';
  alg: 'RS256';
}

interface KeyRow {
  kid: string;
  private_pem: string;
  public_pem: string;
}

export class KeyRing {
  private readonly publicKeys = new Map<string, crypto.KeyObject>();
  private readonly privateKeys = new Map<string, crypto.KeyObject>();

  /** tokenTtlSeconds: the longest lifetime of a token the keys sign; retired keys stay trusted that long. */
  constructor(
    private readonly db: Queryable,
    private readonly tokenTtlSeconds: number,
  ) {}

  /** The key that signs now: the newest unretired one, read from the database. */
  async signingKey(): Promise<PrivateSigningKey> {
    const row = await this.db.kysely
      .selectFrom('signing_key')
      .select(['kid', 'private_pem', 'public_pem'])
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    let privateKey = this.privateKeys.get(row.kid);
    if (!privateKey) {
      privateKey = crypto.createPrivateKey(row.private_pem);
      this.privateKeys.set(row.kid, privateKey);
    }
    return { kid: row.kid, privateKey };
  }

  /** The public key of a trusted kid; an unknown kid makes this process read the set again. */
  async publicKey(kid: string): Promise<crypto.KeyObject | null> {
    const known = this.publicKeys.get(kid);
    if (known) return known;
    for (const row of await this.trustedRows()) {
      if (!this.publicKeys.has(row.kid)) this.publicKeys.set(row.kid, crypto.createPublicKey(row.public_pem));
    }
    return this.publicKeys.get(kid) ?? null;
  }

  /** The JWK set published at jwks_uri: every key whose tokens may still be valid. */
  async jwks(): Promise<{ keys: PublicJwk[] }> {
    const rows = await this.trustedRows();
    return {
      keys: rows.map((row) => {
        const { kty, n, e } = crypto.createPublicKey(row.public_pem).export({ format: 'jwk' }) as { kty: string; n: string; e: string };
        return { kty, n, e, kid: row.kid, use: 'sig', alg: 'RS256' };
      }),
    };
  }

  private trustedRows(): Promise<KeyRow[]> {
    return this.db.kysely
      .selectFrom('signing_key')
      .select(['kid', 'private_pem', 'public_pem'])
      .where((eb) =>
        eb.or([
          eb('retired_at', 'is', null),
          eb('retired_at', '>', sql<Date>`now() - make_interval(secs => ${this.tokenTtlSeconds + RETIRED_MARGIN_SECONDS})`),
        ]),
      )
      .orderBy('created_at', 'desc')
      .execute();
  }
}

function newKeyRow(): KeyRow {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid: crypto.randomUUID(),
    private_pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    public_pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/**
 * Adds a signing key when there is none, or (force, or the active key older than maxAgeSeconds)
 * rotates: the new key signs from now on and the others are retired. Keys retired longer than any
 * token lives are deleted. Under a lock, so processes starting together rotate once. Returns the
 * kid that signs now and whether this call added it.
 */
export async function ensureSigningKey(db: Db, options: { maxAgeSeconds: number; tokenTtlSeconds: number; force?: boolean }) {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await sql`select pg_advisory_xact_lock(${ROTATION_LOCK})`.execute(tx.kysely);
    const active = await tx.kysely
      .selectFrom('signing_key')
      .select(['kid', sql<boolean>`created_at < now() - make_interval(secs => ${options.maxAgeSeconds})`.as('tooOld')])
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (active && !active.tooOld && !options.force) return { kid: active.kid, added: false };
    await tx.kysely.updateTable('signing_key').set({ retired_at: sql<Date>`now()` }).where('retired_at', 'is', null).execute();
    await tx.kysely
      .deleteFrom('signing_key')
      .where('retired_at', '<', sql<Date>`now() - make_interval(secs => ${options.tokenTtlSeconds + RETIRED_MARGIN_SECONDS})`)
      .execute();
    const row = newKeyRow();
    // clock_timestamp(): later than the retired keys' now() within this transaction.
    await tx.kysely.insertInto('signing_key').values({ ...row, created_at: sql<Date>`clock_timestamp()` }).execute();
    return { kid: row.kid, added: true };
  });
}

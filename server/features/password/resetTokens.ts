import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { randomToken, sha256 } from '../../auth/passwords';

/** A reset token (32 random bytes, base64url: no '.' or '~') and the hash that is stored. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomToken(32);
  return { token, hash: sha256(token) };
}

export async function storeResetToken(db: Queryable, userUuid: string, hash: string, ttlMinutes: number): Promise<void> {
  await db.kysely
    .insertInto('password_reset_token')
    .values({ token_hash: hash, user_uuid: userUuid, expires_at: sql`now() + make_interval(mins => ${ttlMinutes})` })
    .execute();
}

export interface TokenOwner {
  userUuid: string;
  username: string;
  email: string;
  passwordHash: string | null;
}

/** The user of a token that is neither used nor expired, or null. */
export async function findTokenOwner(db: Queryable, token: string): Promise<TokenOwner | null> {
  const owner = await db.kysely
    .selectFrom('password_reset_token as t')
    .innerJoin('app_user as u', 'u.uuid', 't.user_uuid')
    .select(['u.uuid as userUuid', 'u.username', 'u.email', 'u.password_hash as passwordHash'])
    .where('t.token_hash', '=', sha256(token))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return owner ?? null;
}

/**
 * Marks a still valid token used and deletes the user's other reset tokens. Returns false when
 * the token was used or expired meanwhile (it works once).
 */
export async function consumeResetToken(tx: Queryable, token: string, userUuid: string): Promise<boolean> {
  const hash = sha256(token);
  const used = await tx.kysely
    .updateTable('password_reset_token')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hash)
    .where('user_uuid', '=', userUuid)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('token_hash')
    .execute();
  if (used.length === 0) return false;
  await tx.kysely.deleteFrom('password_reset_token').where('user_uuid', '=', userUuid).where('token_hash', '<>', hash).execute();
  return true;
}

/** Self-service reset mails a user may be sent within FORGOT_WINDOW_MINUTES; more are dropped. */
export const FORGOT_MAILS_PER_WINDOW = 3;
const FORGOT_WINDOW_MINUTES = 15;

/** Whether a user was sent enough reset links lately that forgot password should send no more. */
export async function recentlySentEnough(db: Queryable, userUuid: string): Promise<boolean> {
  const { count } = await db.kysely
    .selectFrom('password_reset_token')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_uuid', '=', userUuid)
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${FORGOT_WINDOW_MINUTES})`)
    .executeTakeFirstOrThrow();
  return count >= FORGOT_MAILS_PER_WINDOW;
}

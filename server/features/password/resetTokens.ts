import type { Queryable } from '../../db/client';
import { randomToken, sha256 } from '../../auth/passwords';

/** A reset token (32 random bytes, base64url: no '.' or '~') and the hash that is stored. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomToken(32);
  return { token, hash: sha256(token) };
}

export async function storeResetToken(db: Queryable, userUuid: string, hash: string, ttlMinutes: number): Promise<void> {
  await db.query(
    `insert into password_reset_token (token_hash, user_uuid, expires_at)
     values ($1, $2, now() + make_interval(mins => $3))`,
    [hash, userUuid, ttlMinutes],
  );
}

export interface TokenOwner {
  userUuid: string;
  username: string;
  email: string;
  passwordHash: string | null;
}

/** The user of a token that is neither used nor expired, or null. */
export async function findTokenOwner(db: Queryable, token: string): Promise<TokenOwner | null> {
  const rows = await db.query<TokenOwner>(
    `select u.uuid as "userUuid", u.username, u.email, u.password_hash as "passwordHash"
       from password_reset_token t join app_user u on u.uuid = t.user_uuid
      where t.token_hash = $1 and t.used_at is null and t.expires_at > now()`,
    [sha256(token)],
  );
  return rows[0] ?? null;
}

/**
 * Marks a still valid token used and deletes the user's other reset tokens. Returns false when
 * the token was used or expired meanwhile (it works once).
 */
export async function consumeResetToken(tx: Queryable, token: string, userUuid: string): Promise<boolean> {
  const hash = sha256(token);
  const used = await tx.query(
    `update password_reset_token set used_at = now()
      where token_hash = $1 and user_uuid = $2 and used_at is null and expires_at > now()
      returning token_hash`,
    [hash, userUuid],
  );
  if (used.length === 0) return false;
  await tx.query('delete from password_reset_token where user_uuid = $1 and token_hash <> $2', [userUuid, hash]);
  return true;
}

/** Self-service reset mails a user may be sent within FORGOT_WINDOW_MINUTES; more are dropped. */
export const FORGOT_MAILS_PER_WINDOW = 3;
const FORGOT_WINDOW_MINUTES = 15;

/** Whether a user was sent enough reset links lately that forgot password should send no more. */
export async function recentlySentEnough(db: Queryable, userUuid: string): Promise<boolean> {
  const [{ count }] = await db.query<{ count: number }>(
    `select count(*)::int as count from password_reset_token
      where user_uuid = $1 and created_at > now() - make_interval(mins => $2)`,
    [userUuid, FORGOT_WINDOW_MINUTES],
  );
  return count >= FORGOT_MAILS_PER_WINDOW;
}

import type { Queryable } from '../../db/client';
import { verifyPassword } from '../../auth/passwords';

/** A new password may be neither the current one nor one of this many before it. */
export const REMEMBERED_PASSWORDS = 5;

/** True when the password is the current one or one of the remembered earlier ones. */
export async function wasUsedBefore(db: Queryable, userUuid: string, currentHash: string | null, password: string): Promise<boolean> {
  const earlier = await db.query<{ password_hash: string }>(
    'select password_hash from password_history where user_uuid = $1 order by id desc limit $2',
    [userUuid, REMEMBERED_PASSWORDS],
  );
  const hashes = [currentHash, ...earlier.map((row) => row.password_hash)].filter((hash): hash is string => hash !== null);
  // One after the other: each scrypt check takes tens of MiB.
  for (const hash of hashes) {
    if (await verifyPassword(password, hash)) return true;
  }
  return false;
}

/** Sets the new hash, remembers the old one and forgets those beyond the remembered count. */
export async function replacePassword(tx: Queryable, userUuid: string, oldHash: string | null, newHash: string): Promise<void> {
  await tx.query('update app_user set password_hash = $2 where uuid = $1', [userUuid, newHash]);
  if (oldHash === null) return;
  await tx.query('insert into password_history (user_uuid, password_hash) values ($1, $2)', [userUuid, oldHash]);
  await tx.query(
    `delete from password_history where user_uuid = $1 and id not in (
       select id from password_history where user_uuid = $1 order by id desc limit $2)`,
    [userUuid, REMEMBERED_PASSWORDS],
  );
}

import type { Queryable } from '../../db/client';
import { verifyPassword } from '../../auth/passwords';

/** A new password may be neither the current one nor one of this many before it. */
export const REMEMBERED_PASSWORDS = 5;

/** True when the password is the current one or one of the remembered earlier ones. */
export async function wasUsedBefore(db: Queryable, userUuid: string, currentHash: string | null, password: string): Promise<boolean> {
  const earlier = await db.kysely
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_uuid', '=', userUuid)
    .orderBy('id', 'desc')
    .limit(REMEMBERED_PASSWORDS)
    .execute();
  const hashes = [currentHash, ...earlier.map((row) => row.password_hash)].filter((hash): hash is string => hash !== null);
  // One after the other: each scrypt check takes tens of MiB.
  for (const hash of hashes) {
    if (await verifyPassword(password, hash)) return true;
  }
  return false;
}

/** Sets the new hash, remembers the old one and forgets those beyond the remembered count. */
export async function replacePassword(tx: Queryable, userUuid: string, oldHash: string | null, newHash: string): Promise<void> {
  await tx.kysely.updateTable('app_user').set({ password_hash: newHash }).where('uuid', '=', userUuid).execute();
  if (oldHash === null) return;
  await tx.kysely.insertInto('password_history').values({ user_uuid: userUuid, password_hash: oldHash }).execute();
  await tx.kysely
    .deleteFrom('password_history')
    .where('user_uuid', '=', userUuid)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('password_history').select('id').where('user_uuid', '=', userUuid).orderBy('id', 'desc').limit(REMEMBERED_PASSWORDS),
    )
    .execute();
}

import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import { visibleTo, type Caller } from '../../auth/visibility';
import type { Recipient } from './passwordMails';

export interface ResetRecipient extends Recipient {
  uuid: string;
}

const recipients = (db: Queryable) => db.kysely.selectFrom('app_user as u').select(['u.uuid', 'u.username', 'u.email']);

/** A user the caller may see (DESIGN "Visibility levels"), or null. */
export async function findVisibleUser(db: Queryable, caller: Caller, uuid: string): Promise<ResetRecipient | null> {
  const row = await recipients(db).where('u.uuid', '=', uuid).where(visibleTo(caller, 'u')).executeTakeFirst();
  return row ?? null;
}

/** An active user by username (any case), or null: only they get a forgot-password mail. */
export async function findActiveUser(db: Queryable, username: string): Promise<ResetRecipient | null> {
  const row = await recipients(db)
    .where(sql<string>`lower(u.username)`, '=', sql<string>`lower(${username})`)
    .where('u.active', '=', true)
    .executeTakeFirst();
  return row ?? null;
}

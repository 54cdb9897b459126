import type { Queryable } from '../../db/client';
import { visibleWhere, type Caller } from '../../auth/visibility';
import type { Recipient } from './passwordMails';

export interface ResetRecipient extends Recipient {
  uuid: string;
}

const SELECT = 'select u.uuid, u.username, u.email from app_user u';

/** A user the caller may see (DESIGN "Visibility levels"), or null. */
export async function findVisibleUser(db: Queryable, caller: Caller, uuid: string): Promise<ResetRecipient | null> {
  const params: unknown[] = [uuid];
  const rows = await db.query<ResetRecipient>(`${SELECT} where u.uuid = $1 and ${visibleWhere(caller, 'u', params)}`, params);
  return rows[0] ?? null;
}

/** An active user by username (any case), or null: only they get a forgot-password mail. */
export async function findActiveUser(db: Queryable, username: string): Promise<ResetRecipient | null> {
  const rows = await db.query<ResetRecipient>(`${SELECT} where lower(u.username) = lower($1) and u.active`, [username]);
  return rows[0] ?? null;
}

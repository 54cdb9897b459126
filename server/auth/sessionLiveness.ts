import { sql } from 'kysely';
import type { Queryable } from '../db/client';

/**
 * Whether a token's user is still active and the provider session it was issued under is still
 * live. Asked on every API request: one indexed lookup, about the cost of the revision check the
 * user list makes anyway, and with no cache there is nothing to invalidate, so a logout or a
 * deactivation revokes access at once in every process.
 */
export async function sessionIsLive(db: Queryable, userUuid: string, sid: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('provider_session as s')
    .innerJoin('app_user as u', 'u.uuid', 's.user_uuid')
    .select('s.sid')
    .where('s.sid', '=', sid)
    .where('s.user_uuid', '=', userUuid)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

import type { Queryable } from '../db/client';
import type { Caller } from './visibility';
import { callerLevel } from './visibility';

/**
 * Who a token's holder is now: the user, if still active and the provider session the token was
 * issued under is still live, with its console roles and company as they are in the database at
 * this moment (not as the token says: a demoted admin or one moved to another company is so at
 * once). Asked on every API request, by one call of the database's `live_caller` (migration 027),
 * which also writes the session's last seen (at most once a minute). With no cache there is
 * nothing to invalidate, so a logout, deactivation, demotion or move takes effect at once in every
 * process. Null: no access.
 */
export async function liveCaller(db: Queryable, userUuid: string, sid: string): Promise<Caller | null> {
  const [row] = await db.query<{ username: string; company_uuid: string | null; roles: string[] | null }>(
    'select username, company_uuid, roles from live_caller($1, $2)',
    [sid, userUuid],
  );
  if (!row) return null;
  return {
    uuid: userUuid,
    username: row.username,
    roles: (row.roles ?? []).filter((r): r is Caller['roles'][number] => callerLevel([r]) !== null),
    companyUuid: row.company_uuid,
  };
}

import { sql } from 'kysely';
import type { Queryable } from '../db/client';
import type { Caller } from './visibility';
import { callerLevel } from './visibility';

/**
 * Who a token's holder is now: the user, if still active and the provider session the token was
 * issued under is still live, with its console roles and company as they are in the database at
 * this moment (not as the token says: a demoted admin or one moved to another company is so at
 * once). Asked on every API request: one indexed lookup (session by sid, user by primary key, the
 * roles through the user's business profile), with no cache there is nothing to invalidate, so a
 * logout, deactivation, demotion or move takes effect at once in every process. Null: no access.
 */
export async function liveCaller(db: Queryable, userUuid: string, sid: string): Promise<Caller | null> {
  const [row] = await db.query<{ username: string; company_uuid: string | null; roles: string[] | null }>(
    `select u.username, u.company_uuid,
            (select array_agg(distinct r.name)
               from business_profile_app_profile bpap
               join app_profile ap on ap.uuid = bpap.app_profile_uuid
               join application a on a.uuid = ap.application_uuid and a.built_in
               join app_profile_role apr on apr.app_profile_uuid = ap.uuid
               join application_role r on r.uuid = apr.role_uuid
              where bpap.business_profile_uuid = u.business_profile_uuid) as roles
       from provider_session s
       join app_user u on u.uuid = s.user_uuid
      where s.sid = $1 and s.user_uuid = $2 and s.expires_at > now() and u.active`,
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

/** Last seen: written at most once a minute per session, so a busy console does not write on every call. */
export async function touchSession(db: Queryable, sid: string): Promise<void> {
  await db.kysely
    .updateTable('provider_session')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('sid', '=', sid)
    .where('last_seen_at', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();
}

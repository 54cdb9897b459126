import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { auditActor } from './auditLog';

export type SessionAction = 'login' | 'loginFailed' | 'loginLocked' | 'loginSso' | 'logout';

/**
 * Records a login outcome or a logout about the account named (by username as typed, or by
 * uuid), in one insert that looks the account up: the entry has the account's Visible To, so the
 * admins who may see the user see its logins. A username that names no account is recorded
 * as typed (at most 255 characters), visible to ERRIGAL_ADMIN only.
 */
export async function recordSessionEvent(
  db: Queryable,
  request: FastifyRequest,
  action: SessionAction,
  who: { username: string } | { uuid: string },
): Promise<void> {
  const actor = auditActor(request, { uuid: null, username: '' });
  const byUuid = 'uuid' in who;
  const typed = byUuid ? '' : who.username.slice(0, 255);
  await db.query(
    `insert into audit_event (actor_uuid, actor_name, address, user_agent, action, record_type, record_uuid, record_name, minimum_role, company_uuid)
     select u.uuid, coalesce(u.username, $1), $2, $3, $4, 'user', u.uuid, coalesce(u.username, $1), coalesce(u.minimum_role, 'ERRIGAL_ADMIN'), u.company_uuid
       from (select 1) as one
       left join app_user u on ${byUuid ? 'u.uuid = $5::uuid' : 'lower(u.username) = lower($1)'}`,
    [typed, actor.address, actor.userAgent, action, ...(byUuid ? [who.uuid] : [])],
  );
}

import type { Queryable } from '../../db/client';
import type { RoleName } from '../../http/contract';
import { CONSOLE_ROLES } from '../../auth/visibility';

export interface Account {
  uuid: string;
  username: string;
  active: boolean;
  passwordHash: string | null;
  companyUuid: string | null;
}

export async function findAccountByUsername(db: Queryable, username: string): Promise<Account | null> {
  const rows = await db.query<Account>(
    `select uuid, username, active, password_hash as "passwordHash", company_uuid as "companyUuid"
       from app_user where lower(username) = lower($1)`,
    [username],
  );
  return rows[0] ?? null;
}

export async function findAccount(db: Queryable, uuid: string): Promise<Account | null> {
  const rows = await db.query<Account>(
    `select uuid, username, active, password_hash as "passwordHash", company_uuid as "companyUuid"
       from app_user where uuid = $1`,
    [uuid],
  );
  return rows[0] ?? null;
}

/**
 * The console roles of a user: those that its business profile's app profile for the built-in
 * 'User Profile' application grants (DESIGN "Console roles").
 */
export async function consoleRolesOf(db: Queryable, userUuid: string): Promise<RoleName[]> {
  const rows = await db.query<{ name: string }>(
    `select distinct r.name
       from app_user u
       join business_profile_app_profile bpap on bpap.business_profile_uuid = u.business_profile_uuid
       join app_profile ap on ap.uuid = bpap.app_profile_uuid
       join application a on a.uuid = ap.application_uuid and a.built_in
       join app_profile_role apr on apr.app_profile_uuid = ap.uuid
       join application_role r on r.uuid = apr.role_uuid
      where u.uuid = $1`,
    [userUuid],
  );
  return rows.map((r) => r.name).filter((name): name is RoleName => (CONSOLE_ROLES as string[]).includes(name));
}

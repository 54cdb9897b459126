import type { Queryable } from '../../db/client';
import type { RoleName } from '../../contract/roleNames';
import { consoleRolesGrantedBy } from '../../auth/consoleGrants';

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
  const [user] = await db.query<{ business_profile_uuid: string | null }>('select business_profile_uuid from app_user where uuid = $1', [userUuid]);
  if (!user?.business_profile_uuid) return [];
  return (await consoleRolesGrantedBy(db, [user.business_profile_uuid])).get(user.business_profile_uuid) ?? [];
}

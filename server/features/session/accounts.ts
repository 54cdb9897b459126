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

const accounts = (db: Queryable) =>
  db.kysely.selectFrom('app_user').select(['uuid', 'username', 'active', 'password_hash as passwordHash', 'company_uuid as companyUuid']);

/** Usernames are one in any case (the unique index on lower(username), migration 001). */
export async function findAccountByUsername(db: Queryable, username: string): Promise<Account | null> {
  const row = await accounts(db)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
    .executeTakeFirst();
  return row ?? null;
}

export async function findAccount(db: Queryable, uuid: string): Promise<Account | null> {
  return (await accounts(db).where('uuid', '=', uuid).executeTakeFirst()) ?? null;
}

/**
 * The console roles of a user: those that its business profile's app profile for the built-in
 * 'User Profile' application grants (DESIGN "Console roles").
 */
export async function consoleRolesOf(db: Queryable, userUuid: string): Promise<RoleName[]> {
  const user = await db.kysely.selectFrom('app_user').select('business_profile_uuid').where('uuid', '=', userUuid).executeTakeFirst();
  if (!user?.business_profile_uuid) return [];
  return (await consoleRolesGrantedBy(db, [user.business_profile_uuid])).get(user.business_profile_uuid) ?? [];
}

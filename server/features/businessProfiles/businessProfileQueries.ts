import { sql } from 'kysely';
import { jsonArrayFrom, jsonBuildObject } from 'kysely/helpers/postgres';
import type { Queryable } from '../../db/client';
import { visibleTo, type Caller } from '../../auth/visibility';
import { profileFields } from '../../shared/profileRows';

// Reads of business profiles, each filtered by the caller's Visible To level (auth/visibility).

/** Business profiles with one app profile per application; `uuid` narrows to one. */
function profileRows(db: Queryable, caller: Caller, uuid?: string) {
  let query = db.kysely
    .selectFrom('business_profile as b')
    .leftJoin('customer_company as cc', 'cc.uuid', 'b.company_uuid')
    .select(['b.uuid', 'b.name', 'b.description', 'b.minimum_role', 'b.version', 'cc.uuid as company_uuid', 'cc.name as company_name'])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('business_profile_app_profile as bp')
          .innerJoin('app_profile as p', 'p.uuid', 'bp.app_profile_uuid')
          .innerJoin('application as a', 'a.uuid', 'p.application_uuid')
          .select((sub) => ['p.uuid', 'p.name', jsonBuildObject({ uuid: sub.ref('a.uuid'), name: sub.ref('a.name') }).as('application')])
          .whereRef('bp.business_profile_uuid', '=', 'b.uuid')
          .orderBy('a.name'),
      ).as('app_profiles'),
    )
    .where(visibleTo(caller, 'b'));
  if (uuid) query = query.where('b.uuid', '=', uuid);
  return query.orderBy(sql`lower(b.name)`).execute();
}

type Row = Awaited<ReturnType<typeof profileRows>>[number];
const toBusinessProfile = (row: Row) => ({ ...profileFields(row), appProfiles: row.app_profiles });

/** Every business profile the caller may see, by name. */
export async function listBusinessProfiles(db: Queryable, caller: Caller) {
  return (await profileRows(db, caller)).map(toBusinessProfile);
}

/** One business profile the caller may see, or null. */
export async function findBusinessProfile(db: Queryable, caller: Caller, uuid: string) {
  const [row] = await profileRows(db, caller, uuid);
  return row ? toBusinessProfile(row) : null;
}

/** Every user holding the business profile, with the Visible To columns to filter by, by username. */
export async function businessProfileHolders(db: Queryable, uuid: string) {
  return db.kysely
    .selectFrom('app_user as u')
    .select(['u.uuid', 'u.username', 'u.active', 'u.minimum_role', 'u.company_uuid'])
    .where('u.business_profile_uuid', '=', uuid)
    .orderBy(sql`lower(u.username)`)
    .execute();
}

import { sql } from 'kysely';
import { jsonArrayFrom, jsonBuildObject } from 'kysely/helpers/postgres';
import type { Queryable } from '../../db/client';
import { visibleTo, type Caller } from '../../auth/visibility';
import { profileFields } from '../../shared/profileRows';
import type { RequestOf } from '../../http/handlerTypes';
import { containsAny, listFilters, pagedList } from '../../shared/listQuery';

// Reads of business profiles, each filtered by the caller's Visible To level (auth/visibility).

/** The business profiles the caller may see, with one app profile per application. */
function profileQuery(db: Queryable, caller: Caller) {
  return db.kysely
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
}

/** The business profiles the caller may see, by name; `uuid` narrows to one. */
function profileRows(db: Queryable, caller: Caller, uuid?: string) {
  let query = profileQuery(db, caller);
  if (uuid) query = query.where('b.uuid', '=', uuid);
  return query.orderBy(sql`lower(b.name)`).execute();
}

type Row = Awaited<ReturnType<typeof profileRows>>[number];
const toBusinessProfile = (row: Row) => ({ ...profileFields(row), appProfiles: row.app_profiles });

// The filters take comma-separated values, any one of which counts (SPEC); `appProfiles` matches
// any of the profile's app profile names.
const filterColumns = {
  name: sql`b.name`,
  description: sql`coalesce(b.description, '')`,
  appProfiles: sql`coalesce((select string_agg(p.name, E'\n') from business_profile_app_profile bp
    join app_profile p on p.uuid = bp.app_profile_uuid where bp.business_profile_uuid = b.uuid), '')`,
};
const sortColumns = { name: filterColumns.name, description: filterColumns.description };

/** One page of the business profiles the caller may see, filtered and sorted, with how many match. */
export async function listBusinessProfilePage(db: Queryable, caller: Caller, query: RequestOf<'listBusinessProfilePage'>['query']) {
  const matching = profileQuery(db, caller).where((eb) => eb.and(listFilters(filterColumns, query, containsAny)));
  const { rows, total } = await pagedList(matching, { columns: sortColumns, defaultSort: 'name', ties: [sql`b.name`], unique: sql`b.uuid` }, query);
  return { items: rows.map(toBusinessProfile), total };
}

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

import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Queryable } from '../../db/client';
import { visibleTo, visibleToFields, type Caller } from '../../auth/visibility';
import { profileFields } from '../../shared/profileRows';
import type { RequestOf } from '../../http/handlerTypes';
import { listFilters, pagedList } from '../../shared/listQuery';

// Reads of application profiles, each filtered by the caller's Visible To level
// (auth/visibility visibleTo) on the profile and, for what it can select, on roles and elements.

/** The app profiles the caller may see, with their application, roles and elements. */
function profileQuery(db: Queryable, caller: Caller) {
  return db.kysely
    .selectFrom('app_profile as p')
    .innerJoin('application as a', 'a.uuid', 'p.application_uuid')
    .leftJoin('customer_company as cc', 'cc.uuid', 'p.company_uuid')
    .select(['p.uuid', 'p.name', 'p.description', 'p.minimum_role', 'p.version', 'cc.uuid as company_uuid', 'cc.name as company_name'])
    .select(['a.uuid as app_uuid', 'a.name as app_name'])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('app_profile_role as pr')
          .innerJoin('application_role as r', 'r.uuid', 'pr.role_uuid')
          .select(['r.uuid', 'r.name', 'r.external_role as externalRole'])
          .whereRef('pr.app_profile_uuid', '=', 'p.uuid')
          .orderBy('r.name'),
      ).as('roles'),
      jsonArrayFrom(
        eb
          .selectFrom('app_profile_element as pe')
          .innerJoin('application_element as e', 'e.uuid', 'pe.element_uuid')
          .select(['e.uuid', 'e.name', 'e.category'])
          .whereRef('pe.app_profile_uuid', '=', 'p.uuid')
          .orderBy('e.category')
          .orderBy('e.name'),
      ).as('elements'),
    ])
    .where(visibleTo(caller, 'p'));
}

/** The app profiles the caller may see, by name; `uuid` narrows to one. */
function profileRows(db: Queryable, caller: Caller, uuid?: string) {
  let query = profileQuery(db, caller);
  if (uuid) query = query.where('p.uuid', '=', uuid);
  return query.orderBy(sql`lower(p.name)`).execute();
}

// The list's columns as the console shows them: roles and parameters are their names joined
// with ', ' in the order the profile lists them.
const joinedRoles = sql<string>`coalesce((select string_agg(r.name, ', ' order by r.name) from app_profile_role pr
  join application_role r on r.uuid = pr.role_uuid where pr.app_profile_uuid = p.uuid), '')`;
const joinedParameters = sql<string>`coalesce((select string_agg(e.name, ', ' order by e.category, e.name) from app_profile_element pe
  join application_element e on e.uuid = pe.element_uuid where pe.app_profile_uuid = p.uuid), '')`;

const appProfileColumns = {
  name: sql`p.name`,
  description: sql`coalesce(p.description, '')`,
  application: sql`a.name`,
  roles: joinedRoles,
  parameters: joinedParameters,
};

export type AppProfilePageQuery = RequestOf<'listAppProfilePage'>['query'];

/** One page of the app profiles the caller may see, filtered and sorted, with how many match. */
export async function listAppProfilePage(db: Queryable, caller: Caller, query: AppProfilePageQuery) {
  const matching = profileQuery(db, caller).where((eb) => eb.and(listFilters(appProfileColumns, query)));
  const { rows, total } = await pagedList(matching, { columns: appProfileColumns, defaultSort: 'name', ties: [sql`p.name`], unique: sql`p.uuid` }, query);
  return { items: rows.map(toAppProfile), total };
}

type ProfileRowResult = Awaited<ReturnType<typeof profileRows>>[number];


function toAppProfile(row: ProfileRowResult) {
  return {
    ...profileFields(row),
    application: { uuid: row.app_uuid, name: row.app_name },
    applicationName: row.app_name,
    roles: row.roles,
    elements: row.elements,
  };
}

export type AppProfileRecord = ReturnType<typeof toAppProfile>;

/** Every app profile the caller may see, by name. */
export async function listAppProfiles(db: Queryable, caller: Caller): Promise<AppProfileRecord[]> {
  return (await profileRows(db, caller)).map(toAppProfile);
}

/** One app profile the caller may see, or null. */
export async function findAppProfile(db: Queryable, caller: Caller, uuid: string): Promise<AppProfileRecord | null> {
  const [row] = await profileRows(db, caller, uuid);
  return row ? toAppProfile(row) : null;
}

/** The business profiles that hold the app profile, all of them (visible or not), by name. */
export async function appProfileUsages(db: Queryable, appProfileUuid: string) {
  return db.kysely
    .selectFrom('business_profile_app_profile as bp')
    .innerJoin('business_profile as b', 'b.uuid', 'bp.business_profile_uuid')
    .select(['b.uuid', 'b.name', 'b.minimum_role', 'b.company_uuid'])
    .where('bp.app_profile_uuid', '=', appProfileUuid)
    .orderBy(sql`lower(b.name)`)
    .execute();
}

/** Applications by name, with the roles and elements the caller may see (what a profile can select). */
export async function appProfileApplications(db: Queryable, caller: Caller) {
  const rows = await db.kysely
    .selectFrom('application as a')
    .select(['a.uuid', 'a.name'])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('application_role as r')
          .leftJoin('customer_company as cc', 'cc.uuid', 'r.company_uuid')
          .select(['r.uuid', 'r.name', 'r.external_role', 'r.category', 'r.minimum_role', 'r.company_uuid', 'cc.name as company_name'])
          .whereRef('r.application_uuid', '=', 'a.uuid')
          .where(visibleTo(caller, 'r'))
          .orderBy('r.name'),
      ).as('roles'),
      jsonArrayFrom(
        eb
          .selectFrom('application_element as e')
          .leftJoin('customer_company as cc', 'cc.uuid', 'e.company_uuid')
          .select(['e.uuid', 'e.name', 'e.category', 'e.minimum_role', 'e.company_uuid', 'cc.name as company_name'])
          .whereRef('e.application_uuid', '=', 'a.uuid')
          .where(visibleTo(caller, 'e'))
          .orderBy('e.category')
          .orderBy('e.name'),
      ).as('elements'),
    ])
    .orderBy(sql`lower(a.name)`)
    .execute();
  return rows.map((app) => ({
    uuid: app.uuid,
    name: app.name,
    roles: app.roles.map((role) => ({
      uuid: role.uuid,
      name: role.name,
      externalRole: role.external_role,
      category: role.category,
      ...visibleToFields(role),
    })),
    elements: app.elements.map((element) => ({
      uuid: element.uuid,
      name: element.name,
      category: element.category,
      ...visibleToFields(element),
    })),
  }));
}

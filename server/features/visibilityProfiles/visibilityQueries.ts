import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Queryable } from '../../db/client';
import type { VisibilityKind } from '../../db/schema';
import { visibleTo, type Caller } from '../../auth/visibility';
import { profileFields } from '../../shared/profileRows';
import type { RequestOf } from '../../http/handlerTypes';
import { listFilters, pagedList } from '../../shared/listQuery';
import { clusterTree } from '../../shared/clusterTree';
import { LISTS, VISIBILITY_KINDS, type ListName } from './visibilityKinds';

interface Ref {
  uuid: string;
  name: string;
  retired?: boolean;
}

/** The profiles the caller may see (all for null: a user's own profile), each with what it selects. */
function profileQuery(db: Queryable, caller: Caller | null) {
  const query = db.kysely
    .selectFrom('visibility_profile as v')
    .leftJoin('customer_company as cc', 'cc.uuid', 'v.company_uuid')
    .leftJoin('visibility_element as pc', 'pc.uuid', 'v.primary_cluster_uuid')
    .leftJoin('visibility_element as dg', 'dg.uuid', 'v.default_cluster_group_uuid')
    .select(['v.uuid', 'v.name', 'v.description', 'v.minimum_role', 'v.version', 'cc.uuid as company_uuid', 'cc.name as company_name'])
    .select(['pc.uuid as primary_uuid', 'pc.name as primary_name', 'pc.retired as primary_retired', 'dg.uuid as default_group_uuid', 'dg.name as default_group_name'])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('visibility_profile_element as ve')
          .innerJoin('visibility_element as e', 'e.uuid', 've.element_uuid')
          .select(['e.uuid', 'e.name', 'e.kind', 'e.retired'])
          .whereRef('ve.profile_uuid', '=', 'v.uuid')
          .orderBy('e.name')
          .orderBy('e.uuid'),
      ).as('elements'),
    );
  return caller ? query.where(visibleTo(caller, 'v')) : query;
}

/** The profiles the caller may see by name (one when `uuid` is given), each with what it selects. */
function profileRows(db: Queryable, caller: Caller | null, uuid?: string) {
  let query = profileQuery(db, caller);
  if (uuid) query = query.where('v.uuid', '=', uuid);
  return query.orderBy(sql`lower(v.name)`).execute();
}

type ProfileRow = Awaited<ReturnType<typeof profileRows>>[number];

/** A profile as the contract shows it; kinds the layout code does not offer show empty. */
function toProfile(row: ProfileRow, offered: Set<VisibilityKind>) {
  const lists: Record<ListName, Ref[]> = { carriers: [], clusters: [], clusterGroups: [], neAttributes: [], networkGroups: [], venues: [] };
  for (const { kind, uuid, name, retired } of row.elements) {
    if (offered.has(kind)) lists[LISTS[kind]].push(retired ? { uuid, name, retired } : { uuid, name });
  }
  return {
    ...profileFields(row),
    primaryVisibility: row.primary_uuid
      ? { uuid: row.primary_uuid, name: row.primary_name ?? undefined, ...(row.primary_retired ? { retired: true } : {}) }
      : null,
    defaultClusterGroup: row.default_group_uuid ? { uuid: row.default_group_uuid, name: row.default_group_name ?? undefined } : null,
    ...lists,
  };
}

export async function listVisibilityProfiles(db: Queryable, caller: Caller, offered: Set<VisibilityKind>) {
  return (await profileRows(db, caller)).map((row) => toProfile(row, offered));
}

const listColumns = { name: sql`v.name`, description: sql`coalesce(v.description, '')` };

/** One page of the profiles the caller may see, filtered and sorted, with how many match. */
export async function listVisibilityProfilePage(
  db: Queryable,
  caller: Caller,
  query: RequestOf<'listVisibilityProfilePage'>['query'],
  offered: Set<VisibilityKind>,
) {
  const matching = profileQuery(db, caller).where((eb) => eb.and(listFilters(listColumns, query)));
  const { rows, total } = await pagedList(matching, { columns: listColumns, defaultSort: 'name', ties: [sql`v.name`], unique: sql`v.uuid` }, query);
  return { items: rows.map((row) => toProfile(row, offered)), total };
}

/** The profile, or null when there is none the caller may see. */
export async function findVisibilityProfile(db: Queryable, caller: Caller, uuid: string, offered: Set<VisibilityKind>) {
  const [row] = await profileRows(db, caller, uuid);
  return row ? toProfile(row, offered) : null;
}

/** A user's visibility profile whoever asks (effective access), or null when there is none. */
export async function visibilityProfileOf(db: Queryable, uuid: string, offered: Set<VisibilityKind>) {
  const [row] = await profileRows(db, null, uuid);
  return row ? toProfile(row, offered) : null;
}

/** Everything a profile can select (retired elements are not offered), each list by name; the clusters as a tree. */
export async function visibilityChoices(db: Queryable, offered: Set<VisibilityKind>) {
  const rows = await db.kysely
    .selectFrom('visibility_element')
    .select(['uuid', 'name', 'kind', 'parent_uuid'])
    .where('retired', '=', false)
    .where('kind', 'in', VISIBILITY_KINDS.filter((kind) => offered.has(kind)))
    .orderBy('name')
    .orderBy('uuid')
    .execute();
  const flat = (kind: VisibilityKind) => rows.filter((row) => row.kind === kind).map(({ uuid, name }) => ({ uuid, name }));
  return {
    carriers: flat('carrier'),
    clusters: clusterTree(rows.filter((row) => row.kind === 'cluster')),
    clusterGroups: flat('clusterGroup'),
    neAttributes: flat('networkElementAttribute'),
    networkGroups: flat('networkGroup'),
    venues: flat('venue'),
  };
}

/** The users holding the profile, with their Visible To columns (for the usage list and the delete). */
export function profileHolders(db: Queryable, uuid: string) {
  return db.kysely
    .selectFrom('app_user')
    .select(['uuid', 'username', 'active', 'minimum_role', 'company_uuid'])
    .where('visibility_profile_uuid', '=', uuid)
    .orderBy(sql`lower(username)`)
    .execute();
}

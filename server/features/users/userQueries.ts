import type { Queryable } from '../../db/client';
import type { RoleName } from '../../contract/roleNames';
import { sql, type Expression, type SqlBool } from 'kysely';
import { visibleTo, visibleToFields, type Caller } from '../../auth/visibility';
import type { RequestOf } from '../../http/handlerTypes';
import { listFilters, pagedList, pageOf, type ListOrder } from '../../shared/listQuery';

/** A user as the lists show it (contract schema UserListItem). */
export interface UserListItem {
  uuid: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
  businessProfile: { uuid: string; name: string } | null;
  visibilityProfile: { uuid: string; name: string } | null;
  minimumRole: { name: RoleName };
  errigalCustomerCompany: { uuid: string; name: string } | null;
  version: number;
}

/** The users table with what a list row shows of its profiles and company. */
function listRows(db: Queryable) {
  return db.kysely
    .selectFrom('app_user as u')
    .leftJoin('business_profile as bp', 'bp.uuid', 'u.business_profile_uuid')
    .leftJoin('visibility_profile as vp', 'vp.uuid', 'u.visibility_profile_uuid')
    .leftJoin('customer_company as cc', 'cc.uuid', 'u.company_uuid')
    .select(['u.uuid', 'u.username', 'u.email', 'u.first_name', 'u.last_name', 'u.active', 'u.minimum_role', 'u.version'])
    .select(['bp.uuid as bp_uuid', 'bp.name as bp_name', 'vp.uuid as vp_uuid', 'vp.name as vp_name'])
    .select(['cc.uuid as company_uuid', 'cc.name as company_name']);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listRows>['executeTakeFirstOrThrow']>>;

function toListItem(row: ListRow): UserListItem {
  return {
    uuid: row.uuid,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    active: row.active,
    businessProfile: row.bp_uuid ? { uuid: row.bp_uuid, name: row.bp_name ?? '' } : null,
    visibilityProfile: row.vp_uuid ? { uuid: row.vp_uuid, name: row.vp_name ?? '' } : null,
    ...visibleToFields(row),
    version: row.version,
  };
}

// The console sorts lists with Intl.Collator, base sensitivity and numeric (compareText in
// src/shared/list/listHelpers.ts); PostgreSQL orders by bytes ('zz.user10' before 'zz.user9').
// Sent in the console's order, 75,000 users leave its sort next to nothing to do (~20 ms instead
// of ~90 measured in Node's V8), and the server sorts once per change of the users (its list cache).
const consoleOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The active or inactive users the caller may see, by username as the console orders them. */
export async function listUsers(db: Queryable, caller: Caller, active: boolean): Promise<UserListItem[]> {
  const rows = await listRows(db)
    .where('u.active', '=', active)
    .where(visibleTo(caller, 'u'))
    // Nearly the console's order already, which leaves the sort below little to do.
    .orderBy(sql`lower(u.username)`)
    .execute();
  return rows.map(toListItem).sort((a, b) => consoleOrder.compare(a.username, b.username));
}

/** One user the caller may see, in list shape, or null. */
export async function findListedUser(db: Queryable, caller: Caller, uuid: string): Promise<UserListItem | null> {
  const row = await listRows(db).where('u.uuid', '=', uuid).where(visibleTo(caller, 'u')).executeTakeFirst();
  return row ? toListItem(row) : null;
}

export async function usersRevision(db: Queryable): Promise<number> {
  // int8 comes back as a bigint from PGlite and a number from pg: read it as an int.
  const row = await db.kysely
    .selectFrom('data_revision')
    .select(sql<number>`revision::int`.as('revision'))
    .where('name', '=', 'users')
    .executeTakeFirstOrThrow();
  return row.revision;
}

/** What the console's user list asks for (GET /user/list/page). */
export type UserPageQuery = RequestOf<'listUserPage'>['query'];

const fullName = sql<string>`(u.first_name || ' ' || u.last_name)`;

/** The five filter columns, each as the index of migration 014 reads it. */
const userFilterColumns = {
  username: sql`u.username`,
  name: fullName,
  email: sql`u.email`,
  profile: sql`bp.name`,
  visibility: sql`vp.name`,
};

/** The sortable columns; a user without a profile sorts as '' (the names kept on the user, migration 015). Ties by username, then uuid. */
const userOrder: ListOrder<NonNullable<UserPageQuery['sort']>> = {
  columns: { ...userFilterColumns, profile: sql`u.business_profile_name`, visibility: sql`u.visibility_profile_name` },
  defaultSort: 'username',
  ties: [sql`u.username`],
  unique: sql`u.uuid`,
};

/** The user list's five filters (on `u`, its business profile `bp` and visibility profile `vp`); blank ones left out. */
export function userFilters(query: Pick<UserPageQuery, 'username' | 'name' | 'email' | 'profile' | 'visibility'>): Expression<SqlBool>[] {
  return listFilters(userFilterColumns, query);
}

/** One page of the active or inactive users the caller may see, filtered and sorted, with how many match (unless withTotal is false). */
export async function listUserPage(db: Queryable, caller: Caller, query: UserPageQuery): Promise<{ items: UserListItem[]; total?: number }> {
  const active = query.active ?? true;
  const filters = userFilters(query);
  const matching = listRows(db)
    .where('u.active', '=', active)
    .where(visibleTo(caller, 'u'))
    .where((eb) => eb.and(filters));
  if (query.withTotal === false) return { items: (await pageOf(matching, userOrder, query)).map(toListItem) };
  const { rows, total } = await pagedList(matching, userOrder, query, filters.length === 0 ? () => countUsers(db, caller, active) : undefined);
  return { items: rows.map(toListItem), total };
}

/**
 * How many active or inactive users the caller may see, exactly: the sum of the group counts kept
 * by migration 022's triggers (a few rows) instead of count(*) over every user.
 */
export async function countUsers(db: Queryable, caller: Caller, active: boolean): Promise<number> {
  const row = await db.kysely
    .selectFrom('app_user_count as c')
    .select(sql<number>`coalesce(sum(c.users), 0)::int`.as('total'))
    .where('c.active', '=', active)
    .where(visibleTo(caller, 'c'))
    .executeTakeFirstOrThrow();
  return row.total;
}

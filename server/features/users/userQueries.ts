import type { Queryable } from '../../db/client';
import { visibleToFields, visibleWhere, type Caller } from '../../auth/visibility';

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
  minimumRole: { name: string };
  errigalCustomerCompany: { uuid: string; name: string } | null;
  version: number;
}

interface ListRow {
  uuid: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  active: boolean;
  minimum_role: string;
  version: number;
  bp_uuid: string | null;
  bp_name: string | null;
  vp_uuid: string | null;
  vp_name: string | null;
  company_uuid: string | null;
  company_name: string | null;
}

const LIST_SELECT = `
  select u.uuid, u.username, u.email, u.first_name, u.last_name, u.active, u.minimum_role, u.version,
         bp.uuid as bp_uuid, bp.name as bp_name, vp.uuid as vp_uuid, vp.name as vp_name,
         cc.uuid as company_uuid, cc.name as company_name
    from app_user u
    left join business_profile bp on bp.uuid = u.business_profile_uuid
    left join visibility_profile vp on vp.uuid = u.visibility_profile_uuid
    left join customer_company cc on cc.uuid = u.company_uuid`;

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

/** The active or inactive users the caller may see, by username. */
export async function listUsers(db: Queryable, caller: Caller, active: boolean): Promise<UserListItem[]> {
  const params: unknown[] = [active];
  const rows = await db.query<ListRow>(
    `${LIST_SELECT} where u.active = $1 and ${visibleWhere(caller, 'u', params)} order by lower(u.username)`,
    params,
  );
  return rows.map(toListItem);
}

/** One user the caller may see, in list shape, or null. */
export async function findListedUser(db: Queryable, caller: Caller, uuid: string): Promise<UserListItem | null> {
  const params: unknown[] = [uuid];
  const rows = await db.query<ListRow>(`${LIST_SELECT} where u.uuid = $1 and ${visibleWhere(caller, 'u', params)}`, params);
  return rows[0] ? toListItem(rows[0]) : null;
}

export async function usersRevision(db: Queryable): Promise<number> {
  const rows = await db.query<{ revision: number }>("select revision::int as revision from data_revision where name = 'users'");
  return rows[0].revision;
}

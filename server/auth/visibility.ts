import { sql, type Expression, type SqlBool } from 'kysely';
import { ROLE_NAMES, type RoleName } from '../contract/roleNames';
import { forbidden } from '../contract/problem';

/** Who is calling, from a verified access token. */
export interface Caller {
  uuid: string;
  username: string;
  roles: RoleName[];
  companyUuid: string | null;
}

export const ROLE_RANK: Record<RoleName, number> = { SCO_ADMIN: 1, ADMIN: 2, ERRIGAL_ADMIN: 3 };

/** The console roles below `role` (none below SCO_ADMIN: a query must not build `in ()` from it). */
export const rolesBelow = (role: RoleName): RoleName[] => ROLE_NAMES.filter((other) => ROLE_RANK[other] < ROLE_RANK[role]);

/** The caller's highest console role, or null when it has none. */
export function callerLevel(roles: readonly string[]): RoleName | null {
  let best: RoleName | null = null;
  for (const role of roles) {
    if (role in ROLE_RANK && (!best || ROLE_RANK[role as RoleName] > ROLE_RANK[best])) best = role as RoleName;
  }
  return best;
}

export function hasAtLeast(caller: Caller, role: RoleName): boolean {
  const level = callerLevel(caller.roles);
  return level !== null && ROLE_RANK[level] >= ROLE_RANK[role];
}

/**
 * The Visible To rule (DESIGN "Visibility levels") as a Kysely condition on the Visible To columns
 * (minimum_role, company_uuid) of the table or alias `alias`: `.where(visibleTo(caller, 'u'))`, or
 * `${visibleTo(caller, 'u')}` inside a sql template. ERRIGAL_ADMIN sees everything; ADMIN sees
 * ADMIN and SCO_ADMIN records; SCO_ADMIN sees SCO_ADMIN records of its own company or of none.
 * Same rule as canSee.
 */
export function visibleTo(caller: Caller, alias: string): Expression<SqlBool> {
  const role = sql.ref(`${alias}.minimum_role`);
  const company = sql.ref(`${alias}.company_uuid`);
  switch (callerLevel(caller.roles)) {
    case 'ERRIGAL_ADMIN':
      return sql<SqlBool>`true`;
    case 'ADMIN':
      return sql<SqlBool>`${role} in ('ADMIN', 'SCO_ADMIN')`;
    case 'SCO_ADMIN':
      return sql<SqlBool>`(${role} = 'SCO_ADMIN' and (${company} is null or ${company} = ${caller.companyUuid}))`;
    default:
      return sql<SqlBool>`false`;
  }
}

export function canSee(caller: Caller, record: { minimumRole: string; companyUuid: string | null }): boolean {
  const level = callerLevel(caller.roles);
  if (level === 'ERRIGAL_ADMIN') return true;
  if (level === 'ADMIN') return record.minimumRole === 'ADMIN' || record.minimumRole === 'SCO_ADMIN';
  if (level === 'SCO_ADMIN') {
    return record.minimumRole === 'SCO_ADMIN' && (record.companyUuid === null || record.companyUuid === caller.companyUuid);
  }
  return false;
}

/** Nobody creates or raises a record above their own level; an SCO admin keeps it in its company. */
export function assertMayAssign(caller: Caller, record: { minimumRole: string; companyUuid: string | null }): void {
  if (!canSee(caller, record)) throw forbidden('You may not give a record a visibility above your own');
}

/** A record's Visible To columns as the contract shows them: minimumRole and its company. */
export function visibleToFields(row: { minimum_role: RoleName; company_uuid: string | null; company_name: string | null }) {
  return {
    minimumRole: { name: row.minimum_role },
    errigalCustomerCompany: row.company_uuid ? { uuid: row.company_uuid, name: row.company_name ?? '' } : null,
  };
}

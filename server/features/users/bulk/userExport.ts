// Users as a CSV file: one query, one row per user the caller may see, by username.
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';
import { visibleTo, type Caller } from '../../../auth/visibility';
import { csvLine, guardFormula } from './csv';
import { ELEMENT_SEPARATOR, USER_CSV_COLUMNS, type UserCsvColumn } from './userCsvFormat';

export type ExportScope = 'all' | 'active' | 'inactive';

type ExportRow = Record<UserCsvColumn, string | null>;

/**
 * The file's text. Element assignments list only elements the caller may see (an import by the
 * same caller leaves the others alone). A byte-order mark lets spreadsheets read it as UTF-8.
 */
export async function exportUsersCsv(db: Queryable, caller: Caller, scope: ExportScope): Promise<string> {
  const activeFilter = scope === 'all' ? sql`true` : sql`u.active = ${scope === 'active'}`;
  const { rows } = await sql<ExportRow>`select u.username, u.email, u.first_name as "firstName", u.last_name as "lastName",
            u.desk_phone as "deskPhone", u.mobile_phone as "mobilePhone",
            case when u.active then 'true' else 'false' end as active,
            l.name as location, bp.name as "businessProfile", vp.name as "visibilityProfile",
            u.minimum_role as "minimumRole", cc.name as company,
            ev.elements, u.version::text as version
       from app_user u
       left join location l on l.uuid = u.location_uuid
       left join business_profile bp on bp.uuid = u.business_profile_uuid
       left join visibility_profile vp on vp.uuid = u.visibility_profile_uuid
       left join customer_company cc on cc.uuid = u.company_uuid
       left join (select ue.user_uuid, string_agg(e.category || ':' || e.name, ${ELEMENT_SEPARATOR} order by e.category, e.name) as elements
                    from user_element ue join application_element e on e.uuid = ue.element_uuid
                   where ${visibleTo(caller, 'e')}
                   group by ue.user_uuid) ev on ev.user_uuid = u.uuid
      where ${activeFilter} and ${visibleTo(caller, 'u')}
      order by lower(u.username)`.execute(db.kysely);
  const lines = [csvLine(USER_CSV_COLUMNS)];
  for (const row of rows) lines.push(csvLine(USER_CSV_COLUMNS.map((column) => guardFormula(row[column] ?? ''))));
  return `\uFEFF${lines.join('')}`;
}

/** The download's file name, e.g. users-active-2025-01-31.csv. */
export function exportFileName(scope: ExportScope, now = new Date()): string {
  return `users-${scope}-${now.toISOString().slice(0, 10)}.csv`;
}

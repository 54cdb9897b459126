// Users as a CSV file, streamed: one row per user the caller may see, by username.
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../../../db/client';
import { visibleTo, type Caller } from '../../../auth/visibility';
import { userFilters, type UserPageQuery } from '../userQueries';
import { csvLine, guardFormula } from '../../../shared/csv';
import { ELEMENT_SEPARATOR, USER_CSV_COLUMNS, type UserCsvColumn } from './userCsvFormat';

export type ExportScope = 'all' | 'active' | 'inactive';

/** The user list's filters that narrow an export. */
export type ExportFilters = Pick<UserPageQuery, 'username' | 'name' | 'email' | 'profile' | 'visibility'>;

export type ExportRow = Record<UserCsvColumn, string | null> & { sort_key: string };

/** Users read per query: a batch's rows are all the memory an export holds. */
export const EXPORT_BATCH = 2000;

/**
 * The file's text in pieces: a byte-order mark (spreadsheets then read it as UTF-8) and the header
 * at once, then the users in batches by username, each batch one query that goes on from the last
 * username of the one before (the unique index on lower(username)), so a million users never sit
 * in memory together. The batches are separate queries: a user renamed while an export runs may
 * be missed or written twice, as with any export of a changing list.
 * Element assignments list only elements the caller may see (an import by the same caller leaves
 * the others alone).
 */
export async function* exportUsersCsv(db: Queryable, caller: Caller, scope: ExportScope, filters: ExportFilters = {}): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(USER_CSV_COLUMNS)}`;
  const activeFilter = scope === 'all' ? sql`true` : sql`u.active = ${scope === 'active'}`;
  const listFilters = userFilters(filters).map((filter) => sql` and ${filter}`);
  let after: string | null = null;
  for (;;) {
    const rows = await userCsvRows(
      db,
      caller,
      sql`${activeFilter}${sql.join(listFilters, sql``)} ${after === null ? sql`` : sql`and lower(u.username) > ${after}`}`,
      EXPORT_BATCH,
    );
    if (rows.length > 0) yield rows.map((row) => csvLine(USER_CSV_COLUMNS.map((column) => guardFormula(row[column] ?? '')))).join('');
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1].sort_key;
  }
}

/** Users as the CSV writes them (names, not uuids), those the caller may see that match `where`, by username. */
export async function userCsvRows(db: Queryable, caller: Caller, where: RawBuilder<unknown>, limit: number): Promise<ExportRow[]> {
  const { rows } = await sql<ExportRow>`select u.username, u.email, u.first_name as "firstName", u.last_name as "lastName",
          u.desk_phone as "deskPhone", u.mobile_phone as "mobilePhone",
          case when u.active then 'true' else 'false' end as active,
          l.name as location, bp.name as "businessProfile", vp.name as "visibilityProfile",
          u.minimum_role as "minimumRole", cc.name as company,
          ev.elements, u.version::text as version, lower(u.username) as sort_key
     from app_user u
     left join location l on l.uuid = u.location_uuid
     left join business_profile bp on bp.uuid = u.business_profile_uuid
     left join visibility_profile vp on vp.uuid = u.visibility_profile_uuid
     left join customer_company cc on cc.uuid = u.company_uuid
     left join lateral (select string_agg(e.category || ':' || e.name, ${ELEMENT_SEPARATOR} order by e.category, e.name) as elements
                  from user_element ue join application_element e on e.uuid = ue.element_uuid
                 where ue.user_uuid = u.uuid and ${visibleTo(caller, 'e')}) ev on true
    where ${where} and ${visibleTo(caller, 'u')}
    order by lower(u.username)
    limit ${limit}`.execute(db.kysely);
  return rows;
}

/** The download's file name, e.g. users-active-2025-01-31.csv. */
export function exportFileName(scope: ExportScope, now = new Date()): string {
  return `users-${scope}-${now.toISOString().slice(0, 10)}.csv`;
}

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

/** Users read per query: a batch's rows (and the next one's, read meanwhile) are all the memory an export holds. */
export const EXPORT_BATCH = 2000;

/**
 * The file's text in pieces: a byte-order mark (spreadsheets then read it as UTF-8) and the header
 * at once, then the users in batches by username, each batch one query that goes on from the last
 * username of the one before (the unique index on lower(username)), so a million users never sit
 * in memory together. The next batch is read while this one is written. The batches are separate
 * queries: a user renamed while an export runs may be missed or written twice, as with any export
 * of a changing list.
 * Element assignments list only elements the caller may see (an import by the same caller leaves
 * the others alone).
 */
export async function* exportUsersCsv(db: Queryable, caller: Caller, scope: ExportScope, filters: ExportFilters = {}): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(USER_CSV_COLUMNS)}`;
  const activeFilter = scope === 'all' ? sql`true` : sql`u.active = ${scope === 'active'}`;
  const listFilters = userFilters(filters).map((filter) => sql` and ${filter}`);
  const batchAfter = (after: string | null) =>
    userCsvBatch(db, caller, sql`${activeFilter}${sql.join(listFilters, sql``)} ${after === null ? sql`` : sql`and lower(u.username) > ${after}`}`);
  let next = batchAfter(null);
  for (;;) {
    const { rows, last } = await next;
    const full = rows.length === EXPORT_BATCH;
    if (full) {
      next = batchAfter(last);
      // Awaited on the next turn; handled now so that an export the client left ends quietly.
      next.catch(() => undefined);
    }
    if (rows.length > 0) yield rows.map((row) => csvLine(row.map((value) => guardFormula(value ?? '')))).join('');
    if (!full) return;
  }
}

/**
 * One batch of the export: its rows' values in column order, as one JSON value (the drivers parse
 * it at once, where a row a field at a time cost most of the export; a text array a row is
 * quicker to build than json_build_array), and the last sort key.
 */
async function userCsvBatch(db: Queryable, caller: Caller, where: RawBuilder<unknown>): Promise<{ rows: (string | null)[][]; last: string | null }> {
  const values = sql.join(USER_CSV_COLUMNS.map((column) => sql.ref(`batch.${column}`)));
  const { rows } = await sql<{ rows: (string | null)[][] | null; last: string | null }>`
    select json_agg(array[${values}] order by batch.sort_key) as rows, max(batch.sort_key) as last
      from (${userCsvQuery(caller, where, EXPORT_BATCH)}) batch`.execute(db.kysely);
  return { rows: rows[0].rows ?? [], last: rows[0].last };
}

/** Users as the CSV writes them (names, not uuids), those the caller may see that match `where`, by username. */
export async function userCsvRows(db: Queryable, caller: Caller, where: RawBuilder<unknown>, limit: number): Promise<ExportRow[]> {
  const { rows } = await userCsvQuery(caller, where, limit).execute(db.kysely);
  return rows;
}

/**
 * The batch's users with their names joined, then their elements for all of them in one join: a
 * lateral subquery per user rescanned user_element for each one (on PGlite, a file size asked of
 * the file system per user).
 */
function userCsvQuery(caller: Caller, where: RawBuilder<unknown>, limit: number): RawBuilder<ExportRow> {
  return sql<ExportRow>`with batch as (
    select u.uuid, u.username, u.email, u.first_name as "firstName", u.last_name as "lastName",
           u.desk_phone as "deskPhone", u.mobile_phone as "mobilePhone",
           case when u.active then 'true' else 'false' end as active,
           l.name as location, bp.name as "businessProfile", vp.name as "visibilityProfile",
           u.minimum_role as "minimumRole", cc.name as company, u.version::text as version, lower(u.username) as sort_key
      from app_user u
      left join location l on l.uuid = u.location_uuid
      left join business_profile bp on bp.uuid = u.business_profile_uuid
      left join visibility_profile vp on vp.uuid = u.visibility_profile_uuid
      left join customer_company cc on cc.uuid = u.company_uuid
     where ${where} and ${visibleTo(caller, 'u')}
     order by lower(u.username)
     limit ${limit})
  select b.username, b.email, b."firstName", b."lastName", b."deskPhone", b."mobilePhone", b.active, b.location,
         b."businessProfile", b."visibilityProfile", b."minimumRole", b.company, ev.elements, b.version, b.sort_key
    from batch b
    left join (select ue.user_uuid, string_agg(e.category || ':' || e.name, ${ELEMENT_SEPARATOR} order by e.category, e.name) as elements
                 from user_element ue join application_element e on e.uuid = ue.element_uuid
                where ue.user_uuid in (select uuid from batch) and ${visibleTo(caller, 'e')}
                group by ue.user_uuid) ev on ev.user_uuid = b.uuid
   order by b.sort_key`;
}

/** The download's file name, e.g. users-active-2025-01-31.csv. */
export function exportFileName(scope: ExportScope, now = new Date()): string {
  return `users-${scope}-${now.toISOString().slice(0, 10)}.csv`;
}

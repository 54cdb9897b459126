import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Queryable } from '../../db/client';
import type { components } from '../../contract/openapi.gen';
import type { RoleName } from '../../contract/roleNames';
import { hasAtLeast, visibleTo, type Caller } from '../../auth/visibility';
import type { RequestOf } from '../../http/handlerTypes';
import { listFilters, pagedList } from '../../shared/listQuery';

// Reads of applications with their roles and elements. Roles and elements are filtered by the
// caller's Visible To level; the database and API settings go to ERRIGAL_ADMIN only, and the
// stored passwords to nobody (only whether one is stored).

export type Application = components['schemas']['Application'];

interface VisibleToJson {
  minimum_role: RoleName;
  company_uuid: string | null;
  company_name: string | null;
}

/** Applications with the roles and elements the caller may see. */
function applicationQuery(db: Queryable, caller: Caller) {
  return db.kysely
    .selectFrom('application as a')
    .selectAll('a')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('application_role as r')
          .leftJoin('customer_company as rc', 'rc.uuid', 'r.company_uuid')
          .select(['r.uuid', 'r.name', 'r.external_role', 'r.category', 'r.minimum_role', 'r.company_uuid', 'rc.name as company_name'])
          .whereRef('r.application_uuid', '=', 'a.uuid')
          .where(visibleTo(caller, 'r'))
          .orderBy('r.name'),
      ).as('roles'),
      jsonArrayFrom(
        eb
          .selectFrom('application_element as e')
          .leftJoin('customer_company as ec', 'ec.uuid', 'e.company_uuid')
          .select(['e.uuid', 'e.name', 'e.category', 'e.minimum_role', 'e.company_uuid', 'ec.name as company_name'])
          .whereRef('e.application_uuid', '=', 'a.uuid')
          .where(visibleTo(caller, 'e'))
          .orderBy('e.category')
          .orderBy('e.name'),
      ).as('elements'),
    ]);
}

/** Applications by name with their visible roles and elements; `uuid` narrows to one. */
function applicationRows(db: Queryable, caller: Caller, uuid?: string) {
  let query = applicationQuery(db, caller);
  if (uuid) query = query.where('a.uuid', '=', uuid);
  return query.orderBy(sql`lower(a.name)`).execute();
}

type ApplicationRow = Awaited<ReturnType<typeof applicationRows>>[number];

const visibleToOf = (row: VisibleToJson) => ({
  minimumRole: { name: row.minimum_role },
  errigalCustomerCompany: row.company_uuid ? { uuid: row.company_uuid, name: row.company_name ?? '' } : null,
});

/** A text setting as the contract answers it: absent when not set. */
const setting = (value: string | null) => value ?? undefined;

/** The application as `caller` may see it: settings for ERRIGAL_ADMIN, never a password. */
function toApplication(row: ApplicationRow, caller: Caller): Application {
  const settings = hasAtLeast(caller, 'ERRIGAL_ADMIN')
    ? {
        dataUrl: setting(row.data_url),
        dataDriverName: setting(row.data_driver_name),
        dataUsername: setting(row.data_username),
        dataPasswordSet: Boolean(row.data_password),
        apiHost: setting(row.api_host),
        apiAuthType: row.api_auth_type ?? undefined,
        apiUsername: setting(row.api_username),
        apiPasswordSet: Boolean(row.api_password),
      }
    : {};
  return {
    uuid: row.uuid,
    name: row.name,
    ...settings,
    builtIn: row.built_in,
    roles: row.roles.map((role) => ({
      uuid: role.uuid,
      name: role.name,
      externalRole: role.external_role,
      category: role.category,
      ...visibleToOf(role),
    })),
    elements: row.elements.map((element) => ({
      uuid: element.uuid,
      name: element.name,
      category: element.category,
      ...visibleToOf(element),
    })),
    version: row.version,
  };
}

// The list sorts roles and elements by their visible names joined with ', ', as the console shows them.
function applicationColumns(caller: Caller) {
  return {
    name: sql`a.name`,
    roles: sql`coalesce((select string_agg(r.name, ', ' order by r.name) from application_role r
      where r.application_uuid = a.uuid and ${visibleTo(caller, 'r')}), '')`,
    elements: sql`coalesce((select string_agg(e.name, ', ' order by e.category, e.name) from application_element e
      where e.application_uuid = a.uuid and ${visibleTo(caller, 'e')}), '')`,
  };
}

/** One page of the applications, filtered by name and sorted, with what the caller may see of them and how many match. */
export async function listApplicationPage(db: Queryable, caller: Caller, query: RequestOf<'listApplicationPage'>['query']) {
  const columns = applicationColumns(caller);
  const matching = applicationQuery(db, caller).where((eb) => eb.and(listFilters({ name: columns.name }, query)));
  const { rows, total } = await pagedList(matching, { columns, defaultSort: 'name', ties: [sql`a.name`], unique: sql`a.uuid` }, query);
  return { items: rows.map((row) => toApplication(row, caller)), total };
}

/** Every application, by name, with what the caller may see of it. */
export async function listApplications(db: Queryable, caller: Caller): Promise<Application[]> {
  return (await applicationRows(db, caller)).map((row) => toApplication(row, caller));
}

/** One application as the caller may see it, or null. */
export async function findApplication(db: Queryable, caller: Caller, uuid: string): Promise<Application | null> {
  const [row] = await applicationRows(db, caller, uuid);
  return row ? toApplication(row, caller) : null;
}

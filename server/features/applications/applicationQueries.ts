import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Queryable } from '../../db/client';
import type { components } from '../../http/openapi.gen';
import type { RoleName } from '../../http/contract';
import { hasAtLeast, visibleTo, type Caller } from '../../auth/visibility';

// Reads of applications with their roles and elements. Roles and elements are filtered by the
// caller's Visible To level; the database and API settings go to ERRIGAL_ADMIN only, and the
// stored passwords to nobody (only whether one is stored).

export type Application = components['schemas']['Application'];

interface VisibleToJson {
  minimum_role: RoleName;
  company_uuid: string | null;
  company_name: string | null;
}

/** Applications with their visible roles and elements; `uuid` narrows to one. */
function applicationRows(db: Queryable, caller: Caller, uuid?: string) {
  let query = db.kysely
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

/** Every application, by name, with what the caller may see of it. */
export async function listApplications(db: Queryable, caller: Caller): Promise<Application[]> {
  return (await applicationRows(db, caller)).map((row) => toApplication(row, caller));
}

/** One application as the caller may see it, or null. */
export async function findApplication(db: Queryable, caller: Caller, uuid: string): Promise<Application | null> {
  const [row] = await applicationRows(db, caller, uuid);
  return row ? toApplication(row, caller) : null;
}

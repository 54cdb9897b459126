import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import type { RequestOf } from '../../http/handlerTypes';
import { listFilters, pagedList } from '../../shared/listQuery';

// Reads of the customer company screen (ERRIGAL_ADMIN only, so no Visible To filter narrows them:
// an ERRIGAL_ADMIN sees every record).

export interface CustomerCompany {
  uuid: string;
  name: string;
  version: number;
}

export interface CompanyUsages {
  users: { uuid: string; username: string; active: boolean }[];
  appProfiles: { uuid: string; name: string }[];
  businessProfiles: { uuid: string; name: string }[];
  visibilityProfiles: { uuid: string; name: string }[];
  roles: { uuid: string; name: string; application: string }[];
  elements: { uuid: string; name: string; application: string }[];
}

export const listCompanies = (db: Queryable): Promise<CustomerCompany[]> =>
  db.kysely.selectFrom('customer_company').select(['uuid', 'name', 'version']).orderBy('name').execute();

const listColumns = { name: sql`name` };

/** One page of the companies, filtered by name and sorted, with how many match. */
export async function listCompanyPage(db: Queryable, query: RequestOf<'listCustomerCompanyPage'>['query']) {
  const matching = db.kysely
    .selectFrom('customer_company')
    .select(['uuid', 'name', 'version'])
    .where((eb) => eb.and(listFilters(listColumns, query)));
  const { rows, total } = await pagedList(matching, { columns: listColumns, defaultSort: 'name', ties: [], unique: sql`uuid` }, query);
  return { items: rows, total };
}

export async function findCompany(db: Queryable, uuid: string): Promise<CustomerCompany | undefined> {
  return db.kysely.selectFrom('customer_company').select(['uuid', 'name', 'version']).where('uuid', '=', uuid).executeTakeFirst();
}

/** Everything that names the company as its Visible To company, each kind sorted by name. */
export async function companyUsages(db: Queryable, uuid: string): Promise<CompanyUsages> {
  const k = db.kysely;
  const [users, appProfiles, businessProfiles, visibilityProfiles, roles, elements] = await Promise.all([
    k.selectFrom('app_user').select(['uuid', 'username', 'active']).where('company_uuid', '=', uuid).orderBy('username').execute(),
    k.selectFrom('app_profile').select(['uuid', 'name']).where('company_uuid', '=', uuid).orderBy('name').execute(),
    k.selectFrom('business_profile').select(['uuid', 'name']).where('company_uuid', '=', uuid).orderBy('name').execute(),
    k.selectFrom('visibility_profile').select(['uuid', 'name']).where('company_uuid', '=', uuid).orderBy('name').execute(),
    k
      .selectFrom('application_role as r')
      .innerJoin('application as a', 'a.uuid', 'r.application_uuid')
      .select(['r.uuid', 'r.name', 'a.name as application'])
      .where('r.company_uuid', '=', uuid)
      .orderBy('a.name')
      .orderBy('r.name')
      .execute(),
    k
      .selectFrom('application_element as e')
      .innerJoin('application as a', 'a.uuid', 'e.application_uuid')
      .select(['e.uuid', 'e.name', 'a.name as application'])
      .where('e.company_uuid', '=', uuid)
      .orderBy('a.name')
      .orderBy('e.name')
      .execute(),
  ]);
  return { users, appProfiles, businessProfiles, visibilityProfiles, roles, elements };
}

/** "3 users (a, b, c), 1 business profile (X)": what stops a delete, for the 409 detail. */
export function describeUsages(usages: CompanyUsages): string {
  const parts: [number, string, string[]][] = [
    [usages.users.length, 'user', usages.users.map((u) => u.username)],
    [usages.appProfiles.length, 'application profile', usages.appProfiles.map((p) => p.name)],
    [usages.businessProfiles.length, 'business profile', usages.businessProfiles.map((p) => p.name)],
    [usages.visibilityProfiles.length, 'visibility profile', usages.visibilityProfiles.map((p) => p.name)],
    [usages.roles.length, 'application role', usages.roles.map((r) => `${r.application}: ${r.name}`)],
    [usages.elements.length, 'application element', usages.elements.map((e) => `${e.application}: ${e.name}`)],
  ];
  const shown = 5;
  return parts
    .filter(([count]) => count > 0)
    .map(([count, noun, names]) => {
      const more = names.length > shown ? `, and ${names.length - shown} more` : '';
      return `${count} ${noun}${count === 1 ? '' : 's'} (${names.slice(0, shown).join(', ')}${more})`;
    })
    .join(', ');
}

export const isUsed = (usages: CompanyUsages) => Object.values(usages).some((list) => list.length > 0);

import type { Queryable } from '../../db/client';
import type { components } from '../../contract/openapi.gen';
import { forbiddenHostProblem } from '../../connectors/outboundTarget';
import { badRequest, notFound, type FieldError } from '../../contract/problem';

// Checks of an application to save (SPEC section 5 "Application form"), beyond what the
// contract's schema already refused: required settings, a usable API host, and roles and elements
// that belong to the application.

export type ApplicationInput = components['schemas']['ApplicationInput'];

export const REQUIRED_MAX_255 = 'This field is required. (Max 255 Characters)';

/** The stored row an update starts from. */
export interface StoredApplication {
  uuid: string;
  name: string;
  built_in: boolean;
  data_password: string | null;
  api_password: string | null;
}

const TEXT_SETTINGS = ['dataUrl', 'dataDriverName', 'dataUsername', 'apiHost', 'apiUsername'] as const;

const blank = (value: string | undefined | null) => !value || value.trim() === '';

export async function findStoredApplication(tx: Queryable, uuid: string): Promise<StoredApplication> {
  const row = await tx.kysely
    .selectFrom('application')
    .select(['uuid', 'name', 'built_in', 'data_password', 'api_password'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) throw notFound('No such application');
  return row;
}

/** An http(s) URL, not a link-local or metadata address unless allowed, or a reason why not. */
function apiHostProblem(apiHost: string, allowLinkLocal: boolean): string | null {
  try {
    const url = new URL(apiHost);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL';
    return forbiddenHostProblem(url, allowLinkLocal);
  } catch {
    return 'must be an http or https URL';
  }
}

/** The settings: all required on an application with a connector (the built-in one has none). */
function settingErrors(input: ApplicationInput, stored: StoredApplication | null, allowLinkLocal: boolean): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(input.name)) errors.push({ field: 'name', message: REQUIRED_MAX_255 });
  if (stored && input.name.trim() !== stored.name) errors.push({ field: 'name', message: 'cannot be changed once the application is saved' });
  if (!blank(input.apiHost)) {
    const problem = apiHostProblem(input.apiHost ?? '', allowLinkLocal);
    if (problem) errors.push({ field: 'apiHost', message: problem });
  }
  if (stored?.built_in) return errors;
  for (const field of TEXT_SETTINGS) if (blank(input[field])) errors.push({ field, message: REQUIRED_MAX_255 });
  if (!input.apiAuthType) errors.push({ field: 'apiAuthType', message: 'This field is required' });
  if (blank(input.dataPassword) && !stored?.data_password) errors.push({ field: 'dataPassword', message: REQUIRED_MAX_255 });
  if (blank(input.apiPassword) && !stored?.api_password) errors.push({ field: 'apiPassword', message: REQUIRED_MAX_255 });
  return errors;
}

/** Roles and elements are named by uuid (SPEC: each needs a uuid, a name and a minimumRole). */
async function memberErrors(tx: Queryable, input: ApplicationInput, applicationUuid: string | null): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const roleUuids = new Set(
    applicationUuid
      ? (await tx.kysely.selectFrom('application_role').select('uuid').where('application_uuid', '=', applicationUuid).execute()).map((r) => r.uuid)
      : [],
  );
  const elementUuids = new Set(
    applicationUuid
      ? (await tx.kysely.selectFrom('application_element').select('uuid').where('application_uuid', '=', applicationUuid).execute()).map((e) => e.uuid)
      : [],
  );
  const companyUuids = [...(input.roles ?? []), ...(input.elements ?? [])].flatMap((m) => (m.errigalCustomerCompany ? [m.errigalCustomerCompany.uuid] : []));
  const companies = new Set(
    companyUuids.length
      ? (await tx.kysely.selectFrom('customer_company').select('uuid').where('uuid', 'in', companyUuids).execute()).map((c) => c.uuid)
      : [],
  );
  const check = (kind: 'roles' | 'elements', known: Set<string>) =>
    (input[kind] ?? []).forEach((member, i) => {
      const at = `${kind}.${i}`;
      if (!member.uuid) errors.push({ field: `${at}.uuid`, message: 'This field is required' });
      else if (!known.has(member.uuid)) errors.push({ field: `${at}.uuid`, message: `is not one of this application's ${kind}` });
      if (blank(member.name)) errors.push({ field: `${at}.name`, message: REQUIRED_MAX_255 });
      if (!member.minimumRole) errors.push({ field: `${at}.minimumRole`, message: 'This field is required' });
      const company = member.errigalCustomerCompany;
      if (company && !companies.has(company.uuid)) errors.push({ field: `${at}.errigalCustomerCompany`, message: 'is not a known company' });
    });
  check('roles', roleUuids);
  check('elements', elementUuids);
  return errors;
}

/** 400 naming every bad field, or nothing. */
export async function assertValidApplication(
  tx: Queryable,
  input: ApplicationInput,
  stored: StoredApplication | null,
  allowLinkLocal: boolean,
): Promise<void> {
  const errors = settingErrors(input, stored, allowLinkLocal);
  if (stored && input.version === undefined) errors.push({ field: 'version', message: 'This field is required' });
  errors.push(...(await memberErrors(tx, input, stored?.uuid ?? null)));
  if (errors.length > 0) throw badRequest(`Invalid application: ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors);
}

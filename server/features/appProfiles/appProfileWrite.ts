import type { Queryable } from '../../db/client';
import { assertMayAssign, canSee, visibleTo, type Caller } from '../../auth/visibility';
import { badRequest, forbidden, notFound, type FieldError } from '../../contract/problem';
import { saveVersioned } from '../../db/saveVersioned';
import { BUILT_IN_PROFILES } from '../../db/builtins';
import { appProfileFieldErrors, type AppProfileInput } from './appProfileChecks';
import { appProfileUsages } from './appProfileQueries';

export const USED_BY_HIDDEN = 'This application profile is used by business profiles you may not see';
export const BUILT_IN_DELETE = 'A built-in application profile cannot be deleted';
const BUILT_IN_NAMES = new Set(Object.values(BUILT_IN_PROFILES).map((profile) => profile.appProfile));

/** The app profile as the caller may see it, for a write: 404 when it may not. */
async function findEditable(tx: Queryable, caller: Caller, uuid: string) {
  const row = await tx.kysely
    .selectFrom('app_profile as p')
    .select(['p.uuid', 'p.name', 'p.application_uuid'])
    .where('p.uuid', '=', uuid)
    .where(visibleTo(caller, 'p'))
    .executeTakeFirst();
  if (!row) throw notFound('No such application profile');
  return row;
}

function invalid(errors: FieldError[]) {
  return badRequest(`Invalid application profile: ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors);
}

/** The profile's role and element uuids, sorted: equal before and after a save when it changed neither. */
async function linkedUuids(tx: Queryable, uuid: string): Promise<string> {
  const roles = await tx.kysely.selectFrom('app_profile_role').select('role_uuid as uuid').where('app_profile_uuid', '=', uuid).execute();
  const elements = await tx.kysely.selectFrom('app_profile_element').select('element_uuid as uuid').where('app_profile_uuid', '=', uuid).execute();
  return [...roles, ...elements].map((row) => row.uuid).sort().join(',');
}

/** A saved app profile, and whether its roles or elements changed (its users must then be pushed). */
export interface SavedAppProfile {
  uuid: string;
  applicationUuid: string;
  linksChanged: boolean;
}

/**
 * Creates the app profile (no uuid) or updates it (uuid and version) with its roles and elements:
 * Visible To levels, the references and the privilege invariant checked first, the name's
 * uniqueness left to the database (409). Run it in a transaction.
 */
export async function saveAppProfile(tx: Queryable, caller: Caller, profile: AppProfileInput): Promise<SavedAppProfile> {
  const existing = profile.uuid ? await findEditable(tx, caller, profile.uuid) : null;
  const minimumRole = profile.minimumRole?.name ?? 'ADMIN';
  const companyUuid = profile.errigalCustomerCompany?.uuid ?? null;
  assertMayAssign(caller, { minimumRole, companyUuid });
  const errors = await appProfileFieldErrors(tx, caller, profile, existing);
  if (errors.length > 0) throw invalid(errors);

  const values = { name: profile.name.trim(), description: profile.description ?? null, minimum_role: minimumRole, company_uuid: companyUuid };
  const linksBefore = existing ? await linkedUuids(tx, existing.uuid) : '';
  const { uuid } = await saveVersioned(tx, 'app_profile', {
    existing: existing && { uuid: existing.uuid, version: profile.version ?? 0 },
    values,
    insertOnly: { application_uuid: profile.application.uuid },
  });
  await replaceLinks(tx, uuid, profile);
  return { uuid, applicationUuid: profile.application.uuid, linksChanged: existing !== null && (await linkedUuids(tx, uuid)) !== linksBefore };
}

async function replaceLinks(tx: Queryable, uuid: string, profile: AppProfileInput) {
  const roles = [...new Set((profile.roles ?? []).flatMap((role) => (role.uuid ? [role.uuid] : [])))];
  const elements = [...new Set((profile.elements ?? []).flatMap((element) => (element.uuid ? [element.uuid] : [])))];
  await tx.kysely.deleteFrom('app_profile_role').where('app_profile_uuid', '=', uuid).execute();
  await tx.kysely.deleteFrom('app_profile_element').where('app_profile_uuid', '=', uuid).execute();
  if (roles.length > 0) await tx.kysely.insertInto('app_profile_role').values(roles.map((role_uuid) => ({ app_profile_uuid: uuid, role_uuid }))).execute();
  if (elements.length > 0) {
    await tx.kysely.insertInto('app_profile_element').values(elements.map((element_uuid) => ({ app_profile_uuid: uuid, element_uuid }))).execute();
  }
}

/** The business profiles that would lose the app profile and that the caller may see: 404 unless it may see the profile. */
export async function visibleUsages(db: Queryable, caller: Caller, uuid: string) {
  await findEditable(db, caller, uuid);
  const usages = await appProfileUsages(db, uuid);
  return usages
    .filter((usage) => canSee(caller, { minimumRole: usage.minimum_role, companyUuid: usage.company_uuid }))
    .map(({ uuid: usageUuid, name }) => ({ uuid: usageUuid, name }));
}

/**
 * Deletes the app profile and takes it out of every business profile that holds it (each of
 * which moves to a new version), in the caller's transaction.
 */
export async function deleteAppProfile(tx: Queryable, caller: Caller, uuid: string): Promise<void> {
  const profile = await findEditable(tx, caller, uuid);
  if (BUILT_IN_NAMES.has(profile.name)) throw forbidden(BUILT_IN_DELETE);
  const usages = await appProfileUsages(tx, uuid);
  // Nobody changes a business profile above their level: the dialog listed every one that changes.
  if (usages.some((usage) => !canSee(caller, { minimumRole: usage.minimum_role, companyUuid: usage.company_uuid }))) throw forbidden(USED_BY_HIDDEN);
  if (usages.length > 0) {
    await tx.kysely
      .updateTable('business_profile')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('uuid', 'in', usages.map((usage) => usage.uuid))
      .execute();
  }
  await tx.kysely.deleteFrom('business_profile_app_profile').where('app_profile_uuid', '=', uuid).execute();
  await tx.kysely.deleteFrom('app_profile').where('uuid', '=', uuid).execute();
}

import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import type { components } from '../../contract/openapi.gen';
import type { RoleName } from '../../contract/roleNames';
import { assertMayAssign, callerLevel, canSee, ROLE_RANK, rolesBelow, visibleTo, type Caller } from '../../auth/visibility';
import { badRequest, forbidden, notFound, type FieldError } from '../../contract/problem';
import { saveVersioned } from '../../db/saveVersioned';
import { BUILT_IN_PROFILES } from '../../db/builtins';
import { businessProfileHolders } from './businessProfileQueries';

/** A business profile as POST /profile/business/update carries it, after the contract's validation. */
export type BusinessProfileInput = components['schemas']['BusinessProfile'];

export const REQUIRED = 'This field is required';
export const ONE_PER_APPLICATION = 'Choose at most one application profile per application';
export const NO_SUCH_APP_PROFILE = 'is not an application profile you may select';
export const NO_SUCH_COMPANY = 'No such customer company';
export const USED_BY_HIDDEN = 'This business profile is held by users you may not see';
export const BUILT_IN_DELETE = 'A built-in business profile cannot be deleted';
const BUILT_IN_NAMES = new Set(Object.values(BUILT_IN_PROFILES).map((profile) => profile.businessProfile));

/** What a save changed for the profile's users: the applications whose grants changed. */
export interface SavedBusinessProfile {
  uuid: string;
  /** Applications an app profile was added to, removed from or changed in, for the users who hold it. */
  changedApplications: string[];
}

/** The business profile as the caller may see it, for a write: 404 when it may not. */
async function findEditable(tx: Queryable, caller: Caller, uuid: string) {
  const row = await tx.kysely
    .selectFrom('business_profile as b')
    .select(['b.uuid', 'b.name'])
    .where('b.uuid', '=', uuid)
    .where(visibleTo(caller, 'b'))
    .executeTakeFirst();
  if (!row) throw notFound('No such business profile');
  return row;
}

function invalid(errors: FieldError[]) {
  return badRequest(`Invalid business profile: ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors);
}

/** The chosen app profiles the caller may see, with their application and the console roles they grant. */
async function chosenAppProfiles(tx: Queryable, caller: Caller, uuids: string[]) {
  if (uuids.length === 0) return [];
  return tx.kysely
    .selectFrom('app_profile as p')
    .innerJoin('application as a', 'a.uuid', 'p.application_uuid')
    .select(['p.uuid', 'p.application_uuid', 'a.built_in'])
    .select((eb) =>
      eb
        .selectFrom('app_profile_role as pr')
        .innerJoin('application_role as r', 'r.uuid', 'pr.role_uuid')
        .select(sql<string[]>`coalesce(array_agg(r.name), '{}')`.as('names'))
        .whereRef('pr.app_profile_uuid', '=', 'p.uuid')
        .as('role_names'),
    )
    .where('p.uuid', 'in', uuids)
    .where(visibleTo(caller, 'p'))
    .execute();
}

/**
 * The privilege invariant (DESIGN): the console role the profile grants (through an app profile of
 * the built-in User Profile application) may exceed neither the writer's level nor the level of a
 * user who holds the profile.
 */
async function grantErrors(tx: Queryable, caller: Caller, granted: RoleName | null, profileUuid: string | null): Promise<FieldError[]> {
  if (!granted) return [];
  const own = callerLevel(caller.roles);
  if (own === null || ROLE_RANK[granted] > ROLE_RANK[own]) {
    return [{ field: 'appProfiles', message: `This business profile would grant the console role ${granted}, above your own` }];
  }
  const lower = rolesBelow(granted);
  if (!profileUuid || lower.length === 0) return [];
  const below = await tx.kysely
    .selectFrom('app_user')
    .select(['username', 'minimum_role'])
    .where('business_profile_uuid', '=', profileUuid)
    .where('minimum_role', 'in', lower)
    .orderBy('username')
    .limit(1)
    .executeTakeFirst();
  return below
    ? [{ field: 'appProfiles', message: `This business profile would grant the console role ${granted}, above the level ${below.minimum_role} of its user ${below.username}` }]
    : [];
}

/** What the server checks beyond the contract, as field errors; also returns the chosen app profiles. */
async function fieldErrors(tx: Queryable, caller: Caller, profile: BusinessProfileInput, existingUuid: string | null) {
  const errors: FieldError[] = [];
  if (profile.name.trim() === '') errors.push({ field: 'name', message: REQUIRED });
  if (existingUuid && profile.version === undefined) errors.push({ field: 'version', message: REQUIRED });
  const company = profile.errigalCustomerCompany?.uuid;
  if (company && !(await tx.kysely.selectFrom('customer_company').select('uuid').where('uuid', '=', company).executeTakeFirst())) {
    errors.push({ field: 'errigalCustomerCompany', message: NO_SUCH_COMPANY });
  }
  const uuids = [...new Set(profile.appProfiles.map((ref) => ref.uuid))];
  const chosen = await chosenAppProfiles(tx, caller, uuids);
  const found = new Set(chosen.map((row) => row.uuid));
  profile.appProfiles.forEach((ref, index) => {
    if (!found.has(ref.uuid)) errors.push({ field: `appProfiles.${index}`, message: `${ref.name ?? ref.uuid} ${NO_SUCH_APP_PROFILE}` });
  });
  const applications = chosen.map((row) => row.application_uuid);
  if (new Set(applications).size < applications.length) errors.push({ field: 'appProfiles', message: ONE_PER_APPLICATION });
  if (errors.length > 0) return { errors, chosen };
  const consoleRoles = chosen.filter((row) => row.built_in).flatMap((row) => row.role_names ?? []);
  return { errors: await grantErrors(tx, caller, callerLevel(consoleRoles), existingUuid), chosen };
}

/** The app profile of each application the business profile holds now. */
async function heldAppProfiles(tx: Queryable, uuid: string): Promise<Map<string, string>> {
  const rows = await tx.kysely
    .selectFrom('business_profile_app_profile as bp')
    .innerJoin('app_profile as p', 'p.uuid', 'bp.app_profile_uuid')
    .select(['p.uuid', 'p.application_uuid'])
    .where('bp.business_profile_uuid', '=', uuid)
    .execute();
  return new Map(rows.map((row) => [row.application_uuid, row.uuid]));
}

/**
 * Creates the business profile (no uuid) or updates it (uuid and version) with its app profiles:
 * Visible To levels, references and the privilege invariant first, the name's uniqueness left to
 * the database (409). Run it in a transaction.
 */
export async function saveBusinessProfile(tx: Queryable, caller: Caller, profile: BusinessProfileInput): Promise<SavedBusinessProfile> {
  const existing = profile.uuid ? await findEditable(tx, caller, profile.uuid) : null;
  const minimumRole = profile.minimumRole?.name ?? 'ADMIN';
  const companyUuid = profile.errigalCustomerCompany?.uuid ?? null;
  assertMayAssign(caller, { minimumRole, companyUuid });
  const { errors, chosen } = await fieldErrors(tx, caller, profile, existing?.uuid ?? null);
  if (errors.length > 0) throw invalid(errors);

  const values = { name: profile.name.trim(), description: profile.description ?? null, minimum_role: minimumRole, company_uuid: companyUuid };
  const before = existing ? await heldAppProfiles(tx, existing.uuid) : new Map<string, string>();
  const { uuid } = await saveVersioned(tx, 'business_profile', { existing: existing && { uuid: existing.uuid, version: profile.version ?? 0 }, values });
  await tx.kysely.deleteFrom('business_profile_app_profile').where('business_profile_uuid', '=', uuid).execute();
  await tx.kysely
    .insertInto('business_profile_app_profile')
    .values(chosen.map((row) => ({ business_profile_uuid: uuid, app_profile_uuid: row.uuid })))
    .execute();
  const after = new Map(chosen.map((row) => [row.application_uuid, row.uuid]));
  const changedApplications = [...new Set([...before.keys(), ...after.keys()])].filter((app) => before.get(app) !== after.get(app));
  return { uuid, changedApplications };
}

/** The holders of the profile that the caller may see, with their active flag: 404 unless it may see the profile. */
export async function visibleHolders(db: Queryable, caller: Caller, uuid: string) {
  await findEditable(db, caller, uuid);
  const holders = await businessProfileHolders(db, uuid);
  return holders
    .filter((user) => canSee(caller, { minimumRole: user.minimum_role, companyUuid: user.company_uuid }))
    .map(({ uuid: userUuid, username, active }) => ({ uuid: userUuid, username, active }));
}

/**
 * Deletes the business profile; its users lose it (each moves to a new version), in the caller's
 * transaction. Refused for the built-in profiles and while a holder is hidden from the caller.
 */
export async function deleteBusinessProfile(tx: Queryable, caller: Caller, uuid: string): Promise<void> {
  const profile = await findEditable(tx, caller, uuid);
  if (BUILT_IN_NAMES.has(profile.name)) throw forbidden(BUILT_IN_DELETE);
  const holders = await businessProfileHolders(tx, uuid);
  // The dialog counted every user that loses the profile: nobody changes users above their level.
  if (holders.some((user) => !canSee(caller, { minimumRole: user.minimum_role, companyUuid: user.company_uuid }))) throw forbidden(USED_BY_HIDDEN);
  await tx.kysely
    .updateTable('app_user')
    .set((eb) => ({ business_profile_uuid: null, version: eb('version', '+', 1) }))
    .where('business_profile_uuid', '=', uuid)
    .execute();
  await tx.kysely.deleteFrom('business_profile').where('uuid', '=', uuid).execute();
}

import type { Queryable } from '../../db/client';
import { isRoleName } from '../../contract/roleNames';
import type { components } from '../../contract/openapi.gen';
import { callerLevel, ROLE_RANK, rolesBelow, visibleTo, type Caller } from '../../auth/visibility';
import type { FieldError } from '../../contract/problem';

/** An app profile as POST /profile/app/update carries it, after the contract's validation. */
export type AppProfileInput = components['schemas']['AppProfile'];

export const REQUIRED = 'This field is required';
export const APPLICATION_READ_ONLY = 'The application cannot be changed once the profile exists';
export const NO_SUCH_APPLICATION = 'Please select an application';
export const NO_SUCH_COMPANY = 'No such customer company';

/** The roles or elements of `applicationUuid` among `uuids` that the caller may select. */
async function selectable(db: Queryable, caller: Caller, field: 'roles' | 'elements', applicationUuid: string, uuids: string[]) {
  if (uuids.length === 0) return [];
  const query =
    field === 'roles'
      ? db.kysely.selectFrom('application_role as x').select(['x.uuid', 'x.name']).where('x.application_uuid', '=', applicationUuid)
      : db.kysely.selectFrom('application_element as x').select(['x.uuid', 'x.name']).where('x.application_uuid', '=', applicationUuid);
  return query.where('x.uuid', 'in', uuids).where(visibleTo(caller, 'x')).execute();
}

/** Field errors for references that are missing, foreign to the application or hidden from the caller. */
async function referenceErrors(
  db: Queryable,
  caller: Caller,
  field: 'roles' | 'elements',
  applicationUuid: string,
  items: readonly { uuid?: string; name: string }[],
): Promise<{ errors: FieldError[]; names: string[] }> {
  const errors: FieldError[] = [];
  items.forEach((item, index) => {
    if (!item.uuid) errors.push({ field: `${field}.${index}.uuid`, message: REQUIRED });
  });
  const uuids = [...new Set(items.flatMap((item) => (item.uuid ? [item.uuid] : [])))];
  const found = await selectable(db, caller, field, applicationUuid, uuids);
  const known = new Set(found.map((row) => row.uuid));
  items.forEach((item, index) => {
    if (item.uuid && !known.has(item.uuid)) {
      errors.push({ field: `${field}.${index}`, message: `${item.name} is not ${field === 'roles' ? 'a role' : 'an element'} of this application you may select` });
    }
  });
  return { errors, names: found.map((row) => row.name) };
}

/**
 * The privilege invariant for app profiles (DESIGN "Privilege invariant"): a profile of the built-in
 * `User Profile` application grants the console roles it holds, and nobody grants a console role
 * above their own level, nor above the level of a user who already has the profile.
 */
async function grantErrors(db: Queryable, caller: Caller, applicationUuid: string, roleNames: string[], profileUuid: string | null): Promise<FieldError[]> {
  const app = await db.kysely.selectFrom('application').select('built_in').where('uuid', '=', applicationUuid).executeTakeFirst();
  if (!app?.built_in) return [];
  const granted = callerLevel(roleNames.filter(isRoleName));
  if (!granted) return [];
  const own = callerLevel(caller.roles);
  if (own === null || ROLE_RANK[granted] > ROLE_RANK[own]) {
    return [{ field: 'roles', message: `This application profile grants the console role ${granted}, above your own` }];
  }
  const lower = rolesBelow(granted);
  if (!profileUuid || lower.length === 0) return [];
  const below = await db.kysely
    .selectFrom('app_user as u')
    .innerJoin('business_profile_app_profile as bp', 'bp.business_profile_uuid', 'u.business_profile_uuid')
    .select(['u.username', 'u.minimum_role'])
    .where('bp.app_profile_uuid', '=', profileUuid)
    .where('u.minimum_role', 'in', lower)
    .orderBy('u.username')
    .limit(1)
    .executeTakeFirst();
  return below
    ? [{ field: 'roles', message: `This application profile grants the console role ${granted}, above the level ${below.minimum_role} of a user who has it` }]
    : [];
}

/** What the server checks beyond the contract, as field errors (400). */
export async function appProfileFieldErrors(
  db: Queryable,
  caller: Caller,
  profile: AppProfileInput,
  existing: { uuid: string; application_uuid: string } | null,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (profile.name.trim() === '') errors.push({ field: 'name', message: REQUIRED });
  if (existing && profile.version === undefined) errors.push({ field: 'version', message: REQUIRED });
  if (existing && existing.application_uuid !== profile.application.uuid) errors.push({ field: 'application', message: APPLICATION_READ_ONLY });
  const application = await db.kysely.selectFrom('application').select('uuid').where('uuid', '=', profile.application.uuid).executeTakeFirst();
  if (!application) errors.push({ field: 'application', message: NO_SUCH_APPLICATION });
  const company = profile.errigalCustomerCompany?.uuid;
  if (company && !(await db.kysely.selectFrom('customer_company').select('uuid').where('uuid', '=', company).executeTakeFirst())) {
    errors.push({ field: 'errigalCustomerCompany', message: NO_SUCH_COMPANY });
  }
  if (errors.length > 0 || !application) return errors;

  const roles = await referenceErrors(db, caller, 'roles', application.uuid, profile.roles ?? []);
  const elements = await referenceErrors(db, caller, 'elements', application.uuid, profile.elements ?? []);
  errors.push(...roles.errors, ...elements.errors);
  if (errors.length > 0) return errors;
  return grantErrors(db, caller, application.uuid, roles.names, existing?.uuid ?? null);
}

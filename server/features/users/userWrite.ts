import type { Queryable } from '../../db/client';
import { assertMayAssign, visibleTo, type Caller } from '../../auth/visibility';
import { assertMayManageUser } from '../../auth/consoleGrants';
import { badRequest, notFound, type FieldError } from '../../contract/problem';
import { saveVersioned } from '../../db/saveVersioned';
import { REQUIRED, draftOf, type UserDraft, type UserInput } from './userInput';
import { userFieldErrors } from './userChecks';

export const USERNAME_READ_ONLY = 'The username cannot be changed once the user exists';
export const OWN_ACCOUNT_ACTIVE = 'You cannot deactivate your own account';

/**
 * Creates the user (no uuid) or updates it (uuid and version), with its elements, applying the
 * server side of SPEC section 5 "User form", the visibility levels and the privilege invariant
 * (auth/consoleGrants). A clone names the user it was cloned from, which the caller must be
 * allowed to manage. Run it in a transaction. Returns the user's uuid.
 */
export async function saveUser(tx: Queryable, caller: Caller, user: UserInput, clonedId?: string | null): Promise<string> {
  const existing = user.uuid ? await findEditableUser(tx, caller, user.uuid) : null;
  if (user.uuid && !existing) throw notFound('No such user');
  if (existing) await assertMayManageUser(tx, caller, existing.uuid);
  const cloneSource = clonedId ?? user.clonedId;
  if (cloneSource) await assertMayClone(tx, caller, cloneSource);

  const errors: FieldError[] = [];
  if (!user.businessProfile) errors.push({ field: 'businessProfile', message: REQUIRED });
  if (!user.visibilityProfile) errors.push({ field: 'visibilityProfile', message: REQUIRED });
  if (existing && user.version === undefined) errors.push({ field: 'version', message: REQUIRED });
  if (existing && existing.username !== user.username) errors.push({ field: 'username', message: USERNAME_READ_ONLY });
  if (existing?.uuid === caller.uuid && !user.active) errors.push({ field: 'active', message: OWN_ACCOUNT_ACTIVE });
  if (errors.length > 0 || !user.businessProfile || !user.visibilityProfile) throw invalid(errors);

  const draft = draftOf(user, user.businessProfile.uuid, user.visibilityProfile.uuid);
  assertMayAssign(caller, { minimumRole: draft.minimumRole, companyUuid: draft.companyUuid });
  const fieldErrors = await userFieldErrors(tx, caller, draft);
  if (fieldErrors.length > 0) throw invalid(fieldErrors);

  const { uuid } = await saveVersioned(tx, 'app_user', {
    existing: existing && { uuid: existing.uuid, version: user.version ?? 0 },
    values: columnValues(draft),
    insertOnly: { username: draft.username },
  });
  await replaceElements(tx, uuid, draft.elements);
  return uuid;
}

function invalid(errors: FieldError[]) {
  return badRequest(`Invalid user: ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors);
}

async function findEditableUser(tx: Queryable, caller: Caller, uuid: string) {
  const row = await tx.kysely
    .selectFrom('app_user as u')
    .select(['u.uuid', 'u.username'])
    .where('u.uuid', '=', uuid)
    .where(visibleTo(caller, 'u'))
    .executeTakeFirst();
  return row ?? null;
}

async function assertMayClone(tx: Queryable, caller: Caller, uuid: string) {
  if (!(await findEditableUser(tx, caller, uuid))) throw notFound('No such user to clone');
  await assertMayManageUser(tx, caller, uuid);
}

/** The app_user columns a save writes. */
function columnValues(draft: UserDraft) {
  return {
    email: draft.email,
    first_name: draft.firstName,
    last_name: draft.lastName,
    desk_phone: draft.deskPhone,
    mobile_phone: draft.mobilePhone,
    active: draft.active,
    location_uuid: draft.locationUuid,
    business_profile_uuid: draft.businessProfileUuid,
    visibility_profile_uuid: draft.visibilityProfileUuid,
    minimum_role: draft.minimumRole,
    company_uuid: draft.companyUuid,
  };
}

async function replaceElements(tx: Queryable, uuid: string, elements: UserDraft['elements']) {
  await tx.kysely.deleteFrom('user_element').where('user_uuid', '=', uuid).execute();
  if (elements.length === 0) return;
  await tx.kysely
    .insertInto('user_element')
    .values(elements.map((e) => ({ user_uuid: uuid, element_uuid: e.uuid, actual_value: e.actualValue })))
    .execute();
}

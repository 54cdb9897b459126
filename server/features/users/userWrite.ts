import type { Queryable } from '../../db/client';
import { assertMayAssign, canSee, type Caller } from '../../auth/visibility';
import { recordChange, type AuditActor } from '../../audit/auditLog';
import { userElementText, userSnapshot, userSnapshots, type RecordSnapshot } from '../../audit/snapshots';
import { assertMayManageUser } from '../../auth/consoleGrants';
import { badRequest, notFound, type FieldError } from '../../contract/problem';
import { saveVersioned } from '../../db/saveVersioned';
import { REQUIRED, draftOf, type UserDraft, type UserInput } from './userInput';
import { userFieldErrors } from './userChecks';

export const USERNAME_READ_ONLY = 'The username cannot be changed once the user exists';
export const OWN_ACCOUNT_ACTIVE = 'You cannot deactivate your own account';

/** Who saves, for the save's audit entry, and its action when not create or update (a clone, a bulk job's). */
export interface UserSaveAudit {
  actor: AuditActor;
  action?: string;
}

/**
 * Creates the user (no uuid) or updates it (uuid and version), with its elements, applying the
 * server side of SPEC section 5 "User form", the visibility levels and the privilege invariant
 * (auth/consoleGrants), and records its audit entry. A clone names the user it was cloned from,
 * which the caller must be allowed to manage. Run it in a transaction. Returns the user's uuid.
 *
 * The entry's snapshots cost no read of their own: "before" is the read that finds the user,
 * "after" is built from the saved values, the names the checks read and the elements' insert.
 */
export async function saveUser(tx: Queryable, caller: Caller, user: UserInput, audit: UserSaveAudit, clonedId?: string | null): Promise<string> {
  const before = user.uuid ? await findEditableUser(tx, caller, user.uuid) : null;
  if (user.uuid && !before) throw notFound('No such user');
  if (user.uuid) await assertMayManageUser(tx, caller, user.uuid);
  const cloneSource = clonedId ?? user.clonedId;
  if (cloneSource) await assertMayClone(tx, caller, cloneSource);

  const errors: FieldError[] = [];
  if (!user.businessProfile) errors.push({ field: 'businessProfile', message: REQUIRED });
  if (!user.visibilityProfile) errors.push({ field: 'visibilityProfile', message: REQUIRED });
  if (before && user.version === undefined) errors.push({ field: 'version', message: REQUIRED });
  if (before && before.name !== user.username) errors.push({ field: 'username', message: USERNAME_READ_ONLY });
  if (before && user.uuid === caller.uuid && !user.active) errors.push({ field: 'active', message: OWN_ACCOUNT_ACTIVE });
  if (errors.length > 0 || !user.businessProfile || !user.visibilityProfile) throw invalid(errors);

  const draft = draftOf(user, user.businessProfile.uuid, user.visibilityProfile.uuid);
  assertMayAssign(caller, { minimumRole: draft.minimumRole, companyUuid: draft.companyUuid });
  const checked = await userFieldErrors(tx, caller, draft);
  if (checked.errors.length > 0) throw invalid(checked.errors);

  const { uuid } = await saveVersioned(tx, 'app_user', {
    existing: user.uuid ? { uuid: user.uuid, version: user.version ?? 0 } : null,
    values: columnValues(draft),
    insertOnly: { username: draft.username },
  });
  const elements = await replaceElements(tx, uuid, draft.elements);
  const after = userSnapshot({ ...columnValues(draft), ...checked.names, uuid, key: draft.username.toLowerCase(), username: draft.username, elements });
  await recordChange(tx, { ...audit, type: 'user' }, uuid, before, after);
  return uuid;
}

function invalid(errors: FieldError[]) {
  return badRequest(`Invalid user: ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors);
}

/** The user's snapshot when the caller may see it (canSee is visibleTo's rule): the save's "before". */
async function findEditableUser(tx: Queryable, caller: Caller, uuid: string): Promise<RecordSnapshot | null> {
  const snapshot = (await userSnapshots(tx, { uuids: [uuid] })).get(uuid);
  return snapshot && canSee(caller, snapshot) ? snapshot : null;
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

/** Writes the user's elements; returns them as its snapshot lists them (userElementText, in the database's order). */
async function replaceElements(tx: Queryable, uuid: string, elements: UserDraft['elements']): Promise<string[]> {
  await tx.kysely.deleteFrom('user_element').where('user_uuid', '=', uuid).execute();
  if (elements.length === 0) return [];
  const [row] = await tx.query<{ elements: string[] }>(
    `with saved as (
       insert into user_element (user_uuid, element_uuid, actual_value)
       select $1, element_uuid, actual_value from unnest($2::uuid[], $3::text[]) as t(element_uuid, actual_value)
       returning element_uuid, actual_value)
     select array(select ${userElementText('saved')} from saved join application_element e on e.uuid = saved.element_uuid order by 1) as elements`,
    [uuid, elements.map((e) => e.uuid), elements.map((e) => e.actualValue)],
  );
  return row.elements;
}

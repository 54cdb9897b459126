// What a bulk job does to one user: the single write's own code, so every rule of a single write
// (levels, privilege invariant, required elements, version) holds for each user of a job.
import type { Queryable } from '../../../db/client';
import type { Caller } from '../../../auth/visibility';
import { notFound } from '../../../contract/problem';
import { findUserDetails } from '../userDetails';
import { saveUser, type UserSaveAudit } from '../userWrite';
import type { UserInput } from '../userInput';
import { setUserActive } from '../userStatus';
import { elementsForNewProfile } from '../profileElements';

export type BulkAction = 'activate' | 'inactivate' | 'setBusinessProfile' | 'setVisibilityProfile' | 'sendPasswordReset';

/** The user as selected: a user changed since the selection (another version) is refused with 412. */
export interface SelectedUser {
  userUuid: string;
  version: number;
}

/**
 * The user's saved form with the profile chosen, as POST /user/update would take it from the
 * console's form: a new business profile brings its elements along (profileElements.ts).
 */
async function withProfile(tx: Queryable, user: UserInput, action: 'setBusinessProfile' | 'setVisibilityProfile', profileUuid: string): Promise<UserInput> {
  if (action === 'setVisibilityProfile') return { ...user, visibilityProfile: { uuid: profileUuid } };
  if (user.businessProfile?.uuid === profileUuid) return user;
  return { ...user, businessProfile: { uuid: profileUuid }, elements: await elementsForNewProfile(tx, profileUuid, user.elements) };
}

/**
 * Applies a field action to one user inside the caller's transaction, with its audit entry, by the
 * single write's rules (which throw): Activate and Inactivate those of the status toggle, a
 * profile those of the user form's save.
 */
export async function changeUser(
  tx: Queryable,
  caller: Caller,
  action: Exclude<BulkAction, 'sendPasswordReset'>,
  profileUuid: string | null,
  selected: SelectedUser,
  audit: UserSaveAudit,
) {
  if (action === 'activate' || action === 'inactivate') {
    await setUserActive(tx, caller, selected.userUuid, action === 'activate', audit.actor, selected.version);
    return;
  }
  const details = await findUserDetails(tx, caller, { uuid: selected.userUuid });
  if (!details) throw notFound('No such user');
  await saveUser(tx, caller, await withProfile(tx, { ...details, version: selected.version }, action, profileUuid ?? ''), audit);
}

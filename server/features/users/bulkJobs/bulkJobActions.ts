// What a bulk job does to one user: the single write's own code, so every rule of a single write
// (levels, privilege invariant, required elements, version) holds for each user of a job.
import type { Queryable } from '../../../db/client';
import type { Caller } from '../../../auth/visibility';
import { notFound } from '../../../contract/problem';
import { findUserDetails } from '../userDetails';
import { saveUser, type UserSaveAudit } from '../userWrite';
import type { UserInput } from '../userInput';

export type BulkAction = 'activate' | 'inactivate' | 'setBusinessProfile' | 'setVisibilityProfile' | 'sendPasswordReset';

/** The user as selected: a user changed since the selection (another version) is refused with 412. */
export interface SelectedUser {
  userUuid: string;
  version: number;
}

/** The user's saved form with the action's change applied, as POST /user/update would take it. */
function changed(user: UserInput, action: Exclude<BulkAction, 'sendPasswordReset'>, profileUuid: string | null): UserInput {
  switch (action) {
    case 'activate':
      return { ...user, active: true };
    case 'inactivate':
      return { ...user, active: false };
    case 'setBusinessProfile':
      return { ...user, businessProfile: { uuid: profileUuid ?? '' } };
    case 'setVisibilityProfile':
      return { ...user, visibilityProfile: { uuid: profileUuid ?? '' } };
  }
}

/** Applies a field action to one user inside the caller's transaction, with its audit entry (saveUser's checks throw). */
export async function changeUser(
  tx: Queryable,
  caller: Caller,
  action: Exclude<BulkAction, 'sendPasswordReset'>,
  profileUuid: string | null,
  selected: SelectedUser,
  audit: UserSaveAudit,
) {
  const details = await findUserDetails(tx, caller, { uuid: selected.userUuid });
  if (!details) throw notFound('No such user');
  await saveUser(tx, caller, changed({ ...details, version: selected.version }, action, profileUuid), audit);
}

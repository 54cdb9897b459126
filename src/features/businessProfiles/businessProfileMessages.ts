import { profileSaveOutcome } from '../../shared/editScreen/profileSaveOutcome';
import { recordDeleteOutcome, type DeleteOutcome, type SaveResult } from '../../shared/editScreen/saveOutcome';
import { profileHoldersSentence } from '../../shared/dialog/profileHolders';
import type { BusinessProfileFormValues } from './edit/businessProfileFormValues';

// SPEC section 8 "Profiles", business profile row, word for word.
export const DUPLICATE_NAME = 'A Business Profile with this name already exists';
export const SAVE_FAILED = 'Error Saving Business Profile';
export const DELETED = 'Business Profile Deleted Successfully';
export const DELETE_FAILED = 'Failed to Delete Business Profile';
export const USERS_FAILED = 'There Was Error While Fetching Users Who Use This Business Profile';
/** DESIGN: a stale version (412) tells the admin to reload. */
export const CHANGED_BY_SOMEONE_ELSE = 'This Business Profile was changed by someone else, please reload the page and try again';

export const savedMessage = (name: string) => `Profile ${name} Is Saved Successfully`;

/** What to show after POST /profile/business/update, where to go when it saved, and its push job. */
export const saveOutcome = profileSaveOutcome<keyof BusinessProfileFormValues>({
  saved: savedMessage,
  duplicateName: DUPLICATE_NAME,
  changedBySomeoneElse: CHANGED_BY_SOMEONE_ELSE,
  saveFailed: SAVE_FAILED,
  // The contract's field names as form fields.
  formFields: { name: 'name', description: 'description', minimumRole: 'minimumRole', errigalCustomerCompany: 'companyUuid', appProfiles: 'appProfileUuids' },
});

/** The delete dialog's sentence (SPEC section 8: the active and inactive user counts). */
export const holdersSentence = (active: number, inactive: number) => profileHoldersSentence(active, inactive, 'business profile');

/** The delete's outcome: SPEC's toasts; a refused delete's dialog says why. */
export const deleteOutcome = (result: SaveResult<unknown>): DeleteOutcome => recordDeleteOutcome(result, { deleted: DELETED, deleteFailed: DELETE_FAILED });

import { profileSaveOutcome } from '../../../shared/editScreen/profileSaveOutcome';
import { recordDeleteOutcome, type DeleteOutcome, type SaveResult } from '../../../shared/editScreen/saveOutcome';
import type { AppProfileFormValues } from './appProfileFormValues';

// SPEC section 8 "Profiles", application profile row, word for word.
export const DUPLICATE_NAME = 'An Application Profile with this name already exists';
export const SAVE_FAILED = 'Error Saving Application Profile';
export const DELETED = 'Application Profile Deleted Successfully';
export const DELETE_FAILED = 'Failed to Delete Application Profile';
export const USAGES_FAILED = 'There Was Error While Fetching Business Profiles Who Use This App Profile';
/** DESIGN: a stale version (412) tells the admin to reload. */
export const CHANGED_BY_SOMEONE_ELSE = 'This Application Profile was changed by someone else, please reload the page and try again';

export const savedMessage = (name: string) => `Application Profile ${name} Is Saved Successfully`;

/** What to show after POST /profile/app/update, and where to go when it saved. */
export const saveOutcome = profileSaveOutcome<keyof AppProfileFormValues>({
  saved: savedMessage,
  duplicateName: DUPLICATE_NAME,
  changedBySomeoneElse: CHANGED_BY_SOMEONE_ELSE,
  saveFailed: SAVE_FAILED,
  // The contract's field names (`roles.0`, `errigalCustomerCompany`) as form fields.
  formFields: { name: 'name', description: 'description', application: 'applicationUuid', minimumRole: 'minimumRole', errigalCustomerCompany: 'companyUuid', roles: 'roleUuids', elements: 'elementUuids' },
});

/** The delete's outcome: SPEC's toasts; a refused delete's dialog says why. */
export const deleteOutcome = (result: SaveResult<unknown>): DeleteOutcome => recordDeleteOutcome(result, { deleted: DELETED, deleteFailed: DELETE_FAILED });

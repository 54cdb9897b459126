import { errorStatus } from '../../shared/api/apiError';
import { serverFieldErrors } from '../../shared/api/serverFieldErrors';
import { profileHoldersSentence } from '../../shared/dialog/profileHolders';
import type { UserPushJob } from '../../api/users.gen';
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

export type BusinessProfileFieldErrors = Partial<Record<keyof BusinessProfileFormValues, string>>;

export interface SaveOutcome {
  toast: { message: string; variant: 'success' | 'error' };
  fieldErrors?: BusinessProfileFieldErrors;
  savedUuid?: string;
  pushJob?: UserPushJob;
}

/** The contract's field names as form fields. */
const formFields: Readonly<Record<string, keyof BusinessProfileFormValues>> = {
  name: 'name',
  description: 'description',
  minimumRole: 'minimumRole',
  errigalCustomerCompany: 'companyUuid',
  appProfiles: 'appProfileUuids',
};

type SaveResult = { data: { uuid: string; pushJob?: UserPushJob }; error?: undefined } | { data?: undefined; error: unknown };

/** What to show after POST /profile/business/update, where to go when it saved, and its push job. */
export function saveOutcome(name: string, result: SaveResult): SaveOutcome {
  if (result.error === undefined && result.data?.uuid) {
    return { toast: { message: savedMessage(name), variant: 'success' }, savedUuid: result.data.uuid, pushJob: result.data.pushJob };
  }
  const status = errorStatus(result.error);
  if (status === 409) return { toast: { message: DUPLICATE_NAME, variant: 'error' }, fieldErrors: { name: DUPLICATE_NAME } };
  if (status === 412) return { toast: { message: CHANGED_BY_SOMEONE_ELSE, variant: 'error' } };
  if (status === 400) return { toast: { message: SAVE_FAILED, variant: 'error' }, fieldErrors: serverFieldErrors(result.error, formFields) };
  return { toast: { message: SAVE_FAILED, variant: 'error' } };
}

/** The delete dialog's sentence (SPEC section 8: the active and inactive user counts). */
export const holdersSentence = (active: number, inactive: number) => profileHoldersSentence(active, inactive, 'business profile');

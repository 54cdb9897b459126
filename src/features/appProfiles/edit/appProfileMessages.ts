import type { UserPushJob } from '../../../api/users.gen';
import { errorStatus } from '../../../shared/api/apiError';
import { serverFieldErrors } from '../../../shared/api/serverFieldErrors';
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

export interface Toast {
  message: string;
  variant: 'success' | 'warning' | 'error';
}

export type AppProfileFieldErrors = Partial<Record<keyof AppProfileFormValues, string>>;

export interface SaveOutcome {
  toast: Toast;
  fieldErrors?: AppProfileFieldErrors;
  savedUuid?: string;
  /** The push of the profile's users to its application, when the save changed what they may do. */
  pushJob?: UserPushJob;
}

/** The contract's field names (`roles.0`, `errigalCustomerCompany`) as form fields. */
const formFields: Readonly<Record<string, keyof AppProfileFormValues>> = {
  name: 'name',
  description: 'description',
  application: 'applicationUuid',
  minimumRole: 'minimumRole',
  errigalCustomerCompany: 'companyUuid',
  roles: 'roleUuids',
  elements: 'elementUuids',
};

/** What to show after POST /profile/app/update, and where to go when it saved. */
export function saveOutcome(
  name: string,
  result: { data: { uuid: string; pushJob?: UserPushJob }; error?: undefined } | { data?: undefined; error: unknown },
): SaveOutcome {
  if (result.error === undefined && result.data?.uuid) {
    return { toast: { message: savedMessage(name), variant: 'success' }, savedUuid: result.data.uuid, pushJob: result.data.pushJob };
  }
  const status = errorStatus(result.error);
  if (status === 409) return { toast: { message: DUPLICATE_NAME, variant: 'error' }, fieldErrors: { name: DUPLICATE_NAME } };
  if (status === 412) return { toast: { message: CHANGED_BY_SOMEONE_ELSE, variant: 'error' } };
  if (status === 400) return { toast: { message: SAVE_FAILED, variant: 'error' }, fieldErrors: serverFieldErrors(result.error, formFields) };
  return { toast: { message: SAVE_FAILED, variant: 'error' } };
}

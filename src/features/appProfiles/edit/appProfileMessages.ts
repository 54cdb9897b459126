import { errorStatus } from '../../../shared/api/apiError';
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

/** The 400's field errors that name a form field, with the server's message. */
export function serverFieldErrors(error: unknown): AppProfileFieldErrors {
  const data: unknown = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const listed: unknown = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : undefined;
  const errors: AppProfileFieldErrors = {};
  for (const item of Array.isArray(listed) ? (listed as unknown[]) : []) {
    if (typeof item !== 'object' || item === null || !('field' in item) || !('message' in item)) continue;
    const field = formFields[String(item.field).split('.')[0]];
    if (field && !errors[field]) errors[field] = String(item.message);
  }
  return errors;
}

/** What to show after POST /profile/app/update, and where to go when it saved. */
export function saveOutcome(
  name: string,
  result: { data: { uuid: string }; error?: undefined } | { data?: undefined; error: unknown },
): SaveOutcome {
  if (result.error === undefined && result.data?.uuid) {
    return { toast: { message: savedMessage(name), variant: 'success' }, savedUuid: result.data.uuid };
  }
  const status = errorStatus(result.error);
  if (status === 409) return { toast: { message: DUPLICATE_NAME, variant: 'error' }, fieldErrors: { name: DUPLICATE_NAME } };
  if (status === 412) return { toast: { message: CHANGED_BY_SOMEONE_ELSE, variant: 'error' } };
  if (status === 400) return { toast: { message: SAVE_FAILED, variant: 'error' }, fieldErrors: serverFieldErrors(result.error) };
  return { toast: { message: SAVE_FAILED, variant: 'error' } };
}

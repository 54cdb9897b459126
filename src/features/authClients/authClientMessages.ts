import { errorStatus } from '../../shared/api/apiError';
import { serverFieldErrors } from '../../shared/api/serverFieldErrors';
import type { SaveOutcome, SaveResult } from '../../shared/editScreen/saveOutcome';
import type { AuthClientFormValues } from './edit/authClientSchema';

// SPEC section 8 "OAuth2 client", word for word.
export const CLIENT_UPDATED = 'client updated';
export const UPDATE_FAILED = 'error updating client';
/** Under the name field on a 409 (the server's own words for the constraint). */
export const DUPLICATE_NAME = 'An OAuth2 client with this name already exists';
/** Under the name field on a 412 (DESIGN: a stale version tells the admin to reload). */
export const CHANGED_BY_SOMEONE_ELSE = 'This client was changed by someone else, please reload the page and try again';

const formFields: Readonly<Record<string, keyof AuthClientFormValues>> = {
  name: 'name',
  description: 'description',
  allowedRedirectTarget: 'allowedRedirectTarget',
  clientSecret: 'clientSecret',
};


/** What to show after POST /authClient/update, and where to go when it saved. */
export function saveOutcome(result: SaveResult<{ uuid: string }>): SaveOutcome<keyof AuthClientFormValues> {
  if (result.error === undefined && result.data?.uuid) {
    return { toast: { message: CLIENT_UPDATED, variant: 'success' }, savedUuid: result.data.uuid };
  }
  const failed = { message: UPDATE_FAILED, variant: 'error' } as const;
  const status = errorStatus(result.error);
  if (status === 409) return { toast: failed, fieldErrors: { name: DUPLICATE_NAME } };
  if (status === 412) return { toast: failed, fieldErrors: { name: CHANGED_BY_SOMEONE_ELSE } };
  if (status === 400) return { toast: failed, fieldErrors: serverFieldErrors(result.error, formFields) };
  return { toast: failed };
}

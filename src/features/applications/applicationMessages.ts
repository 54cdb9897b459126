import type { Application } from '../../api/applications.enhance';
import { errorMessage, errorStatus } from '../../shared/api/apiError';
import { serverFieldErrors } from '../../shared/api/serverFieldErrors';
import type { DeleteOutcome, SaveOutcome } from '../../shared/editScreen/saveOutcome';

// SPEC section 8 "Applications", word for word, and which one each outcome shows.
export const NAME_TAKEN = 'An Application with this name already exists';
export const SAVE_FAILED = 'Error Saving Application';
export const DELETED = 'Application Deleted Successfully';
export const DELETE_FAILED = 'Failed to Delete Application';
export const DELETE_CONFIRMATION = 'Deleting this application will delete all Application Profiles that use this Application.';
export const SYNC_FAILED = 'Failed To Sync Application';
export const SYNC_ALL_EMPTY = 'Response Contains No Applications, Sync Failed';
export const SYNC_ALL_FAILED = 'Failed To Sync Apps';
/** A save from a form loaded before someone else's save or a sync (412). */
export const CHANGED_BY_SOMEONE_ELSE = 'This application was changed by someone else, please reload the page and try again';
export const CHECK_FORM = 'Please Check Form Is Filled Correctly';

export const savedMessage = (name: string) => `Application ${name} Saved Successfully`;
export const syncedMessage = (roles: number, elements: number) => `Application Synced Successfully With ${roles} Roles And ${elements} Elements`;
/** The contract's fields as the form's: the Basic Info fields, and roles or elements as a whole. */
const FORM_FIELDS = Object.fromEntries(
  ['name', 'dataUrl', 'dataDriverName', 'dataUsername', 'dataPassword', 'apiHost', 'apiAuthType', 'apiUsername', 'apiPassword', 'roles', 'elements', 'version'].map((f) => [f, f]),
);

/** The 400's field errors by form field, with the server's messages. */
export const saveFieldErrors = (error: unknown): Record<string, string> => {
  const found = serverFieldErrors(error, FORM_FIELDS);
  return Object.fromEntries(Object.entries(found).flatMap(([field, message]) => (message ? [[field, message]] : [])));
};

export const syncedAllMessage = (count: number) => `${count} Applications Synced`;

// The confirmation before Update App removes elements (what sync then does: README "Application sync").
export const removeElementsTitle = (count: number) => (count === 1 ? 'Remove 1 Element?' : `Remove ${count} Elements?`);
export const REMOVE_ELEMENTS_LOSS =
  'Removing takes each element out of the application profiles that hold it, and every user who has it loses it.';
export const removeElementsComeBack = (application: string) =>
  `If ${application} still lists an element, the next sync adds it back as a new element, visible to Customer, in no application profile and with no user.`;

export interface Toast {
  message: string;
  variant: 'success' | 'warning' | 'error';
}

type Result<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/** What to show after POST /app/update: a new application opens at its edit route, a refused save shows the server's field errors. */
export function saveOutcome(input: { uuid?: string }, result: Result<Application>): SaveOutcome & { fieldErrors?: Record<string, string> } {
  return {
    toast: saveToast(result),
    fieldErrors: result.error === undefined ? undefined : saveFieldErrors(result.error),
    savedUuid: input.uuid ? undefined : result.data?.uuid,
  };
}

/** The toast after POST /app/update. */
export function saveToast(result: Result<Application>): Toast {
  if (result.data) return { message: savedMessage(result.data.name), variant: 'success' };
  const status = errorStatus(result.error);
  if (status === 409) return { message: NAME_TAKEN, variant: 'error' };
  if (status === 412) return { message: CHANGED_BY_SOMEONE_ELSE, variant: 'error' };
  // The server's own reason for refusing (the caller's role).
  if (status === 403) return { message: errorMessage(result.error), variant: 'error' };
  return { message: SAVE_FAILED, variant: 'error' };
}

/** The toast after POST /app/sync. */
export function syncToast(result: Result<Application>): Toast {
  if (result.data) return { message: syncedMessage(result.data.roles.length, result.data.elements.length), variant: 'success' };
  return { message: SYNC_FAILED, variant: 'error' };
}

/**
 * The toast after POST /app/syncAll. The answer holds the applications that synced; the ones
 * that failed are the other applications with a connector (all but the built-in) in `known`, the
 * list as the server has it after the sync, and are named as Pull User Info names them. An empty
 * answer means nothing synced.
 */
export function syncAllToast(result: Result<Application[]>, known: readonly Application[]): Toast {
  if (!result.data) return { message: SYNC_ALL_FAILED, variant: 'error' };
  if (result.data.length === 0) return { message: SYNC_ALL_EMPTY, variant: 'warning' };
  const synced = new Set(result.data.map((application) => application.uuid));
  const failed = known.filter((application) => !application.builtIn && !synced.has(application.uuid)).map((application) => application.name);
  if (failed.length > 0) return { message: `${syncedAllMessage(result.data.length)}, Failed Applications: ${failed.join(', ')}`, variant: 'warning' };
  return { message: syncedAllMessage(result.data.length), variant: 'success' };
}

/** After DELETE /app/<uuid>: the toast, and the server's reason when it refused (e.g. the built-in application). */
export function deleteOutcome(result: Result<unknown>): DeleteOutcome {
  if (result.error === undefined) return { toast: { message: DELETED, variant: 'success' } };
  const status = errorStatus(result.error);
  const refusal = status === 409 || status === 403 ? errorMessage(result.error) : undefined;
  return { toast: { message: DELETE_FAILED, variant: 'error' }, refusal };
}


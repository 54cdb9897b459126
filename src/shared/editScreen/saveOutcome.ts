import type { UserPushJob } from '../../api/users.gen';
import { errorStatus, failureAlert } from '../api/apiError';
import { serverFieldErrors } from '../api/serverFieldErrors';

export interface Toast {
  message: string;
  variant: 'success' | 'warning' | 'error';
}

/** A save's answer as an RTK Query mutation resolves it. */
export type SaveResult<Data> = { data: Data; error?: undefined } | { data?: undefined; error: unknown };

/** What an edit screen shows after a save, and where it goes when the save succeeded. */
export interface SaveOutcome<Field extends string = string> {
  toast: Toast;
  /** Errors to show under the form's fields. */
  fieldErrors?: Partial<Record<Field, string>>;
  /** The saved record: the screen opens its edit route. */
  savedUuid?: string;
  /** The push of the record's users to their applications, when the save changed what they may do. */
  pushJob?: UserPushJob;
  /** The session is gone (a 401): the form stays, and the toast offers to log in again. */
  sessionTimedOut?: true;
}

export interface NamedRecordSaveMessages<Data, Field extends string> {
  /** The success toast. */
  saved: (data: Data) => string;
  /** A 409: the name is taken (toast and name field). */
  duplicateName: string;
  /** A 412: a stale version. */
  changedBySomeoneElse: string;
  /** Any other failure. */
  saveFailed: string;
  /** The contract's field names as form fields: a 400's field errors go under them. Without it a 400 shows only saveFailed. */
  formFields?: Readonly<Record<string, Field>>;
}

/** The outcome of saving a record with a unique name (the profiles, customer companies): SPEC section 8's pattern. */
export function namedRecordSaveOutcome<Data extends { uuid: string; pushJob?: UserPushJob }, Field extends string>(
  result: SaveResult<Data>,
  messages: NamedRecordSaveMessages<Data, Field>,
): SaveOutcome {
  if (result.error === undefined && result.data?.uuid) {
    return { toast: { message: messages.saved(result.data), variant: 'success' }, savedUuid: result.data.uuid, pushJob: result.data.pushJob };
  }
  const status = errorStatus(result.error);
  const failed = (message: string): Toast => ({ message, variant: 'error' });
  if (status === 409) return { toast: failed(messages.duplicateName), fieldErrors: { name: messages.duplicateName } };
  if (status === 412) return { toast: failed(messages.changedBySomeoneElse) };
  if (status === 400 && messages.formFields) return { toast: failed(messages.saveFailed), fieldErrors: serverFieldErrors(result.error, messages.formFields) };
  return { toast: failed(messages.saveFailed) };
}

/** The toast after a delete, and the server's reason to show in the dialog when it refused. */
export interface DeleteOutcome {
  toast: Toast;
  refusal?: string;
}

/** A delete's outcome: the entity's toasts; a refused delete's dialog says why (a 412 that the record changed, when the entity says so). */
export function recordDeleteOutcome(
  result: SaveResult<unknown>,
  messages: { deleted: string; deleteFailed: string; changedBySomeoneElse?: string },
): DeleteOutcome {
  if (result.error === undefined) return { toast: { message: messages.deleted, variant: 'success' } };
  const stale = errorStatus(result.error) === 412 ? messages.changedBySomeoneElse : undefined;
  return { toast: { message: messages.deleteFailed, variant: 'error' }, refusal: stale ?? failureAlert(result.error) };
}

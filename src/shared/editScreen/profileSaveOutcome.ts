import type { UserPushJob } from '../../api/users.gen';
import { namedRecordSaveOutcome, type NamedRecordSaveMessages, type SaveOutcome, type SaveResult } from './saveOutcome';

type ProfileSaveMessages<Field extends string> = Omit<NamedRecordSaveMessages<unknown, Field>, 'saved'> & {
  /** The success toast, naming the saved profile. */
  saved: (name: string) => string;
};

/**
 * The outcome of saving an app, business or visibility profile (SPEC section 8 "Profiles"): the
 * profile's name in the success toast, the push of its users followed, the named-record failures.
 */
export function profileSaveOutcome<Field extends string>(messages: ProfileSaveMessages<Field>) {
  return (name: string, result: SaveResult<{ uuid: string; pushJob?: UserPushJob }>): SaveOutcome =>
    namedRecordSaveOutcome(result, { ...messages, saved: () => messages.saved(name) });
}

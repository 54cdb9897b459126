import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { useLogInAgainToast } from '../api/useLogInAgainToast';
import { useFollowUserPush } from '../push/UserPushProgress';
import { LEAVE_WITHOUT_ASKING } from '../form/leaveWithoutAsking';
import type { SaveOutcome, SaveResult } from './saveOutcome';

/** An RTK Query mutation hook's answer: its trigger and its state. */
type Mutation<Arg, Data> = readonly [(arg: Arg) => PromiseLike<SaveResult<Data>>, { isLoading: boolean }];

export interface SaveRecordOptions<Record, Arg, Data, Outcome extends SaveOutcome> {
  /** The mutation's argument for the record (its body under the contract's name). */
  body: (record: Record) => Arg;
  /** The toast, field errors and saved record for the answer (the entity's messages). */
  outcome: (record: Record, result: SaveResult<Data>) => Outcome;
  /** The edit route of a saved record. */
  route: (uuid: string) => string;
  /** The saved record's route replaces the current history entry. */
  replace?: boolean;
}

export interface SaveRecord<Record, Outcome extends SaveOutcome> {
  saving: boolean;
  /** Saves, toasts the outcome (offering to log in again when the session is gone), follows a push job and opens the saved record; the outcome comes back (its field errors for the form). */
  save: (record: Record) => Promise<Outcome>;
}

/** Every edit screen's save: one mutation, one body, the entity's outcome messages and its edit route. */
export function useSaveRecord<Record, Arg, Data, Outcome extends SaveOutcome>(
  [mutate, { isLoading }]: Mutation<Arg, Data>,
  { body, outcome: outcomeOf, route, replace = false }: SaveRecordOptions<Record, Arg, Data, Outcome>,
): SaveRecord<Record, Outcome> {
  const { enqueueSnackbar } = useSnackbar();
  const logInAgainToast = useLogInAgainToast();
  const followPush = useFollowUserPush();
  const navigate = useNavigate();
  const save = async (record: Record) => {
    const outcome = outcomeOf(record, await mutate(body(record)));
    const { message, variant } = outcome.toast;
    if (outcome.sessionTimedOut) logInAgainToast(message, variant);
    else enqueueSnackbar(message, { variant });
    followPush(outcome.pushJob);
    if (outcome.savedUuid) navigate(route(outcome.savedUuid), { replace, state: LEAVE_WITHOUT_ASKING });
    return outcome;
  };
  return { saving: isLoading, save };
}

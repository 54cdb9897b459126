import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LEAVE_WITHOUT_ASKING } from '../form/leaveWithoutAsking';
import type { DeleteOutcome, SaveResult } from './saveOutcome';

type Mutation<Arg> = readonly [(arg: Arg) => PromiseLike<SaveResult<unknown>>, { isLoading: boolean }];

export interface DeleteRecordOptions {
  /** The entity's toast (and refusal) for the answer. */
  outcome: (result: SaveResult<unknown>) => DeleteOutcome;
  /** Where a deleted record's screen goes. */
  listRoute: string;
  /** The list replaces the current history entry. */
  replace?: boolean;
}

/** Every edit screen's delete: the mutation, the entity's toasts, then its list (leaving the page closes the dialog). */
export function useDeleteRecord<Arg>([mutate, { isLoading }]: Mutation<Arg>, { outcome: outcomeOf, listRoute, replace = false }: DeleteRecordOptions) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = async (arg: Arg): Promise<boolean> => {
    setRefusal(null);
    const outcome = outcomeOf(await mutate(arg));
    enqueueSnackbar(outcome.toast.message, { variant: outcome.toast.variant });
    const deleted = outcome.toast.variant === 'success';
    if (deleted) navigate(listRoute, { replace, state: LEAVE_WITHOUT_ASKING });
    else setRefusal(outcome.refusal ?? null);
    return deleted;
  };
  return { deleting: isLoading, refusal, remove, clearRefusal: () => setRefusal(null) };
}

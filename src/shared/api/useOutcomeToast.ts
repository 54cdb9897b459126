import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { failureAlert } from './apiError';

/** Toasts a mutation's outcome: the server's reason when it failed, else `success`. */
export function useOutcomeToast(): (result: { error?: unknown }, success: string) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (result, success) => {
      if (result.error) enqueueSnackbar(failureAlert(result.error), { variant: 'error' });
      else enqueueSnackbar(success, { variant: 'success' });
    },
    [enqueueSnackbar],
  );
}

import { useSnackbar, type SnackbarKey } from 'notistack';
import { useMemo, useRef } from 'react';

/**
 * The warning toast of a press that validation stopped ("Please Check Form Is Filled Correctly"),
 * taken down by `clear` when a later press gets through: it no longer holds, and it would stand
 * beside that save's own outcome.
 */
export function useFormWarning() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const shown = useRef<SnackbarKey | undefined>(undefined);
  return useMemo(
    () => ({
      warn(message: string) {
        shown.current = enqueueSnackbar(message, { variant: 'warning' });
      },
      clear() {
        if (shown.current !== undefined) closeSnackbar(shown.current);
        shown.current = undefined;
      },
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}

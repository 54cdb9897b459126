import Button from '@mui/material/Button';
import { useSnackbar, type VariantType } from 'notistack';
import { useCallback } from 'react';
import { logInAgain } from '../../api/baseQuery';

/**
 * A 401 on a save or a status change: the message offers to log in again rather than sending the
 * admin away at once, so the page (and what was typed) is not thrown away under them. It times
 * out and closes like every toast; saving again brings it back.
 */
export function useLogInAgainToast(): (message: string, variant: VariantType) => void {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback(
    (message: string, variant: VariantType) => {
      enqueueSnackbar(message, {
        variant,
        preventDuplicate: true,
        action: (key) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(key);
              logInAgain();
            }}
          >
            Log In Again
          </Button>
        ),
      });
    },
    [enqueueSnackbar, closeSnackbar],
  );
}

import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useSendPasswordResetMutation } from '../../../api/password.enhance';
import type { User } from '../../../api/users.gen';
import { RESET_EMAIL_FAILED, RESET_EMAIL_SENT } from './userSaveMessages';

export interface SendPasswordResetEmail {
  /** An email is on its way: the button is disabled so one press sends one email. */
  sending: boolean;
  send: (user: User) => Promise<void>;
}

/** POST /password/reset for a saved user, toasting whether the email went out. */
export function useSendPasswordResetEmail(): SendPasswordResetEmail {
  const [sendPasswordReset, { isLoading }] = useSendPasswordResetMutation();
  const { enqueueSnackbar } = useSnackbar();

  const send = useCallback(
    async ({ uuid, username, email, firstName, lastName, active, version }: User) => {
      if (!uuid) return;
      const result = await sendPasswordReset({
        userRef: { uuid, username, email, firstName, lastName, active, version },
      });
      if (result.error) enqueueSnackbar(RESET_EMAIL_FAILED, { variant: 'error' });
      else enqueueSnackbar(`${RESET_EMAIL_SENT}${email}`, { variant: 'success' });
    },
    [sendPasswordReset, enqueueSnackbar],
  );

  return { sending: isLoading, send };
}

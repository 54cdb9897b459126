import { useSnackbar } from 'notistack';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateUserMutation } from '../../../api/users.enhance';
import type { User } from '../../../api/users.gen';
import { useLogInAgainToast } from '../useLogInAgainToast';
import { updateBody } from './userFormValues';
import { saveOutcome, type SaveOutcome, type UserFieldErrors } from './userSaveMessages';
import { LEAVE_WITHOUT_ASKING } from '../../../shared/form/leaveWithoutAsking';

export interface SaveUser {
  saving: boolean;
  /** A save is running; unlike saving, this is up to date before the next render. */
  isSaving: () => boolean;
  /** Saves the user, toasts the outcome, shows field errors, and opens the saved user. */
  save: (user: User, showFieldErrors: (errors: UserFieldErrors) => void) => Promise<SaveOutcome>;
}

/** POST /user/update with SPEC section 8's messages; the lists refresh through the cache tags. */
export function useSaveUser(): SaveUser {
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const { enqueueSnackbar } = useSnackbar();
  const logInAgainToast = useLogInAgainToast();
  const navigate = useNavigate();
  const inFlight = useRef(false);

  const save = useCallback(
    async (user: User, showFieldErrors: (errors: UserFieldErrors) => void) => {
      inFlight.current = true;
      const result = await updateUser({ userUpdateBody: updateBody(user) });
      inFlight.current = false;
      const outcome = saveOutcome(user.username, result);
      for (const { message, variant } of outcome.toasts) {
        if (outcome.sessionTimedOut) logInAgainToast(message, variant);
        else enqueueSnackbar(message, { variant });
      }
      if (outcome.fieldErrors) showFieldErrors(outcome.fieldErrors);
      if (outcome.savedUuid) navigate(`/user/edit/${outcome.savedUuid}`, { state: LEAVE_WITHOUT_ASKING });
      return outcome;
    },
    [updateUser, enqueueSnackbar, logInAgainToast, navigate],
  );

  const isSaving = useCallback(() => inFlight.current, []);
  return { saving: isLoading, isSaving, save };
}

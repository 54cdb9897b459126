import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateAuthClientMutation } from '../../../api/authClients.enhance';
import type { AuthClientUpdate } from '../../../api/authClients.gen';
import { saveOutcome, type SaveOutcome } from '../authClientMessages';
import { LEAVE_WITHOUT_ASKING } from '../../../shared/form/leaveWithoutAsking';

/** Saves, toasts the outcome (SPEC section 8 "OAuth2 client") and opens the saved client. */
export function useSaveAuthClient() {
  const [update, { isLoading }] = useUpdateAuthClientMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const save = useCallback(
    async (client: AuthClientUpdate): Promise<SaveOutcome> => {
      const outcome = saveOutcome(await update({ authClientUpdate: client }));
      enqueueSnackbar(outcome.toast.message, { variant: outcome.toast.variant });
      if (outcome.savedUuid) navigate(`/authClient/edit/${outcome.savedUuid}`, { state: LEAVE_WITHOUT_ASKING });
      return outcome;
    },
    [update, enqueueSnackbar, navigate],
  );
  return { saving: isLoading, save };
}

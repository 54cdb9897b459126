import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateVisibilityProfileMutation } from '../../../api/visibilityProfiles.enhance';
import type { VisibilityProfile } from '../../../api/visibilityProfiles.gen';
import { useFollowUserPush } from '../../../shared/push/UserPushProgress';
import { saveOutcome, type SaveOutcome } from '../visibilityProfileMessages';
import { LEAVE_WITHOUT_ASKING } from '../../../shared/form/leaveWithoutAsking';

/** Saves, toasts the outcome (SPEC section 8), follows the push of its users and opens the saved profile. */
export function useSaveVisibilityProfile() {
  const [update, { isLoading }] = useUpdateVisibilityProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const followPush = useFollowUserPush();
  const navigate = useNavigate();
  const save = useCallback(
    async (profile: VisibilityProfile): Promise<SaveOutcome> => {
      const outcome = saveOutcome(profile.name, await update({ visibilityProfile: profile }));
      enqueueSnackbar(outcome.toast.message, { variant: outcome.toast.variant });
      followPush(outcome.pushJob);
      if (outcome.savedUuid) navigate(`/profile/visibility/edit/${outcome.savedUuid}`, { state: LEAVE_WITHOUT_ASKING });
      return outcome;
    },
    [update, enqueueSnackbar, followPush, navigate],
  );
  return { saving: isLoading, save };
}

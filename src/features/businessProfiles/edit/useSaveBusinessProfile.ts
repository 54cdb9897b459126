import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateBusinessProfileMutation } from '../../../api/businessProfiles.enhance';
import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import { useFollowUserPush } from '../../../shared/push/UserPushProgress';
import { saveOutcome, type SaveOutcome } from '../businessProfileMessages';
import { LEAVE_WITHOUT_ASKING } from '../../../shared/form/leaveWithoutAsking';

/** Saves, toasts the outcome (SPEC section 8), follows the push of its users, opens the saved profile. */
export function useSaveBusinessProfile() {
  const [update, { isLoading }] = useUpdateBusinessProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const followPush = useFollowUserPush();
  const navigate = useNavigate();
  const save = useCallback(
    async (profile: BusinessProfile): Promise<SaveOutcome> => {
      const outcome = saveOutcome(profile.name, await update({ businessProfile: profile }));
      enqueueSnackbar(outcome.toast.message, { variant: outcome.toast.variant });
      followPush(outcome.pushJob);
      if (outcome.savedUuid) navigate(`/profile/business/edit/${outcome.savedUuid}`, { state: LEAVE_WITHOUT_ASKING });
      return outcome;
    },
    [update, enqueueSnackbar, followPush, navigate],
  );
  return { saving: isLoading, save };
}

import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateAppProfileMutation } from '../../../api/appProfiles.enhance';
import type { AppProfile } from '../../../api/appProfiles.gen';
import { useFollowUserPush } from '../../../shared/push/UserPushProgress';
import { saveOutcome, type SaveOutcome } from './appProfileMessages';
import { LEAVE_WITHOUT_ASKING } from '../../../shared/form/leaveWithoutAsking';

export interface SaveAppProfile {
  saving: boolean;
  /** Saves, toasts the outcome (SPEC section 8) and opens the saved profile; field errors come back. */
  save: (profile: AppProfile) => Promise<SaveOutcome>;
}

export function useSaveAppProfile(): SaveAppProfile {
  const [update, { isLoading }] = useUpdateAppProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const followPush = useFollowUserPush();
  const navigate = useNavigate();
  const save = useCallback(
    async (profile: AppProfile) => {
      const outcome = saveOutcome(profile.name, await update({ appProfile: profile }));
      enqueueSnackbar(outcome.toast.message, { variant: outcome.toast.variant });
      followPush(outcome.pushJob);
      if (outcome.savedUuid) navigate(`/profile/app/edit/${outcome.savedUuid}`, { state: LEAVE_WITHOUT_ASKING });
      return outcome;
    },
    [update, enqueueSnackbar, followPush, navigate],
  );
  return { saving: isLoading, save };
}

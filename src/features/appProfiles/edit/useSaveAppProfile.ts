import { useUpdateAppProfileMutation } from '../../../api/appProfiles.enhance';
import type { AppProfile } from '../../../api/appProfiles.gen';
import { useSaveRecord } from '../../../shared/editScreen/useSaveRecord';
import { saveOutcome } from './appProfileMessages';

/** POST /profile/app/update: toasts the outcome (SPEC section 8), follows the push of its users, opens the saved profile. */
export const useSaveAppProfile = () =>
  useSaveRecord(useUpdateAppProfileMutation(), {
    body: (profile: AppProfile) => ({ appProfile: profile }),
    outcome: (profile, result) => saveOutcome(profile.name, result),
    route: (uuid) => `/profile/app/edit/${uuid}`,
  });

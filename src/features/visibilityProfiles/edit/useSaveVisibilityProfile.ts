import { useUpdateVisibilityProfileMutation } from '../../../api/visibilityProfiles.enhance';
import type { VisibilityProfile } from '../../../api/visibilityProfiles.gen';
import { useSaveRecord } from '../../../shared/editScreen/useSaveRecord';
import { saveOutcome } from '../visibilityProfileMessages';

/** POST /profile/visibility/update: toasts the outcome (SPEC section 8), follows the push of its users, opens the saved profile. */
export const useSaveVisibilityProfile = () =>
  useSaveRecord(useUpdateVisibilityProfileMutation(), {
    body: (profile: VisibilityProfile) => ({ visibilityProfile: profile }),
    outcome: (profile, result) => saveOutcome(profile.name, result),
    route: (uuid) => `/profile/visibility/edit/${uuid}`,
  });

import { useUpdateBusinessProfileMutation } from '../../../api/businessProfiles.enhance';
import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import { useSaveRecord } from '../../../shared/editScreen/useSaveRecord';
import { saveOutcome } from '../businessProfileMessages';

/** POST /profile/business/update: toasts the outcome (SPEC section 8), follows the push of its users, opens the saved profile. */
export const useSaveBusinessProfile = () =>
  useSaveRecord(useUpdateBusinessProfileMutation(), {
    body: (profile: BusinessProfile) => ({ businessProfile: profile }),
    outcome: (profile, result) => saveOutcome(profile.name, result),
    route: (uuid) => `/profile/business/edit/${uuid}`,
  });

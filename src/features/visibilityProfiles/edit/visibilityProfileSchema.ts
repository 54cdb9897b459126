import * as yup from 'yup';
import { ROLE_NAMES } from '../../../api/roleNames';

// SPEC section 5 "Profiles", word for word.
export const REQUIRED_MAX_255 = 'This field is required. (Max 255 Characters)';
export const UNDER_1023 = 'This must be under 1023 characters';
export const PRIMARY_OR_NETWORK_GROUP = 'Either primary visibility or a network group has to be set';

/** The visibility profile form's schema; the primary-or-network-group rule reports on primaryUuid. */
export const visibilityProfileSchema = yup.object({
  name: yup.string().trim().required(REQUIRED_MAX_255).max(255, REQUIRED_MAX_255),
  description: yup.string().max(1023, UNDER_1023),
  minimumRole: yup.string().oneOf(ROLE_NAMES).required(),
  companyUuid: yup.string(),
  primaryUuid: yup
    .string()
    .test('primary-or-network-group', PRIMARY_OR_NETWORK_GROUP, (primary, context) => {
      const groups: unknown = (context.parent as { networkGroupUuids?: unknown }).networkGroupUuids;
      return Boolean(primary) || (Array.isArray(groups) && groups.length > 0);
    }),
  networkGroupUuids: yup.array(),
});

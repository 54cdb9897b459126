import * as yup from 'yup';
import { ROLE_NAMES } from '../../../api/roleNames';

// SPEC section 5 "Profiles", word for word; the app profile rule's words are the console's own.
export const REQUIRED_MAX_255 = 'This field is required. (Max 255 Characters)';
export const UNDER_1023 = 'This must be under 1023 characters';
export const CHOOSE_APP_PROFILE = 'Please choose an application profile for at least one application';

/** The business profile form's schema. */
export const businessProfileSchema = yup.object({
  name: yup.string().trim().required(REQUIRED_MAX_255).max(255, REQUIRED_MAX_255),
  description: yup.string().max(1023, UNDER_1023),
  minimumRole: yup.string().oneOf(ROLE_NAMES).required(),
  companyUuid: yup.string(),
  appProfileUuids: yup
    .object()
    .test('at-least-one', CHOOSE_APP_PROFILE, (chosen) => Object.values(chosen ?? {}).some((uuid) => Boolean(uuid))),
});

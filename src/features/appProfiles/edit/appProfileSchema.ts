import * as yup from 'yup';
import { ROLE_NAMES } from '../../../api/roleNames';

// SPEC section 5 "Profiles", word for word.
export const REQUIRED_MAX_255 = 'This field is required. (Max 255 Characters)';
export const UNDER_1023 = 'This must be under 1023 characters';
export const SELECT_APPLICATION = 'Please select an application';
export const LOADING_APPLICATIONS = 'Loading profiles, please wait...';

/** The application profile form's schema. */
export const appProfileSchema = yup.object({
  name: yup.string().trim().required(REQUIRED_MAX_255).max(255, REQUIRED_MAX_255),
  description: yup.string().max(1023, UNDER_1023),
  applicationUuid: yup.string().required(SELECT_APPLICATION),
  minimumRole: yup.string().oneOf(ROLE_NAMES).required(),
  companyUuid: yup.string(),
  roleUuids: yup.array(yup.string().required()).required(),
  elementUuids: yup.array(yup.string().required()).required(),
});

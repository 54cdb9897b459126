import * as yup from 'yup';
import type { UserElement } from '../../../api/users.gen';
import { DEFAULT_TREE_CATEGORY } from './userElements';
import { ROLE_NAMES } from '../../../api/roleNames';

// SPEC section 5 "User form", word for word.
export const REQUIRED_MAX_255 = 'This field is required. (Max 255 Characters)';
export const REQUIRED = 'This field is required';
export const UNDER_255 = 'This must be under 255 characters';
export const USERNAME_PATTERN = 'Only alphanumeric letters, _ (underscore), and . (period) are allowed';
export const INVALID_EMAIL = 'Please enter a valid email address';
/** SPEC section 5 names this rule's error defaultTreeMustBeAssigned (the server's code); admins read a sentence. */
export const DEFAULT_TREE_MUST_BE_ASSIGNED = 'At least one Default Tree element must be assigned';
export const DEFAULT_TREE_RULE_CODE = 'defaultTreeMustBeAssigned';
/** The business profile select's hint while none is chosen. */
export const SELECT_BUSINESS_PROFILE = 'Please Select an Business Profile From the list';

const MAX = 255;

/**
 * The rules that depend on the chosen business profile. A user at SCO Customer level needs no
 * company: without one it is visible to all SCO customers (DESIGN, visibility levels).
 */
export interface UserFormRules {
  /** The business profile offers Default Tree elements, so one must be assigned. */
  defaultTreeRequired: boolean;
}

const requiredText = () => yup.string().trim().required(REQUIRED_MAX_255).max(MAX, REQUIRED_MAX_255);
const optionalText = () => yup.string().max(MAX, UNDER_255);

/** The user form's schema: SPEC section 5's rules with its messages. */
export function userFormSchema(rules: UserFormRules) {
  return yup.object({
    username: requiredText().matches(/^[A-Za-z0-9_.]+$/, { message: USERNAME_PATTERN, excludeEmptyString: true }),
    email: requiredText().email(INVALID_EMAIL),
    firstName: requiredText(),
    lastName: requiredText(),
    deskPhone: optionalText(),
    mobilePhone: optionalText(),
    active: yup.boolean().required(REQUIRED),
    locationUuid: yup.string(),
    businessProfileUuid: yup.string().required(REQUIRED),
    visibilityProfileUuid: yup.string().required(REQUIRED),
    minimumRole: yup.string().oneOf(ROLE_NAMES, REQUIRED).required(REQUIRED),
    companyUuid: yup.string(),
    elements: yup
      .mixed<UserElement[]>()
      .test(
        'defaultTree',
        DEFAULT_TREE_MUST_BE_ASSIGNED,
        (elements) => !rules.defaultTreeRequired || (elements ?? []).some((e) => e.category === DEFAULT_TREE_CATEGORY),
      ),
  });
}

import type { FormikErrors, FormikTouched } from 'formik';
import { offeredElements, offersDefaultTree, type OfferedElement } from './userElements';
import { userFormSchema } from './userFormSchema';
import type { UserFormValues } from './userFormValues';
import type { UserEditChoices } from './useUserEditData';

/** The elements the chosen business profile offers. */
export function offeredFor(businessProfileUuid: string, choices: UserEditChoices): OfferedElement[] {
  const profile = choices.businessProfiles.find((candidate) => candidate.uuid === businessProfileUuid);
  return offeredElements(profile, choices.appProfiles);
}

/** The schema for the values: SPEC's rules with those of the chosen business profile. */
export const userSchemaFor = (choices: UserEditChoices) => (values: UserFormValues) =>
  userFormSchema({ defaultTreeRequired: offersDefaultTree(offeredFor(values.businessProfileUuid, choices)) });

/** The Basic Info fields, all touched when a save is attempted so their errors show. */
export const BASIC_FIELDS_TOUCHED: FormikTouched<UserFormValues> = {
  username: true,
  email: true,
  firstName: true,
  lastName: true,
  deskPhone: true,
  mobilePhone: true,
  active: true,
  locationUuid: true,
  businessProfileUuid: true,
  visibilityProfileUuid: true,
  minimumRole: true,
  companyUuid: true,
};

/** The tab to show after a failed attempt: Basic Info when it has errors, else the tab with the element error. */
export function tabWithErrors(errors: FormikErrors<UserFormValues>, elementsTab: string): string | undefined {
  if (Object.keys(BASIC_FIELDS_TOUCHED).some((field) => field in errors)) return BASIC_TAB;
  return errors.elements ? elementsTab : undefined;
}

export const BASIC_TAB = 'basic';

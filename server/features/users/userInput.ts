import type { components } from '../../contract/openapi.gen';
import type { RoleName } from '../../contract/roleNames';
import type { UserContact } from '../../connectors/userContact';

/** A user as POST /user/update carries it, after the contract's validation. */
export type UserInput = components['schemas']['User'];

/** A user input with its references checked as present: what is written to app_user. */
export interface UserDraft extends UserContact {
  locationUuid: string | null;
  businessProfileUuid: string;
  visibilityProfileUuid: string;
  minimumRole: RoleName;
  companyUuid: string | null;
  /** One entry per element, the last actualValue winning for a repeated uuid. */
  elements: { uuid: string; actualValue: string | null }[];
}

export const REQUIRED = 'This field is required';

export function draftOf(user: UserInput, businessProfileUuid: string, visibilityProfileUuid: string): UserDraft {
  const elements = new Map((user.elements ?? []).map((e) => [e.uuid, e.actualValue ?? null]));
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    deskPhone: user.deskPhone ?? null,
    mobilePhone: user.mobilePhone ?? null,
    active: user.active,
    locationUuid: user.location?.uuid ?? null,
    businessProfileUuid,
    visibilityProfileUuid,
    minimumRole: user.minimumRole.name,
    companyUuid: user.errigalCustomerCompany?.uuid ?? null,
    elements: [...elements].map(([uuid, actualValue]) => ({ uuid, actualValue })),
  };
}

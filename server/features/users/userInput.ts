import type { UserContact } from './userContact';
/** The body of POST /user/update after the contract's validation (schemas UserUpdateBody, User). */
export interface UserUpdateBody {
  user: UserInput;
  clonedId?: string | null;
}

interface Ref {
  uuid: string;
}

export interface UserInput {
  uuid?: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  deskPhone?: string | null;
  mobilePhone?: string | null;
  active: boolean;
  location?: Ref | null;
  businessProfile?: Ref | null;
  visibilityProfile?: Ref | null;
  minimumRole: { name: string };
  errigalCustomerCompany?: Ref | null;
  elements?: { uuid: string; actualValue?: string | null }[];
  clonedId?: string;
  version?: number;
}

/** A user input with its references checked as present: what is written to app_user. */
export interface UserDraft extends UserContact {
  locationUuid: string | null;
  businessProfileUuid: string;
  visibilityProfileUuid: string;
  minimumRole: string;
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

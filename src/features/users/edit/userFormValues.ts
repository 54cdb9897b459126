import type { NamedRef, RoleName, User, UserElement, UserUpdateBody } from '../../../api/users.gen';
import { isVisibilityLevel } from '../../../shared/visibleTo/visibleToChoices';

/** The user form's values: profile, location and company are held by uuid ('' for none). */
export interface UserFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  deskPhone: string;
  mobilePhone: string;
  active: boolean;
  locationUuid: string;
  businessProfileUuid: string;
  visibilityProfileUuid: string;
  minimumRole: RoleName | '';
  companyUuid: string;
  elements: UserElement[];
}

/** The choices the form's uuids are picked from, to give the saved references their names. */
export interface UserChoices {
  businessProfiles: readonly { uuid?: string; name: string }[];
  visibilityProfiles: readonly { uuid?: string; name: string }[];
  locations: readonly NamedRef[];
}

/** SPEC section 4: the default minimum role is ADMIN unless the current user has another default. */
export function defaultMinimumRole(name: string | undefined): RoleName {
  return isVisibilityLevel(name) ? name : 'ADMIN';
}

export function newUserValues(minimumRole: RoleName): UserFormValues {
  return {
    username: '',
    email: '',
    firstName: '',
    lastName: '',
    deskPhone: '',
    mobilePhone: '',
    active: true,
    locationUuid: '',
    businessProfileUuid: '',
    visibilityProfileUuid: '',
    minimumRole,
    companyUuid: '',
    elements: [],
  };
}

export function userToFormValues(user: User): UserFormValues {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    deskPhone: user.deskPhone ?? '',
    mobilePhone: user.mobilePhone ?? '',
    active: user.active,
    locationUuid: user.location?.uuid ?? '',
    businessProfileUuid: user.businessProfile?.uuid ?? '',
    visibilityProfileUuid: user.visibilityProfile?.uuid ?? '',
    minimumRole: user.minimumRole.name,
    companyUuid: user.errigalCustomerCompany?.uuid ?? '',
    elements: user.elements ?? [],
  };
}

/** A reference to the chosen record, named when its name is known; null when none is chosen. */
function ref(uuid: string, choices: readonly { uuid?: string; name?: string }[]): NamedRef | null {
  if (uuid === '') return null;
  const name = choices.find((choice) => choice.uuid === uuid)?.name;
  return name === undefined ? { uuid } : { uuid, name };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** What identifies the record being saved: its uuid and version when it exists, or what it was cloned from. */
export type UserIdentity = Pick<User, 'uuid' | 'version' | 'clonedId'>;

/** The user record to save, holding only the fields the contract knows. */
export function formValuesToUser(values: UserFormValues, identity: UserIdentity, choices: UserChoices): User {
  return {
    ...(identity.uuid ? { uuid: identity.uuid } : {}),
    ...(identity.version !== undefined ? { version: identity.version } : {}),
    ...(identity.clonedId ? { clonedId: identity.clonedId } : {}),
    username: values.username.trim(),
    email: values.email.trim(),
    firstName: values.firstName,
    lastName: values.lastName,
    deskPhone: orNull(values.deskPhone),
    mobilePhone: orNull(values.mobilePhone),
    active: values.active,
    location: ref(values.locationUuid, choices.locations),
    businessProfile: ref(values.businessProfileUuid, choices.businessProfiles),
    visibilityProfile: ref(values.visibilityProfileUuid, choices.visibilityProfiles),
    minimumRole: { name: values.minimumRole === '' ? 'ADMIN' : values.minimumRole },
    errigalCustomerCompany: values.companyUuid === '' ? null : { uuid: values.companyUuid },
    elements: values.elements,
  };
}

/** SPEC section 4: a clone has no uuid or version, '_clone' after the username, and the original id as clonedId. */
export function cloneUser({ uuid, version: _version, ...rest }: User): User {
  return { ...rest, username: `${rest.username}_clone`, ...(uuid ? { clonedId: uuid } : {}) };
}

/** The body of POST /user/update. */
export function updateBody(user: User): UserUpdateBody {
  return { user, clonedId: user.clonedId ?? null };
}

/** Enough of a user to fill the form: the location state is whatever the history holds. */
function looksLikeUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    'username' in value &&
    typeof value.username === 'string' &&
    'minimumRole' in value
  );
}

/** The cloned user that Clone User passed along in the location state, if there is one. */
export function clonedUserFrom(state: unknown): User | undefined {
  if (typeof state !== 'object' || state === null || !('clonedUser' in state)) return undefined;
  return looksLikeUser(state.clonedUser) ? state.clonedUser : undefined;
}

import type { UserListItem } from '../../../api/users.gen';

/** A user list item for tests; every user has both profiles unless told otherwise. */
export function aUser(username: string, overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    uuid: `uuid-${username}`,
    username,
    email: `${username}@example.com`,
    firstName: username.charAt(0).toUpperCase() + username.slice(1),
    lastName: 'Tester',
    active: true,
    businessProfile: { uuid: `bp-${username}`, name: `Business ${username}` },
    visibilityProfile: { uuid: `vp-${username}`, name: `Visibility ${username}` },
    minimumRole: { name: 'ADMIN' },
    errigalCustomerCompany: null,
    version: 1,
    ...overrides,
  };
}

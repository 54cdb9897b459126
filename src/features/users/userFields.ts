import type { UserListItem } from '../../api/users.gen';
import type { FieldAccessors, Filters, SortState } from '../../shared/list/listHelpers';

/** The user list's columns; each is filtered and sorted by the same text. */
export type UserField = 'username' | 'name' | 'email' | 'profile' | 'visibility';

export const userFields: FieldAccessors<UserListItem, UserField> = {
  username: (user) => user.username,
  name: (user) => `${user.firstName} ${user.lastName}`,
  email: (user) => user.email,
  profile: (user) => user.businessProfile?.name ?? '',
  visibility: (user) => user.visibilityProfile?.name ?? '',
};

export const noUserFilters: Filters<UserField> = { username: '', name: '', email: '', profile: '', visibility: '' };

export const byUsername: SortState<UserField> = { field: 'username', direction: 'asc' };

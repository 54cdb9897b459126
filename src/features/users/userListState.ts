import type { ListUserPageApiArg } from '../../api/users.gen';
import type { ListState, ListStateShape } from '../../shared/list/listUrlState';
import { pageArgsOf, type PageArgs } from '../../shared/list/useServerList';
import { loadUserSearchCriteria } from './searchCriteria';
import { byUsername, type UserField } from './userFields';
import type { UserListStatus } from './UserStatusToggle';

// The user list's state in the URL: the five filters, the sort and page, and `status`
// (Active, the default, or Inactive).

export const STATUS_PARAM = 'status';
export const USER_LIST_PATH = '/user/list';

export const userListShape: ListStateShape<UserField, UserField> = {
  filterFields: ['username', 'name', 'email', 'profile', 'visibility'],
  sortFields: ['username', 'name', 'email', 'profile', 'visibility'],
  otherParams: [STATUS_PARAM],
};

/** SPEC: the user list filters start from the saved searchCriteria. */
export const initialUserFilters = loadUserSearchCriteria;
export const initialUserSort = byUsername;

export function userListStatus(value: string | null): UserListStatus {
  return value === 'inactive' ? 'inactive' : 'active';
}

/** The arguments of GET /user/list/page for a page of the list. */
export function userPageArgs(page: PageArgs<UserField, UserField>, status: UserListStatus): ListUserPageApiArg {
  return { ...page, active: status === 'active' };
}

/** The arguments for a list state (what the route asks for before the page's code is loaded). */
export function userPageArgsOf(state: ListState<UserField, UserField>, status: UserListStatus): ListUserPageApiArg {
  return userPageArgs(pageArgsOf(state), status);
}

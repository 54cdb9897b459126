import { useListActiveUsersQuery, useListInactiveUsersQuery, useListUserPageQuery } from '../../api/users.enhance';
import type { UserListItem } from '../../api/users.gen';
import { holdsEveryItem, useHeldSource } from '../../shared/list/heldItems';
import type { LocalSource } from '../../shared/list/useServerList';
import { byUsername, noUserFilters, userFields, type UserField } from './userFields';
import type { UserListController } from './useUserList';
import { STATUS_PARAM, userListStatus, userPageArgsOf } from './userListState';

/**
 * The active or inactive users (SPEC's GET /user/list/active and /inactive) of a worked list of at
 * most HELD_ITEMS_LIMIT of them: the unfiltered first page, which tells how many, is asked first
 * (the list's own page when it opened unfiltered).
 */
export function useLocalUsers(url: UserListController['url'], wanted: boolean): LocalSource<UserListItem, UserField, UserField> | undefined {
  const status = userListStatus(url.other(STATUS_PARAM));
  const unfiltered = useListUserPageQuery(userPageArgsOf({ filters: noUserFilters, sort: byUsername, page: 1 }, status), { skip: !wanted });
  const held = holdsEveryItem(wanted, unfiltered.currentData?.total);
  const active = useListActiveUsersQuery(undefined, { skip: !held || status !== 'active' });
  const inactive = useListInactiveUsersQuery(undefined, { skip: !held || status !== 'inactive' });
  return useHeldSource(status === 'active' ? active : inactive, held, userFields);
}

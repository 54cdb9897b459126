import { useEffect } from 'react';
import { useLazyListUserPageQuery } from '../../api/users.enhance';
import type { UserListItem } from '../../api/users.gen';
import { useServerList, type ServerList } from '../../shared/list/useServerList';
import { saveUserSearchCriteria } from './searchCriteria';
import { useLocalUsers } from './useLocalUsers';
import type { UserField } from './userFields';
import { initialUserFilters, initialUserSort, STATUS_PARAM, userListShape, userListStatus, userPageArgs } from './userListState';

export type UserListController = ServerList<UserListItem, UserField, UserField>;

const userListOptions = {
  shape: userListShape,
  initialFilters: initialUserFilters,
  initialSort: initialUserSort,
  argsOf: (page: Parameters<typeof userPageArgs>[0], list: UserListController['url']) => userPageArgs(page, userListStatus(list.other(STATUS_PARAM))),
  withoutTotal: (args: ReturnType<typeof userPageArgs>) => ({ ...args, withTotal: false }),
};

/**
 * The user list: a page of the active or inactive users from the server, its state in the URL;
 * the filters are also saved under searchCriteria (SPEC), where a list without a state starts from.
 */
export function useUserList(): UserListController {
  const list = useServerList(useLazyListUserPageQuery, userListOptions, useLocalUsers);
  useEffect(() => saveUserSearchCriteria(list.filters), [list.filters]);
  return list;
}

import { useMemo, useRef } from 'react';
import { useListActiveUsersQuery, useListInactiveUsersQuery, useListUserPageQuery } from '../../api/users.enhance';
import type { UserListItem } from '../../api/users.gen';
import type { LocalSource } from '../../shared/list/useServerList';
import { byUsername, noUserFilters, userFields, type UserField } from './userFields';
import type { UserListController } from './useUserList';
import { STATUS_PARAM, userListStatus, userPageArgsOf } from './userListState';

/**
 * Up to this many users (of the status shown) the user list holds them all once an admin starts
 * working it, and answers each keystroke, sort and page in the browser before the server confirms
 * (issue 21: at 10,000 users a round trip per keystroke took twice as long as the in-memory list
 * it replaced). 20,000 users are about 0.5 MB on the wire; above them, a page at a time.
 */
export const LOCAL_USERS_LIMIT = 20_000;

/**
 * The active or inactive users (SPEC's GET /user/list/active and /inactive), when `wanted` and
 * there are at most LOCAL_USERS_LIMIT of them: the unfiltered first page, which tells how many,
 * is asked first (the list's own page when it opened unfiltered).
 */
export function useLocalUsers(url: UserListController['url'], wanted: boolean): LocalSource<UserListItem, UserField, UserField> | undefined {
  const status = userListStatus(url.other(STATUS_PARAM));
  const unfiltered = useListUserPageQuery(userPageArgsOf({ filters: noUserFilters, sort: byUsername, page: 1 }, status), { skip: !wanted });
  const total = unfiltered.currentData?.total;
  const held = wanted && total !== undefined && total <= LOCAL_USERS_LIMIT;
  const active = useListActiveUsersQuery(undefined, { skip: !held || status !== 'active' });
  const inactive = useListInactiveUsersQuery(undefined, { skip: !held || status !== 'inactive' });
  const shown = status === 'active' ? active : inactive;
  const refetch = useRef(shown.refetch);
  refetch.current = shown.refetch;
  const items = held ? shown.currentData : undefined;
  return useMemo(() => items && { items, filterFields: userFields, sortFields: userFields, refresh: () => void refetch.current() }, [items]);
}

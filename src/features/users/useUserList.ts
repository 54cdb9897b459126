import { useEffect } from 'react';
import type { UserListItem } from '../../api/users.gen';
import { columnListOptions, useQueryList, type ListQuery, type QueryList } from '../../shared/list/useQueryList';
import { loadUserSearchCriteria, saveUserSearchCriteria } from './searchCriteria';
import { byUsername, userFields, type UserField } from './userFields';

export type UserListController = QueryList<UserListItem, UserField, UserField>;

const userListOptions = columnListOptions(userFields, loadUserSearchCriteria, byUsername);

/** The user list's load, filters, sort and page; the filters are restored and saved locally. */
export function useUserList(query: ListQuery<UserListItem>): UserListController {
  const list = useQueryList(query, userListOptions);
  useEffect(() => saveUserSearchCriteria(list.filters), [list.filters]);
  return list;
}

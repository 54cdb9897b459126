import { useEffect } from 'react';
import type { UserListItem } from '../../api/users.gen';
import { useListController, type ListController } from '../../shared/list/useListController';
import { loadUserSearchCriteria, saveUserSearchCriteria } from './searchCriteria';
import { byUsername, userFields, type UserField } from './userFields';

export type UserListController = ListController<UserListItem, UserField, UserField>;

/** The user list's filters, sort and page; the filters are restored and saved locally. */
export function useUserList(users: readonly UserListItem[]): UserListController {
  const list = useListController({
    items: users,
    filterFields: userFields,
    sortFields: userFields,
    initialFilters: loadUserSearchCriteria,
    initialSort: byUsername,
  });
  useEffect(() => saveUserSearchCriteria(list.filters), [list.filters]);
  return list;
}

import type { UserListItem } from '../../api/users.gen';
import { usersApiEnhanced } from '../../api/users.enhance';
import type { AppDispatch } from '../../app/store';
import { compareText } from '../../shared/list/listHelpers';

/**
 * One cached list after a status change: the updated users leave it, and those whose active
 * flag matches the list join it, in username order.
 */
export function moveUpdatedUsers(
  list: readonly UserListItem[],
  updated: readonly UserListItem[],
  listIsActive: boolean,
): UserListItem[] {
  const updatedIds = new Set(updated.map((user) => user.uuid));
  const joining = updated.filter((user) => user.active === listIsActive);
  return [...list.filter((user) => !updatedIds.has(user.uuid)), ...joining].sort((a, b) =>
    compareText(a.username, b.username),
  );
}

/** Patches both cached lists (where cached) so the change shows without a reload. */
export function moveUsersInCachedLists(dispatch: AppDispatch, updated: readonly UserListItem[]): void {
  const { updateQueryData } = usersApiEnhanced.util;
  dispatch(updateQueryData('listActiveUsers', undefined, (list) => moveUpdatedUsers(list, updated, true)));
  dispatch(updateQueryData('listInactiveUsers', undefined, (list) => moveUpdatedUsers(list, updated, false)));
}

import { useMemo, type ReactNode } from 'react';
import type { UserListItem } from '../../api/users.gen';
import { ListScreen } from '../../shared/list/ListScreen';
import type { QueryList } from '../../shared/list/useQueryList';
import type { UserSelectionControl } from './bulkActions/useUserSelection';
import { userColumns, userFilters } from './userColumns';
import type { UserField } from './userFields';
import { UserListToolbar, type ListExport, type PullUserInfo } from './UserListToolbar';
import type { UserStatusActions } from './UserStatusSelect';
import { UserStatusToggle, type UserListStatus } from './UserStatusToggle';

export interface UserListViewProps {
  status: UserListStatus;
  onStatusChange: (status: UserListStatus) => void;
  list: QueryList<UserListItem, UserField, UserField>;
  /** What a failed load's banner says. */
  failureText: string;
  isScoAdmin: boolean;
  pull: PullUserInfo;
  listExport: ListExport;
  actions: UserStatusActions;
  selection: UserSelectionControl;
  /** The selection's actions and the latest bulk job, above the table. */
  bulkActions: ReactNode;
}

const statusLabels: Record<UserListStatus, string> = { active: 'Active users', inactive: 'Inactive users' };

/** Phones: tighter cells, so that Status stays in the window beside the other columns. */
const cellSpacing = { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } };

/** The user list screen; it only renders what the container gives it. */
export function UserListView({ status, onStatusChange, list, failureText, isScoAdmin, pull, listExport, actions, selection, bulkActions }: UserListViewProps) {
  const pageUuids = useMemo(() => list.pageItems.map((user) => user.uuid), [list.pageItems]);
  const columns = useMemo(() => userColumns({ isScoAdmin, actions, selection, pageUuids }), [isScoAdmin, actions, selection, pageUuids]);
  return (
    <ListScreen
      title="Users"
      titleOwnLineOnPhone
      actions={<UserListToolbar {...pull} listExport={listExport} />}
      list={list}
      filters={{ label: 'Filter users', filters: userFilters, minBoxWidth: '8rem' }}
      belowFilters={<UserStatusToggle value={status} onChange={onStatusChange} />}
      aboveTable={bulkActions}
      table={{
        label: statusLabels[status],
        columns,
        rowKey: (user) => user.uuid,
        loadingLabel: 'Loading users',
        emptyText: { unfiltered: 'No users', filtered: 'No users match these filters' },
        isSelected: (user) => selection.isSelected(user.uuid),
        sx: cellSpacing,
      }}
      failureText={failureText}
      paginationLabel="User list pages"
    />
  );
}

import Box from '@mui/material/Box';
import { ListPagination } from '../../shared/list/ListPagination';
import { anyFilter } from '../../shared/list/listHelpers';
import { UserFilters } from './UserFilters';
import { UserListToolbar, type ListExport, type PullUserInfo } from './UserListToolbar';
import { UserStatusToggle, type UserListStatus } from './UserStatusToggle';
import type { UserStatusActions } from './UserStatusSelect';
import { UserTable } from './UserTable';
import type { UserListItem } from '../../api/users.gen';
import type { QueryList } from '../../shared/list/useQueryList';
import type { UserField } from './userFields';
import { ListLoadFailureAlert, type ListLoadFailure } from '../../shared/list/ListLoadFailureAlert';
import type { ReactNode } from 'react';
import type { UserSelectionControl } from './bulkActions/useUserSelection';

export interface UserListViewProps {
  status: UserListStatus;
  onStatusChange: (status: UserListStatus) => void;
  list: QueryList<UserListItem, UserField, UserField>;
  /** The list is loading for the first time. */
  loading: boolean;
  /** What failed (the words on the banner), and a new try. */
  loadFailure: (ListLoadFailure & { message: string }) | null;
  isScoAdmin: boolean;
  pull: PullUserInfo;
  listExport: ListExport;
  actions: UserStatusActions;
  selection: UserSelectionControl;
  /** The selection's actions and the latest bulk job, above the table. */
  bulkActions: ReactNode;
}

const statusLabels: Record<UserListStatus, string> = { active: 'Active users', inactive: 'Inactive users' };

/** The user list screen; it only renders what the container gives it. */
export function UserListView({
  status,
  onStatusChange,
  list,
  loading,
  loadFailure,
  isScoAdmin,
  pull,
  listExport,
  actions,
  selection,
  bulkActions,
}: UserListViewProps) {
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <UserListToolbar {...pull} listExport={listExport} />
      <UserFilters filters={list.filters} onChange={list.setFilter} />
      <UserStatusToggle value={status} onChange={onStatusChange} />
      {loadFailure ? (
        <ListLoadFailureAlert failure={loadFailure}>{loadFailure.message}</ListLoadFailureAlert>
      ) : (
        <>
          {bulkActions}
          <UserTable
            label={statusLabels[status]}
            users={list.pageItems}
            sort={list.sort}
            onSort={list.toggleSort}
            loading={loading}
            emptyText={anyFilter(list.filters) ? 'No users match these filters' : 'No users'}
            isScoAdmin={isScoAdmin}
            actions={actions}
            selection={selection}
          />
          <ListPagination label="User list pages" page={list.page} pageCount={list.pageCount} onChange={list.setPage} total={list.filteredCount} />
        </>
      )}
    </Box>
  );
}

import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import type { UserListItem } from '../../api/users.gen';
import { useContentHeight } from '../../shared/layout/useContentHeight';
import type { SortState } from '../../shared/list/listHelpers';
import { SortableHeaderCell } from '../../shared/list/SortableHeaderCell';
import { userFieldLabels, type UserField } from './userFields';
import { UserRow } from './UserRow';
import type { UserStatusActions } from './UserStatusSelect';

/** Room for the filters and toggles; the shell offsets of useContentHeight cover the rest. */
const CONTROLS_HEIGHT = 100;

interface UserTableProps {
  label: string;
  users: readonly UserListItem[];
  sort: SortState<UserField>;
  onSort: (field: UserField) => void;
  loading: boolean;
  emptyText: string;
  isScoAdmin: boolean;
  actions: UserStatusActions;
}

export function UserTable({ label, users, sort, onSort, loading, emptyText, isScoAdmin, actions }: UserTableProps) {
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const maxHeight = useContentHeight() - CONTROLS_HEIGHT;
  const columns: readonly UserField[] = compact
    ? ['username', 'profile', 'visibility']
    : ['username', 'name', 'email', 'profile', 'visibility'];
  const fullWidth = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length + 1} align="center">
        {content}
      </TableCell>
    </TableRow>
  );

  return (
    <TableContainer sx={{ maxHeight }}>
      <Table stickyHeader size="small" aria-label={label} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map((field) => (
              <SortableHeaderCell key={field} field={field} sort={sort} onSort={onSort}>
                {userFieldLabels[field]}
              </SortableHeaderCell>
            ))}
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && fullWidth(<CircularProgress size={32} aria-label="Loading users" />)}
          {!loading && users.length === 0 && fullWidth(emptyText)}
          {!loading &&
            users.map((user) => <UserRow key={user.uuid} user={user} options={{ compact, isScoAdmin, actions }} />)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

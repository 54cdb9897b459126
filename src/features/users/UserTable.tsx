import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Checkbox from '@mui/material/Checkbox';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import type { UserListItem } from '../../api/users.gen';
import type { SortState } from '../../shared/list/listHelpers';
import { SortableHeaderCell } from '../../shared/list/SortableHeaderCell';
import { userFieldLabels, type UserField } from './userFields';
import { checkboxCell, UserRow } from './UserRow';
import type { UserStatusActions } from './UserStatusSelect';
import type { UserSelectionControl } from './bulkActions/useUserSelection';

/** Phones: tighter cells, so that Status stays in the window beside the other columns. */
const cellSpacing = { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } };

interface UserTableProps {
  label: string;
  users: readonly UserListItem[];
  sort: SortState<UserField>;
  onSort: (field: UserField) => void;
  loading: boolean;
  emptyText: string;
  isScoAdmin: boolean;
  actions: UserStatusActions;
  selection: UserSelectionControl;
}

/**
 * The columns that fit the screen beside Status: all five on a wide screen, without Name and
 * Email on a small one (SPEC section 2), and on a phone without Visibility as well.
 */
function useColumns(): readonly UserField[] {
  const { breakpoints } = useTheme();
  const small = useMediaQuery(breakpoints.down('md'));
  const phone = useMediaQuery(breakpoints.down('sm'));
  if (phone) return ['username', 'profile'];
  if (small) return ['username', 'profile', 'visibility'];
  return ['username', 'name', 'email', 'profile', 'visibility'];
}

export function UserTable({ label, users, sort, onSort, loading, emptyText, isScoAdmin, actions, selection }: UserTableProps) {
  const columns = useColumns();
  const pageUuids = users.map((user) => user.uuid);
  const pageState = selection.pageState(pageUuids);
  const fullWidth = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length + 2} align="center">
        {content}
      </TableCell>
    </TableRow>
  );

  return (
    // No height limit: the page scrolls as a whole, never a box of rows inside it.
    <TableContainer>
      <Table size="small" aria-label={label} aria-busy={loading} sx={cellSpacing}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" sx={checkboxCell}>
              <Checkbox
                size="small"
                sx={{ p: 0.5 }}
                checked={pageState === 'all' && users.length > 0}
                indeterminate={pageState === 'some'}
                disabled={users.length === 0}
                onChange={() => selection.togglePage(pageUuids)}
                slotProps={{ input: { 'aria-label': 'Select the users of this page' } }}
              />
            </TableCell>
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
            users.map((user) => (
              <UserRow
                key={user.uuid}
                user={user}
                options={{ columns, isScoAdmin, actions }}
                selected={selection.isSelected(user.uuid)}
                onSelect={() => selection.toggle(user.uuid, pageUuids)}
              />
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

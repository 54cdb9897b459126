import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import type { AppProfile } from '../../../api/appProfiles.gen';
import type { SortState } from '../../../shared/list/listHelpers';
import { SortableHeaderCell } from '../../../shared/list/SortableHeaderCell';
import { appProfileFieldLabels, type AppProfileField } from './appProfileFields';
import { AppProfileRow } from './AppProfileRow';

interface AppProfileTableProps {
  profiles: readonly AppProfile[];
  sort: SortState<AppProfileField>;
  onSort: (field: AppProfileField) => void;
  loading: boolean;
  emptyText: string;
}

// Module-level: the same array each render, so memoised rows stay as they are.
const ALL_COLUMNS: readonly AppProfileField[] = ['name', 'description', 'application', 'roles', 'parameters'];
const SMALL_COLUMNS: readonly AppProfileField[] = ['name', 'application', 'roles', 'parameters'];
const PHONE_COLUMNS: readonly AppProfileField[] = ['name', 'roles'];

/** The columns that fit: all five on a wide screen, without Description on a small one, name and roles on a phone. */
function useColumns(): readonly AppProfileField[] {
  const { breakpoints } = useTheme();
  const small = useMediaQuery(breakpoints.down('md'));
  const phone = useMediaQuery(breakpoints.down('sm'));
  if (phone) return PHONE_COLUMNS;
  if (small) return SMALL_COLUMNS;
  return ALL_COLUMNS;
}

export function AppProfileTable({ profiles, sort, onSort, loading, emptyText }: AppProfileTableProps) {
  const columns = useColumns();
  const fullWidth = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length + 1} align="center">
        {content}
      </TableCell>
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label="Application profiles" aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map((field) => (
              <SortableHeaderCell key={field} field={field} sort={sort} onSort={onSort}>
                {appProfileFieldLabels[field]}
              </SortableHeaderCell>
            ))}
            <TableCell padding="checkbox">
              <span style={visuallyHidden}>Expand</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && fullWidth(<CircularProgress size={32} aria-label="Loading application profiles" />)}
          {!loading && profiles.length === 0 && fullWidth(emptyText)}
          {!loading && profiles.map((profile) => <AppProfileRow key={profile.uuid} profile={profile} columns={columns} />)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

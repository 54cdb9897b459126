import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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

const columns: readonly AppProfileField[] = ['name', 'description', 'application', 'roles', 'parameters'];

export function AppProfileTable({ profiles, sort, onSort, loading, emptyText }: AppProfileTableProps) {
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
          {!loading && profiles.map((profile) => <AppProfileRow key={profile.uuid} profile={profile} />)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

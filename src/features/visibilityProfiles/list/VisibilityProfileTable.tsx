import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { VisibilityProfile } from '../../../api/visibilityProfiles.gen';
import type { SortState } from '../../../shared/list/listHelpers';
import { SortableHeaderCell } from '../../../shared/list/SortableHeaderCell';
import type { VisibilityProfileField } from './visibilityProfileFields';

interface VisibilityProfileTableProps {
  profiles: readonly VisibilityProfile[];
  sort: SortState<VisibilityProfileField>;
  onSort: (field: VisibilityProfileField) => void;
  loading: boolean;
  emptyText: string;
  /** SPEC section 6: an SCO admin sees names as plain text. */
  linkNames: boolean;
}

const VisibilityProfileRow = memo(function VisibilityProfileRow({ profile, linkNames }: { profile: VisibilityProfile; linkNames: boolean }) {
  return (
    <TableRow hover>
      <TableCell>
        {linkNames ? (
          <Link component={RouterLink} to={`/profile/visibility/edit/${profile.uuid}`}>
            {profile.name}
          </Link>
        ) : (
          profile.name
        )}
      </TableCell>
      <TableCell>{profile.description}</TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{profile.primaryVisibility?.name ?? '---'}</TableCell>
    </TableRow>
  );
});

/** Name (a link to the edit screen), description and primary visibility. */
export function VisibilityProfileTable({ profiles, sort, onSort, loading, emptyText, linkNames }: VisibilityProfileTableProps) {
  const fullWidth = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={3} align="center">
        {content}
      </TableCell>
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label="Visibility profiles" aria-busy={loading}>
        <TableHead>
          <TableRow>
            <SortableHeaderCell field="name" sort={sort} onSort={onSort}>
              Name
            </SortableHeaderCell>
            <SortableHeaderCell field="description" sort={sort} onSort={onSort}>
              Description
            </SortableHeaderCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Primary Visibility</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && fullWidth(<CircularProgress size={32} aria-label="Loading visibility profiles" />)}
          {!loading && profiles.length === 0 && fullWidth(emptyText)}
          {!loading && profiles.map((profile) => <VisibilityProfileRow key={profile.uuid} profile={profile} linkNames={linkNames} />)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

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
import type { BusinessProfile } from '../../../api/businessProfiles.gen';
import type { SortState } from '../../../shared/list/listHelpers';
import { SortableHeaderCell } from '../../../shared/list/SortableHeaderCell';
import { appProfileFor, type BusinessProfileSortField } from './businessProfileFields';

interface BusinessProfileTableProps {
  profiles: readonly BusinessProfile[];
  applications: readonly { uuid: string; name: string }[];
  sort: SortState<BusinessProfileSortField>;
  onSort: (field: BusinessProfileSortField) => void;
  loading: boolean;
  emptyText: string;
}

const BusinessProfileRow = memo(function BusinessProfileRow({ profile, applications }: { profile: BusinessProfile; applications: readonly { uuid: string }[] }) {
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={`/profile/business/edit/${profile.uuid}`}>
          {profile.name}
        </Link>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{profile.description}</TableCell>
      {applications.map((application) => (
        <TableCell key={application.uuid}>{appProfileFor(profile, application.uuid)}</TableCell>
      ))}
    </TableRow>
  );
});

/** Name, description and one column per application with the chosen app profile or '---'. */
export function BusinessProfileTable({ profiles, applications, sort, onSort, loading, emptyText }: BusinessProfileTableProps) {
  const fullWidth = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={applications.length + 2} align="center">
        {content}
      </TableCell>
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label="Business profiles" aria-busy={loading}>
        <TableHead>
          <TableRow>
            <SortableHeaderCell field="name" sort={sort} onSort={onSort}>
              Name
            </SortableHeaderCell>
            <SortableHeaderCell field="description" sort={sort} onSort={onSort} sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              Description
            </SortableHeaderCell>
            {applications.map((application) => (
              <TableCell key={application.uuid}>{application.name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading && fullWidth(<CircularProgress size={32} aria-label="Loading business profiles" />)}
          {!loading && profiles.length === 0 && fullWidth(emptyText)}
          {!loading && profiles.map((profile) => <BusinessProfileRow key={profile.uuid} profile={profile} applications={applications} />)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

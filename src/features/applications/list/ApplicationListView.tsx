import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Application } from '../../../api/applications.enhance';
import { ListPagination } from '../../../shared/list/ListPagination';
import { anyFilter } from '../../../shared/list/listHelpers';
import { SortableHeaderCell } from '../../../shared/list/SortableHeaderCell';
import type { ListController } from '../../../shared/list/useListController';
import { ListLoadFailureAlert, type ListLoadFailure } from '../../../shared/list/ListLoadFailureAlert';

export type ApplicationSortField = 'name' | 'roles' | 'elements';

export interface ApplicationListViewProps {
  list: ListController<Application, 'name', ApplicationSortField>;
  loading: boolean;
  loadFailure: ListLoadFailure | null;
  /** ERRIGAL_ADMIN: the New Application button. */
  canCreate: boolean;
  /** Sync All Applications is running: its button is disabled. */
  syncing: boolean;
  onSyncAll: () => void;
}

const names = (members: readonly { name: string }[]) => members.map((m) => m.name).join(', ') || '---';

/** The application table (name links to the edit screen, roles, elements) and its buttons. */
export function ApplicationListView({ list, loading, loadFailure, canCreate, syncing, onSyncAll }: ApplicationListViewProps) {
  const fullWidth = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={3} align="center">
        {content}
      </TableCell>
    </TableRow>
  );
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, flexBasis: { xs: '100%', sm: 'auto' } }}>
          Applications
        </Typography>
        {canCreate && (
          <Button variant="contained" component={RouterLink} to="/application/new">
            New Application
          </Button>
        )}
        <Button
          variant="outlined"
          onClick={onSyncAll}
          disabled={syncing}
          startIcon={syncing ? <CircularProgress size={18} aria-hidden="true" /> : undefined}
        >
          Sync All Applications
        </Button>
      </Stack>
      {loadFailure && <ListLoadFailureAlert failure={loadFailure}>The applications could not be loaded.</ListLoadFailureAlert>}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="Applications" aria-busy={loading || syncing}>
            <TableHead>
              <TableRow>
                <SortableHeaderCell field="name" sort={list.sort} onSort={list.toggleSort}>
                  Name
                </SortableHeaderCell>
                <SortableHeaderCell field="roles" sort={list.sort} onSort={list.toggleSort}>
                  Roles
                </SortableHeaderCell>
                <SortableHeaderCell field="elements" sort={list.sort} onSort={list.toggleSort}>
                  Elements
                </SortableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loading && fullWidth(<CircularProgress size={24} aria-label="Loading applications" />)}
              {!loading && list.totalCount === 0 && !anyFilter(list.filters) && !loadFailure && fullWidth('No applications')}
              {list.pageItems.map((application) => (
                <TableRow key={application.uuid} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/application/edit/${application.uuid}`}>
                      {application.name}
                    </Link>
                  </TableCell>
                  <TableCell>{names(application.roles)}</TableCell>
                  <TableCell>{names(application.elements)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination label="Application pages" page={list.page} pageCount={list.pageCount} onChange={list.setPage} total={list.filteredCount} />
      </Paper>
    </Box>
  );
}

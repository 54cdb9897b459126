import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { AuthClient } from '../../../api/authClients.gen';
import type { SortState } from '../../../shared/list/listHelpers';
import { SortableHeaderCell } from '../../../shared/list/SortableHeaderCell';
import type { AuthClientField } from './authClientFields';

interface AuthClientTableProps {
  clients: readonly AuthClient[];
  sort: SortState<AuthClientField>;
  onSort: (field: AuthClientField) => void;
  loading: boolean;
}

/** One row per client; its name opens the edit screen. */
export function AuthClientTable({ clients, sort, onSort, loading }: AuthClientTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="OAuth2 clients" aria-busy={loading}>
        <TableHead>
          <TableRow>
            <SortableHeaderCell field="name" sort={sort} onSort={onSort}>
              Name
            </SortableHeaderCell>
            <SortableHeaderCell field="allowedRedirectTarget" sort={sort} onSort={onSort}>
              Redirect URL
            </SortableHeaderCell>
            <SortableHeaderCell field="description" sort={sort} onSort={onSort}>
              Description
            </SortableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(loading || clients.length === 0) && (
            <TableRow>
              <TableCell colSpan={3} align="center">
                {loading ? <CircularProgress size={32} aria-label="Loading OAuth2 clients" /> : 'No OAuth2 clients'}
              </TableCell>
            </TableRow>
          )}
          {!loading &&
            clients.map((client) => (
              <TableRow key={client.uuid} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/authClient/edit/${client.uuid}`}>
                    {client.name}
                  </Link>
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{client.allowedRedirectTarget}</TableCell>
                <TableCell>{client.description}</TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { AccessHolder } from '../../api/access.gen';
import { namesText } from './accessText';
import { ScrollingTable } from './ScrollingTable';

/** The holders of a page: each user (a link to it), its profiles and what gives it the access. */
export function HoldersTable({ holders, byCluster }: { holders: readonly AccessHolder[]; byCluster: boolean }) {
  return (
    <ScrollingTable label="Holders, scrolling sideways">
      <Table size="small" aria-label="Holders">
        <TableHead>
          <TableRow>
            <TableCell>Username</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Business profile</TableCell>
            <TableCell>Visibility profile</TableCell>
            <TableCell>{byCluster ? 'Through selected cluster' : 'Through app profile'}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {holders.map((holder) => (
            <TableRow key={holder.uuid}>
              <TableCell>
                <Link component={RouterLink} to={`/user/edit/${holder.uuid}`}>
                  {holder.username}
                </Link>
              </TableCell>
              <TableCell>{`${holder.firstName} ${holder.lastName}`}</TableCell>
              <TableCell>{holder.active ? 'Active' : 'Inactive'}</TableCell>
              <TableCell>{holder.businessProfile?.name ?? ''}</TableCell>
              <TableCell>{holder.visibilityProfile?.name ?? ''}</TableCell>
              <TableCell>{namesText(holder.through)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollingTable>
  );
}

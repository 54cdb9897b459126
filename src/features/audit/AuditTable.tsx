import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { AuditEvent } from '../../api/audit.gen';
import { AuditChanges } from './AuditChanges';
import { actionLabels, actorPath, atText, recordPath, recordTypeLabels } from './auditText';

function MaybeLink({ to, children }: { to: string | null; children: string }) {
  return to ? (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

/** Audit entries: when, who (a link to the user), what, which record (a link to it) and the diff. */
export function AuditTable({ label, events, showRecord = true }: { label: string; events: readonly AuditEvent[]; showRecord?: boolean }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>Action</TableCell>
          {showRecord && <TableCell>Record</TableCell>}
          <TableCell>Changes</TableCell>
          <TableCell>From</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.uuid}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{atText(event.at)}</TableCell>
            <TableCell>
              <MaybeLink to={actorPath(event.actor)}>{event.actor.username}</MaybeLink>
            </TableCell>
            <TableCell>{actionLabels[event.action]}</TableCell>
            {showRecord && (
              <TableCell>
                {`${recordTypeLabels[event.record.type]} `}
                <MaybeLink to={recordPath(event.record)}>{event.record.name}</MaybeLink>
              </TableCell>
            )}
            <TableCell>
              <AuditChanges changes={event.changes} />
            </TableCell>
            <TableCell>{event.address ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

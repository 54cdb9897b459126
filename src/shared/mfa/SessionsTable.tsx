import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { SessionInfo } from '../../api/account.gen';

export const when = (iso: string) => new Date(iso).toLocaleString();

interface SessionsTableProps {
  sessions: readonly SessionInfo[];
  caption: string;
  onEnd: (session: SessionInfo) => void;
  /** The sid being ended: its button waits. */
  ending?: string | null;
}

/** Active sessions (started, last seen, address, browser, client) with Sign out on each but the current one. */
export function SessionsTable({ sessions, caption, onEnd, ending }: SessionsTableProps) {
  if (sessions.length === 0) return <Typography>No active sessions.</Typography>;
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>Started</TableCell>
          <TableCell>Last seen</TableCell>
          <TableCell>Address</TableCell>
          <TableCell>Browser</TableCell>
          <TableCell>Client</TableCell>
          <TableCell>
            <span style={visuallyHidden}>Actions</span>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sessions.map((session) => (
          <TableRow key={session.sid}>
            <TableCell>{when(session.startedAt)}</TableCell>
            <TableCell>{when(session.lastSeenAt)}</TableCell>
            <TableCell>{session.address ?? ''}</TableCell>
            <TableCell>{session.browser}</TableCell>
            <TableCell>{session.client ?? ''}</TableCell>
            <TableCell align="right">
              {session.current ? (
                <Chip size="small" label="This session" />
              ) : (
                <Button
                  size="small"
                  disabled={ending === session.sid}
                  onClick={() => onEnd(session)}
                  aria-label={`Sign out the session of ${session.browser} started ${when(session.startedAt)}`}
                >
                  Sign out
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

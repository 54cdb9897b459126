import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ImportPreview } from '../../../api/users.gen';
import { PREVIEW_HAS_REFUSALS, PREVIEW_NOTHING_WRITTEN, previewSummary } from './bulkMessages';
import { PreviewLines } from './PreviewLines';
import { ApplyProgress } from './ApplyProgress';
import { usersToWrite } from './importOutcome';

interface ImportPreviewViewProps {
  preview: ImportPreview;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}

const headRow = (...names: string[]) => (
  <TableRow>
    {names.map((name) => (
      <TableCell key={name}>{name}</TableCell>
    ))}
  </TableRow>
);

/** What the file will do before anything is written: the totals, then new users, changed fields old and new, refused lines, paged. */
export function ImportPreviewView({ preview, applying, onApply, onCancel }: ImportPreviewViewProps) {
  const { previewId, totals } = preview;
  const refused = totals.refused > 0;
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity={refused ? 'warning' : 'info'}>
        <strong>{previewSummary(totals)}.</strong> {refused ? PREVIEW_HAS_REFUSALS : PREVIEW_NOTHING_WRITTEN}
      </Alert>
      <PreviewLines
        title="Rows with errors"
        previewId={previewId}
        kind="refused"
        total={totals.refused}
        first={preview.refused}
        head={headRow('Line', 'Field', 'Problem')}
        rows={(lines) =>
          lines.map((line, i) => (
            <TableRow key={`${line.line}-${line.field}-${i}`}>
              <TableCell>{line.line}</TableCell>
              <TableCell>{line.field}</TableCell>
              <TableCell>{line.message}</TableCell>
            </TableRow>
          ))
        }
      />
      <PreviewLines
        title="New users"
        previewId={previewId}
        kind="created"
        total={totals.created}
        first={preview.created}
        head={headRow('Line', 'Username')}
        rows={(lines) =>
          lines.map((user) => (
            <TableRow key={user.line}>
              <TableCell>{user.line}</TableCell>
              <TableCell>{user.username}</TableCell>
            </TableRow>
          ))
        }
      />
      <PreviewLines
        title="Changed users"
        previewId={previewId}
        kind="changed"
        total={totals.changed}
        first={preview.changed}
        head={headRow('Line', 'Username', 'Field', 'Now', 'After the import')}
        rows={(lines) =>
          lines.flatMap((user) =>
            (user.changes ?? []).map((change) => (
              <TableRow key={`${user.line}-${change.field}`}>
                <TableCell>{user.line}</TableCell>
                <TableCell>{user.username}</TableCell>
                <TableCell>{change.field}</TableCell>
                <TableCell>{change.from}</TableCell>
                <TableCell>{change.to}</TableCell>
              </TableRow>
            )),
          )
        }
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={applying}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onApply} disabled={refused || applying}>
          Apply Import
        </Button>
      </Stack>
      {applying && <ApplyProgress previewId={previewId} users={usersToWrite(totals)} />}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { ImportPreview } from '../../../api/users.gen';
import { PREVIEW_HAS_REFUSALS, PREVIEW_NOTHING_WRITTEN, previewSummary } from './bulkMessages';
import { ImportErrorsTable } from './ImportErrorsTable';

const PAGE = 10;

/** One part of the preview, a page of its lines at a time (a million-line file stays light). */
function PagedSection<T>({ title, items, head, row }: { title: string; items: readonly T[]; head: ReactNode; row: (item: T) => ReactNode }) {
  const [page, setPage] = useState(1);
  if (items.length === 0) return null;
  const pages = Math.ceil(items.length / PAGE);
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {title} ({items.length.toLocaleString('en-US')})
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>{head}</TableHead>
        <TableBody>{items.slice((page - 1) * PAGE, page * PAGE).map(row)}</TableBody>
      </Table>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} size="small" sx={{ mt: 1 }} aria-label={`${title} pages`} />}
    </Box>
  );
}

interface ImportPreviewViewProps {
  preview: ImportPreview;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}

/** What the file will do before anything is written: new users, changed fields old and new, refused lines. */
export function ImportPreviewView({ preview, applying, onApply, onCancel }: ImportPreviewViewProps) {
  const refused = preview.refused.length > 0;
  const changes = preview.changed.flatMap((user) => user.changes.map((change) => ({ ...change, line: user.line, username: user.username })));
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity={refused ? 'warning' : 'info'}>
        <strong>{previewSummary(preview)}.</strong> {refused ? PREVIEW_HAS_REFUSALS : PREVIEW_NOTHING_WRITTEN}
      </Alert>
      {refused && (
        <Box component="section" aria-label="Refused lines" sx={{ mt: 2 }}>
          <ImportErrorsTable errors={preview.refused} />
        </Box>
      )}
      <PagedSection
        title="New users"
        items={preview.created}
        head={
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Username</TableCell>
          </TableRow>
        }
        row={(user) => (
          <TableRow key={user.line}>
            <TableCell>{user.line}</TableCell>
            <TableCell>{user.username}</TableCell>
          </TableRow>
        )}
      />
      <PagedSection
        title="Changed users"
        items={changes}
        head={
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Username</TableCell>
            <TableCell>Field</TableCell>
            <TableCell>Now</TableCell>
            <TableCell>After the import</TableCell>
          </TableRow>
        }
        row={(change) => (
          <TableRow key={`${change.line}-${change.field}`}>
            <TableCell>{change.line}</TableCell>
            <TableCell>{change.username}</TableCell>
            <TableCell>{change.field}</TableCell>
            <TableCell>{change.from}</TableCell>
            <TableCell>{change.to}</TableCell>
          </TableRow>
        )}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={applying}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onApply} disabled={refused || applying}>
          Apply Import
        </Button>
      </Stack>
    </Box>
  );
}

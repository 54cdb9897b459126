import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useListUserImportPreviewLinesQuery } from '../../../api/users.enhance';
import type { ImportPreviewLine } from '../../../api/users.gen';

export const PREVIEW_PAGE = 10;

interface PreviewLinesProps {
  title: string;
  previewId: string;
  kind: 'created' | 'changed' | 'refused';
  /** How many lines of this kind in all. */
  total: number;
  /** The first lines, as the preview's answer carried them. */
  first: readonly ImportPreviewLine[];
  head: ReactNode;
  rows: (lines: readonly ImportPreviewLine[]) => ReactNode;
}

/**
 * One kind of the preview's lines, a page at a time: the first pages from the preview's answer,
 * the others from the server, so a million-line file never sits in the page.
 */
export function PreviewLines({ title, previewId, kind, total, first, head, rows }: PreviewLinesProps) {
  const [page, setPage] = useState(1);
  const offset = (page - 1) * PREVIEW_PAGE;
  const inFirst = offset + PREVIEW_PAGE <= first.length || first.length >= total;
  const fetched = useListUserImportPreviewLinesQuery({ previewId, kind, offset, limit: PREVIEW_PAGE }, { skip: inFirst });
  if (total === 0) return null;
  const lines = inFirst ? first.slice(offset, offset + PREVIEW_PAGE) : (fetched.data?.items ?? []);
  const pages = Math.ceil(total / PREVIEW_PAGE);
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {title} ({total.toLocaleString('en-US')})
      </Typography>
      <Table size="small" aria-label={title} aria-busy={!inFirst && fetched.isFetching}>
        <TableHead>{head}</TableHead>
        <TableBody>{rows(lines)}</TableBody>
      </Table>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} size="small" sx={{ mt: 1 }} aria-label={`${title} pages`} />}
    </Box>
  );
}

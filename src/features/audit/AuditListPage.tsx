import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLazyListAuditEventsQuery } from '../../api/audit.enhance';
import { ListFilterBar } from '../../shared/list/ListFilterBar';
import { ListLoadFailureAlert } from '../../shared/list/ListLoadFailureAlert';
import { ListPagination } from '../../shared/list/ListPagination';
import { useServerList } from '../../shared/list/useServerList';
import { downloadCsv } from '../../shared/api/downloadCsv';
import { auditFilters, auditListShape, auditPageArgs, initialAuditFilters, initialAuditSort } from './auditListState';
import { AuditTable } from './AuditTable';

/** Downloads the entries the filters keep as CSV (the server streams it). */
function exportCsv(args: Record<string, unknown>): Promise<void> {
  const query = Object.fromEntries(
    Object.entries(args).flatMap(([key, value]) => (!['page', 'size', 'direction'].includes(key) && typeof value === 'string' ? [[key, value]] : [])),
  );
  return downloadCsv('/audit/export', query, `audit-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** /audit: the audit trail, newest first, filtered on the server, with the total. */
export default function AuditListPage() {
  const list = useServerList(useLazyListAuditEventsQuery, {
    shape: auditListShape,
    initialFilters: initialAuditFilters,
    initialSort: initialAuditSort,
    argsOf: (page) => auditPageArgs(page),
  });
  const [exportState, setExportState] = useState<'idle' | 'exporting' | 'failed'>('idle');
  const newestFirst = list.sort.direction === 'desc';

  const runExport = () => {
    setExportState('exporting');
    exportCsv(auditPageArgs({ ...list.filters, page: 1, size: 10, sort: 'at', direction: list.sort.direction })).then(
      () => setExportState('idle'),
      () => setExportState('failed'),
    );
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Audit
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ListFilterBar label="Filter audit entries" filters={auditFilters} values={list.filters} onChange={list.setFilter} minBoxWidth="9rem" />
        <Box sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography role="status" aria-label="Matching entries" sx={{ flexGrow: 1 }}>
            {list.loading ? 'Loading…' : `${new Intl.NumberFormat('en-US').format(list.totalCount)} entries`}
          </Typography>
          <Button variant="outlined" onClick={() => list.toggleSort('at')}>
            {newestFirst ? 'Newest first' : 'Oldest first'}
          </Button>
          <Button variant="outlined" onClick={runExport} disabled={exportState === 'exporting'}>
            Export CSV
          </Button>
        </Box>
        {exportState === 'failed' && (
          <Alert severity="error" sx={{ mb: 1 }} onClose={() => setExportState('idle')}>
            The export failed; try again.
          </Alert>
        )}
        {list.loadFailure && <ListLoadFailureAlert failure={list.loadFailure}>The audit entries could not be loaded.</ListLoadFailureAlert>}
        <AuditTable label="Audit entries" events={list.pageItems} />
        <ListPagination label="Audit entries" page={list.page} pageCount={list.pageCount} onChange={list.setPage} total={list.totalCount} />
      </Paper>
    </Box>
  );
}

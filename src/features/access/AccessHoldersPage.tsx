import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useListAccessHoldersQuery } from '../../api/access.enhance';
import { useListApplicationsQuery } from '../../api/applications.enhance';
import { useListClustersQuery } from '../../api/lookups.enhance';
import { failureAlert } from '../../shared/api/apiError';
import { downloadCsv } from '../../shared/api/downloadCsv';
import { PAGE_SIZE, pageCount } from '../../shared/list/listHelpers';
import { ListPagination } from '../../shared/list/ListPagination';
import { AccessQuestionForm } from './AccessQuestionForm';
import { HoldersTable } from './HoldersTable';
import { holdersQuery, isAsked, paramsOf, questionOf, type AccessQuestion } from './accessQuestion';

const count = new Intl.NumberFormat('en-US');

/** /access: who holds an application's role or element, or sees a cluster; paged on the server, with CSV export. */
export default function AccessHoldersPage() {
  const [params, setParams] = useSearchParams();
  const question = questionOf(params);
  const asked = isAsked(question);
  const applications = useListApplicationsQuery();
  const clusters = useListClustersQuery();
  const holders = useListAccessHoldersQuery({ ...holdersQuery(question), page: question.page, size: PAGE_SIZE }, { skip: !asked });
  const [exportState, setExportState] = useState<'idle' | 'exporting' | 'failed'>('idle');
  const ask = (next: AccessQuestion) => setParams(paramsOf(next));
  const total = holders.data?.total ?? 0;

  const runExport = () => {
    setExportState('exporting');
    downloadCsv('/access/holders/export', holdersQuery(question), `access-holders-${new Date().toISOString().slice(0, 10)}.csv`).then(
      () => setExportState('idle'),
      () => setExportState('failed'),
    );
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Access
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ mb: 2 }}>Who holds a role or an element of an application, or who sees a cluster (directly or through a parent cluster)?</Typography>
        {(applications.isError || clusters.isError) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failureAlert(applications.error ?? clusters.error)}
          </Alert>
        )}
        <AccessQuestionForm question={question} applications={applications.data ?? []} clusters={clusters.data ?? []} onChange={ask} />
        {!asked ? (
          <Typography>Choose an application (then a role or an element of it), or a cluster.</Typography>
        ) : holders.isError ? (
          <Alert severity="error">{failureAlert(holders.error)}</Alert>
        ) : (
          <>
            <Box
              sx={{
                display: 'flex',
                gap: 1,
                mb: 1,
                alignItems: 'center',
                flexWrap: 'wrap',
              }}
            >
              <Typography role="status" aria-label="Matching holders" sx={{ flexGrow: 1 }}>
                {holders.isFetching ? 'Loading…' : `${count.format(total)} ${total === 1 ? 'holder' : 'holders'}`}
              </Typography>
              <Button variant="outlined" onClick={runExport} disabled={exportState === 'exporting' || total === 0}>
                Export CSV
              </Button>
            </Box>
            {exportState === 'failed' && (
              <Alert severity="error" sx={{ mb: 1 }} onClose={() => setExportState('idle')}>
                The export failed; try again.
              </Alert>
            )}
            {holders.data && total === 0 ? (
              <Typography>No user you may see holds this.</Typography>
            ) : (
              <HoldersTable holders={holders.data?.items ?? []} byCluster={question.cluster !== ''} />
            )}
            <ListPagination label="Holders" page={question.page} pageCount={pageCount(total)} onChange={(page) => ask({ ...question, page })} total={total} />
          </>
        )}
      </Paper>
    </Box>
  );
}

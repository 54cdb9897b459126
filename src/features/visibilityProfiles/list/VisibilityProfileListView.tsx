import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../shared/list/ListPagination';
import { anyFilter } from '../../../shared/list/listHelpers';
import type { SyncKind } from '../visibilityProfileMessages';
import { SyncMenu } from './SyncMenu';
import type { VisibilityProfileListController } from './visibilityProfileFields';
import { visibilityProfileFieldLabels, type VisibilityProfileField } from './visibilityProfileFields';
import { VisibilityProfileTable } from './VisibilityProfileTable';
import { ListLoadFailureAlert, type ListLoadFailure } from '../../../shared/list/ListLoadFailureAlert';

export const LIST_LOAD_FAILED = 'The visibility profiles could not be loaded.';
const filterOrder: readonly VisibilityProfileField[] = ['name', 'description'];

export interface VisibilityProfileListViewProps {
  list: VisibilityProfileListController;
  loading: boolean;
  loadFailure: ListLoadFailure | null;
  layoutCode: string;
  linkNames: boolean;
  sync: { syncing: boolean; onSync: (kind: SyncKind) => void; failure: string | null; dismissFailure: () => void };
}

/** The visibility profile list screen; it only renders what the container gives it. */
export function VisibilityProfileListView({ list, loading, loadFailure, layoutCode, linkNames, sync }: VisibilityProfileListViewProps) {
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Visibility Profiles
        </Typography>
        <SyncMenu layoutCode={layoutCode} syncing={sync.syncing} onSync={sync.onSync} />
        <Button variant="contained" component={RouterLink} to="/profile/visibility/new" disabled={sync.syncing}>
          New Visibility
        </Button>
      </Stack>
      {sync.failure && (
        <Alert severity="error" onClose={sync.dismissFailure} sx={{ mb: 2 }}>
          {sync.failure}
        </Alert>
      )}
      {loadFailure && <ListLoadFailureAlert failure={loadFailure}>{LIST_LOAD_FAILED}</ListLoadFailureAlert>}
      <Box
        role="search"
        aria-label="Filter visibility profiles"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', mb: 2 }}
      >
        {filterOrder.map((field) => (
          <TextField
            key={field}
            label={visibilityProfileFieldLabels[field]}
            size="small"
            value={list.filters[field]}
            disabled={sync.syncing}
            onChange={(event) => list.setFilter(field, event.target.value)}
          />
        ))}
      </Box>
      <VisibilityProfileTable
        profiles={list.pageItems}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={loading}
        linkNames={linkNames}
        emptyText={anyFilter(list.filters) ? 'No visibility profiles match these filters' : 'No visibility profiles'}
      />
      <ListPagination label="Visibility profile list pages" page={list.page} pageCount={list.pageCount} onChange={list.setPage} total={list.filteredCount} />
    </Box>
  );
}

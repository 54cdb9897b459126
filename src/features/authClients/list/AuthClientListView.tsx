import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../shared/list/ListPagination';
import { AuthClientTable } from './AuthClientTable';
import type { AuthClientListController } from './authClientFields';
import { ListLoadFailureAlert } from '../../../shared/list/ListLoadFailureAlert';

export interface AuthClientListViewProps {
  list: AuthClientListController;
  /** The list is loading for the first time. */
  loading: boolean;
  loadFailure: { retry: () => void; retrying: boolean } | null;
}

export const LIST_LOAD_FAILED = 'The OAuth2 clients could not be loaded.';

/** The OAuth2 client list screen; it only renders what the container gives it. */
export function AuthClientListView({ list, loading, loadFailure }: AuthClientListViewProps) {
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          OAuth2 Clients
        </Typography>
        <Button variant="contained" component={RouterLink} to="/authClient/new">
          New Client
        </Button>
      </Stack>
      {loadFailure ? (
        <ListLoadFailureAlert failure={loadFailure}>{LIST_LOAD_FAILED}</ListLoadFailureAlert>
      ) : (
        <>
          <AuthClientTable clients={list.pageItems} sort={list.sort} onSort={list.toggleSort} loading={loading} />
          <ListPagination label="OAuth2 client list pages" page={list.page} pageCount={list.pageCount} onChange={list.setPage} total={list.filteredCount} />
        </>
      )}
    </Box>
  );
}

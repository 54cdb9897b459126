import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../shared/list/ListPagination';
import { anyFilter } from '../../../shared/list/listHelpers';
import { AppProfileFilters } from './AppProfileFilters';
import { AppProfileTable } from './AppProfileTable';
import type { AppProfileListController } from './appProfileFields';
import { ListLoadFailureAlert } from '../../../shared/list/ListLoadFailureAlert';

export interface AppProfileListViewProps {
  list: AppProfileListController;
  /** The list is loading for the first time. */
  loading: boolean;
  loadFailure: { retry: () => void; retrying: boolean } | null;
}

export const LIST_LOAD_FAILED = 'The application profiles could not be loaded.';

/** The application profile list screen; it only renders what the container gives it. */
export function AppProfileListView({ list, loading, loadFailure }: AppProfileListViewProps) {
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Application Profiles
        </Typography>
        <Button variant="contained" component={RouterLink} to="/profile/app/new">
          New App Profile
        </Button>
      </Stack>
      <AppProfileFilters filters={list.filters} onChange={list.setFilter} />
      {loadFailure ? (
        <ListLoadFailureAlert failure={loadFailure}>{LIST_LOAD_FAILED}</ListLoadFailureAlert>
      ) : (
        <>
          <AppProfileTable
            profiles={list.pageItems}
            sort={list.sort}
            onSort={list.toggleSort}
            loading={loading}
            emptyText={anyFilter(list.filters) ? 'No application profiles match these filters' : 'No application profiles'}
          />
          <ListPagination label="Application profile list pages" page={list.page} pageCount={list.pageCount} onChange={list.setPage} total={list.filteredCount} />
        </>
      )}
    </Box>
  );
}

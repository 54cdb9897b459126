import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../shared/list/ListPagination';
import { anyFilter } from '../../../shared/list/listHelpers';
import { applicationColumns, businessProfileFilterLabels, type BusinessProfileFilterField } from './businessProfileFields';
import { BusinessProfileTable } from './BusinessProfileTable';
import type { BusinessProfileListController } from './businessProfileFields';
import { ListLoadFailureAlert } from '../../../shared/list/ListLoadFailureAlert';

export interface BusinessProfileListViewProps {
  /** Every application, a column each; until they load, those the page's profiles name. */
  applications: readonly { uuid: string; name: string }[] | undefined;
  list: BusinessProfileListController;
  /** The list is loading for the first time. */
  loading: boolean;
  loadFailure: { retry: () => void; retrying: boolean } | null;
}

export const LIST_LOAD_FAILED = 'The business profiles could not be loaded.';
const filterOrder: readonly BusinessProfileFilterField[] = ['name', 'description', 'appProfiles'];

/** The business profile list screen; it only renders what the container gives it. */
export function BusinessProfileListView({ applications, list, loading, loadFailure }: BusinessProfileListViewProps) {
  const named = useMemo(() => applicationColumns(list.pageItems), [list.pageItems]);
  const columns = useMemo(
    () => (applications ? [...applications].sort((a, b) => a.name.localeCompare(b.name)) : named),
    [applications, named],
  );
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Business Profiles
        </Typography>
        <Button variant="contained" component={RouterLink} to="/profile/business/new">
          New Profile
        </Button>
      </Stack>
      <Box
        role="search"
        aria-label="Filter business profiles"
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', mb: 2 }}
      >
        {filterOrder.map((field) => (
          <TextField
            key={field}
            label={businessProfileFilterLabels[field]}
            helperText="Comma-separated, any matches"
            size="small"
            value={list.filters[field]}
            onChange={(event) => list.setFilter(field, event.target.value)}
          />
        ))}
      </Box>
      {loadFailure ? (
        <ListLoadFailureAlert failure={loadFailure}>{LIST_LOAD_FAILED}</ListLoadFailureAlert>
      ) : (
        <>
          <BusinessProfileTable
            profiles={list.pageItems}
            applications={columns}
            sort={list.sort}
            onSort={list.toggleSort}
            loading={loading}
            emptyText={anyFilter(list.filters) ? 'No business profiles match these filters' : 'No business profiles'}
          />
          <ListPagination label="Business profile list pages" page={list.page} pageCount={list.pageCount} onChange={list.setPage} total={list.filteredCount} />
        </>
      )}
    </Box>
  );
}

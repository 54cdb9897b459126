import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../shared/list/ListPagination';
import { CustomerCompanyTable } from './CustomerCompanyTable';
import type { CustomerCompanyListController } from './companyFields';
import { ListLoadFailureAlert } from '../../../shared/list/ListLoadFailureAlert';

export interface CustomerCompanyListViewProps {
  list: CustomerCompanyListController;
  /** The list is loading for the first time. */
  loading: boolean;
  loadFailure: { retry: () => void; retrying: boolean } | null;
}

export const LIST_LOAD_FAILED = 'The customer companies could not be loaded.';

/** The customer company list screen; it only renders what the container gives it. */
export function CustomerCompanyListView({ list, loading, loadFailure }: CustomerCompanyListViewProps) {
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          Customer Companies
        </Typography>
        <Button variant="contained" component={RouterLink} to="/customerCompany/new">
          New Customer Company
        </Button>
      </Stack>
      <Box role="search" aria-label="Filter customer companies" sx={{ mb: 2, maxWidth: '24rem' }}>
        <TextField
          label="Name"
          size="small"
          fullWidth
          value={list.filters.name}
          onChange={(event) => list.setFilter('name', event.target.value)}
        />
      </Box>
      {loadFailure ? (
        <ListLoadFailureAlert failure={loadFailure}>{LIST_LOAD_FAILED}</ListLoadFailureAlert>
      ) : (
        <>
          <CustomerCompanyTable
            companies={list.pageItems}
            sort={list.sort}
            onSort={list.toggleSort}
            loading={loading}
            emptyText={list.totalCount === 0 ? 'No customer companies' : 'No customer companies match this filter'}
          />
          <ListPagination label="Customer company list pages" page={list.page} pageCount={list.pageCount} onChange={list.setPage} total={list.filteredCount} />
        </>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { listStateAt } from '../../../shared/list/useListUrlState';
import { initialUserFilters, initialUserSort, USER_LIST_PATH, userListShape } from '../userListState';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { useUserExport } from './useUserExport';
import { useUserImport } from './useUserImport';

/** /user/bulk: export users as CSV and import a CSV file of users. */
export default function BulkUserPage() {
  // The filters the user list last had in this tab (else the saved searchCriteria).
  const [listFilters] = useState(() => listStateAt(new URLSearchParams(), USER_LIST_PATH, userListShape, initialUserFilters, initialUserSort).state.filters);
  const userExport = useUserExport(listFilters);
  const userImport = useUserImport();
  return (
    <Box component="section" sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Bulk User Management
      </Typography>
      <ExportPanel {...userExport} />
      <ImportPanel {...userImport} />
    </Box>
  );
}

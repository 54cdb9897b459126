import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { useUserExport } from './useUserExport';
import { useUserImport } from './useUserImport';

/** /user/bulk: export users as CSV and import a CSV file of users. */
export default function BulkUserPage() {
  const userExport = useUserExport();
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

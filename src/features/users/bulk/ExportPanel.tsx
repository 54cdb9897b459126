import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { exportUrl, type ExportScope } from './bulkRequests';
import type { UserExport } from './useUserExport';

const SCOPES: { value: ExportScope; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** The export selector and its 'Export File' link, with the download's progress. */
export function ExportPanel({ scope, setScope, exporting, percent, filters, useFilters, setUseFilters, exportFile }: UserExport) {
  const filtersInUse = Object.entries(filters).filter(([, value]) => value.trim() !== '');
  const onExport = (event: MouseEvent) => {
    // The download needs the bearer token, so the link's own navigation is replaced.
    event.preventDefault();
    if (!exporting) exportFile();
  };
  return (
    <Paper component="section" aria-labelledby="bulk-export-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="bulk-export-title" variant="h6" component="h2" gutterBottom>
        Export Users
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Users to export"
          value={scope}
          onChange={(event) => setScope(SCOPES.find((s) => s.value === event.target.value)?.value ?? 'all')}
          sx={{ minWidth: 180 }}
        >
          {SCOPES.map(({ value, label }) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        {filtersInUse.length > 0 && (
          <FormControlLabel
            control={<Checkbox checked={useFilters} onChange={(event) => setUseFilters(event.target.checked)} />}
            label={`Only users matching the user list's filters (${filtersInUse.map(([field, value]) => `${field}: ${value}`).join(', ')})`}
          />
        )}
        <Link href={exportUrl(scope, useFilters ? filters : {})} onClick={onExport} aria-disabled={exporting} underline="hover">
          Export File
        </Link>
      </Stack>
      {exporting && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress
            aria-label="Exporting users"
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
          />
          <Typography variant="body2">{percent === null ? 'Exporting...' : `Exporting... ${percent}%`}</Typography>
        </Box>
      )}
    </Paper>
  );
}

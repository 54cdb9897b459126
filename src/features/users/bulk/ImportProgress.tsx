import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IMPORTING } from './bulkMessages';
import type { ImportState } from './useUserImport';

/** The upload's percentage, then an indeterminate bar while the server imports. */
export function ImportProgress({ state }: { state: ImportState }) {
  if (state.phase === 'uploading') {
    return (
      <Box sx={{ mt: 2 }}>
        <LinearProgress aria-label="Uploading file" variant="determinate" value={state.percent} />
        <Typography variant="body2">Uploading... {state.percent}%</Typography>
      </Box>
    );
  }
  if (state.phase === 'importing') {
    return (
      <Box sx={{ mt: 2 }}>
        <LinearProgress aria-label="Importing users" />
        <Typography variant="body2">{IMPORTING}</Typography>
      </Box>
    );
  }
  return null;
}

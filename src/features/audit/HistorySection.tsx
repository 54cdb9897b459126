import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RecordHistory } from './RecordHistory';

/** The History of an edit screen without tabs: a titled section below its form (key it by the record's version: a save reads it again). */
export function HistorySection({ recordUuid }: { recordUuid: string }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        History
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <RecordHistory recordUuid={recordUuid} />
      </Paper>
    </Box>
  );
}

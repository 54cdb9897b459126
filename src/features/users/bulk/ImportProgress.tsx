import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { IMPORTING, linesChecked } from './bulkMessages';
import { usePreviewProgress } from './usePreviewProgress';
import type { ImportState } from './useUserImport';

/** The upload's percentage, then a bar while the server checks; the lines it has checked under both. */
export function ImportProgress({ state }: { state: ImportState }) {
  const previewId = state.phase === 'uploading' || state.phase === 'importing' ? state.previewId : null;
  const lines = usePreviewProgress(previewId)?.lines ?? null;
  const checked = lines === null ? null : <Typography variant="body2">{linesChecked(lines)}</Typography>;
  if (state.phase === 'uploading') {
    return (
      <Box sx={{ mt: 2 }}>
        <LinearProgress aria-label="Uploading file" variant="determinate" value={state.percent} />
        <Typography variant="body2">Uploading... {state.percent}%</Typography>
        {checked}
      </Box>
    );
  }
  if (state.phase === 'importing') {
    return (
      <Box sx={{ mt: 2 }}>
        <LinearProgress aria-label="Checking lines" aria-valuetext={lines === null ? IMPORTING : linesChecked(lines)} />
        <Typography variant="body2">{IMPORTING}</Typography>
        {checked}
      </Box>
    );
  }
  return null;
}

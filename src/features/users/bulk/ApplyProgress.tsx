import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { APPLYING, usersWritten } from './bulkMessages';
import { usePreviewProgress } from './usePreviewProgress';

/** While a preview is applied: a bar of its users written so far, once the server reports them. */
export function ApplyProgress({ previewId, users: total }: { previewId: string; users: number }) {
  const applied = usePreviewProgress(previewId)?.applied;
  const written = applied === undefined ? null : usersWritten(applied, total);
  return (
    <Box sx={{ mt: 2 }} role="status">
      <LinearProgress
        aria-label="Applying import"
        aria-valuetext={written ?? APPLYING}
        {...(applied === undefined || total === 0 ? {} : { variant: 'determinate', value: Math.round((applied / total) * 100) })}
      />
      <Typography variant="body2">{APPLYING}</Typography>
      {written && <Typography variant="body2">{written}</Typography>}
    </Box>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ImportPreview } from '../../../api/users.gen';
import { APPLYING, usersWritten } from './bulkMessages';
import { usePreviewProgress } from './usePreviewProgress';

/** While the preview is applied: a bar of the users written so far, once the server reports them. */
export function ApplyProgress({ preview }: { preview: ImportPreview }) {
  const applied = usePreviewProgress(preview.previewId)?.applied;
  const { created, changed, unchanged } = preview.totals;
  const total = created + changed + unchanged;
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

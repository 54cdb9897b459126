import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UserBulkJob } from '../../../api/users.gen';
import { jobTitle, moreRefusedText, outcomeText, progressText } from './bulkActionMessages';

/** Refused users named on the screen; the CSV outcome has them all (no scroll box inside the page). */
const FAILURES_LISTED = 10;

export interface BulkJobPanelProps {
  job: UserBulkJob;
  onDownload: () => void;
  downloading: boolean;
  onClose: () => void;
}

/** A bulk job's progress ("1,200 of 13,000") while it runs, then its outcome with the refused users. */
export function BulkJobPanel({ job, onDownload, downloading, onClose }: BulkJobPanelProps) {
  const title = jobTitle(job);
  if (job.state === 'running') {
    return (
      <Box role="status" aria-label={`${title}: progress`} sx={{ my: 2 }}>
        <Typography variant="body2">
          {title}: {progressText(job)}
        </Typography>
        <LinearProgress variant="determinate" value={job.total ? (job.processed * 100) / job.total : 0} aria-label={`${title}: ${progressText(job)}`} />
      </Box>
    );
  }
  const severity = job.state === 'interrupted' ? 'warning' : job.failedCount > 0 ? 'warning' : 'success';
  return (
    <Alert
      severity={severity}
      sx={{ my: 2 }}
      action={
        <>
          <Button color="inherit" size="small" onClick={onDownload} disabled={downloading}>
            Download outcome (CSV)
          </Button>
          <IconButton color="inherit" size="small" aria-label="Close" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {outcomeText(job)}
      {job.failures.length > 0 && (
        <Box component="ul" aria-label="Users refused" sx={{ m: 0, pl: 2 }}>
          {job.failures.slice(0, FAILURES_LISTED).map((failure) => (
            <li key={failure.username}>
              {failure.username}: {failure.reason}
            </li>
          ))}
        </Box>
      )}
      {job.failedCount > FAILURES_LISTED && moreRefusedText(job.failedCount - FAILURES_LISTED)}
    </Alert>
  );
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { forwardRef, useCallback, useEffect } from 'react';
import { useGetUserPushJobQuery } from '../../api/users.enhance';
import type { UserPushJob } from '../../api/users.gen';
import { PUSH_UNKNOWN, pushOutcome, pushProgressMessage } from './userPushMessages';

const POLL_MS = 1000;
// A running job pushes a few users per connector timeout (seconds); a minute without progress
// means its server process stopped (a restart): stop following it rather than poll forever.
export const STALLED_MS = 60_000;

interface UserPushProgressProps {
  id: SnackbarKey;
  job: UserPushJob;
}

/**
 * A snackbar that follows a push job: a progress bar while it runs, then a toast with how many
 * users were updated and which applications failed (it closes itself then). A job that stops
 * making progress is given up on with PUSH_UNKNOWN.
 */
export const UserPushProgress = forwardRef<HTMLDivElement, UserPushProgressProps>(function UserPushProgress({ id, job }, ref) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const polled = useGetUserPushJobQuery({ id: job.uuid }, { pollingInterval: POLL_MS, skipPollingIfUnfocused: false });
  const current = polled.data ?? job;

  useEffect(() => {
    if (polled.data?.finished) {
      const { message, variant } = pushOutcome(polled.data);
      enqueueSnackbar(message, { variant });
      closeSnackbar(id);
    } else if (polled.isError) {
      enqueueSnackbar(PUSH_UNKNOWN, { variant: 'warning' });
      closeSnackbar(id);
    }
  }, [polled.data, polled.isError, id, enqueueSnackbar, closeSnackbar]);

  useEffect(() => {
    const stalled = setTimeout(() => {
      enqueueSnackbar(PUSH_UNKNOWN, { variant: 'warning' });
      closeSnackbar(id);
    }, STALLED_MS);
    return () => clearTimeout(stalled);
  }, [current.done, id, enqueueSnackbar, closeSnackbar]);

  const percent = current.total === 0 ? 100 : Math.round((current.done / current.total) * 100);
  return (
    <Paper ref={ref} role="status" elevation={6} sx={{ p: 2, minWidth: 300 }}>
      <Typography variant="body2">{pushProgressMessage(current)}</Typography>
      <Box sx={{ mt: 1 }}>
        <LinearProgress variant="determinate" value={percent} aria-label="Users updated in their applications" />
      </Box>
    </Paper>
  );
});

/** Shows a save's push job, when it has one, until it finishes. */
export function useFollowUserPush(): (job: UserPushJob | undefined) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (job) => {
      if (!job) return;
      enqueueSnackbar(pushProgressMessage(job), {
        persist: true,
        content: (key) => <UserPushProgress id={key} job={job} />,
      });
    },
    [enqueueSnackbar],
  );
}

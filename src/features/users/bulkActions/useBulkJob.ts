import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useGetUserBulkJobQuery, useListUserBulkJobsQuery, usersApiEnhanced } from '../../../api/users.enhance';
import type { UserBulkJob } from '../../../api/users.gen';

const DISMISSED_KEY = 'userBulkJobDismissed';
const POLL_MS = 1000;

/**
 * The admin's latest bulk job, polled while it runs: it is there again when the list is left and
 * opened again. When a job ends the user lists refresh. Closing its panel hides that job (this tab).
 */
export function useLatestBulkJob(): { job: UserBulkJob | null; dismiss: () => void } {
  const dispatch = useAppDispatch();
  const latest = useListUserBulkJobsQuery().data?.[0];
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY));
  const running = latest?.state === 'running';
  const polled = useGetUserBulkJobQuery({ id: latest?.uuid ?? '' }, { skip: !running, pollingInterval: running ? POLL_MS : 0 }).data;
  const job = polled && polled.uuid === latest?.uuid ? polled : (latest ?? null);

  const wasRunning = useRef(false);
  useEffect(() => {
    const now = job?.state === 'running';
    if (wasRunning.current && !now) {
      dispatch(usersApiEnhanced.util.invalidateTags(['UserList', 'User', 'UserBulkJob']));
    }
    wasRunning.current = now;
  }, [job?.state, dispatch]);

  return {
    job: job && job.uuid !== dismissed ? job : null,
    dismiss: () => {
      if (!job) return;
      sessionStorage.setItem(DISMISSED_KEY, job.uuid);
      setDismissed(job.uuid);
    },
  };
}

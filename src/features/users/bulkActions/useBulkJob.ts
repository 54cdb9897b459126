import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useGetUserBulkJobQuery, useListUserBulkJobsQuery, usersApiEnhanced } from '../../../api/users.enhance';
import type { UserBulkJob } from '../../../api/users.gen';

const DISMISSED_KEY = 'userBulkJobDismissed';
const POLL_MS = 1000;

/**
 * The admin's latest bulk job, polled while it runs: it is there again when the list is left and
 * opened again. When a job ends the user lists refresh, once, even when it ended before it was
 * ever seen running (a job of two users may end before the job list is read again after its
 * start). Closing its panel hides that job (this tab).
 */
export function useLatestBulkJob(): { job: UserBulkJob | null; dismiss: () => void } {
  const dispatch = useAppDispatch();
  const jobs = useListUserBulkJobsQuery().data;
  const latest = jobs?.[0];
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY));
  const running = latest?.state === 'running';
  const polled = useGetUserBulkJobQuery({ id: latest?.uuid ?? '' }, { skip: !running, pollingInterval: running ? POLL_MS : 0 }).data;
  const job = polled && polled.uuid === latest?.uuid ? polled : (latest ?? null);

  // The job whose end the lists already show: the one that had ended when the jobs were first
  // read, then each one seen ended here. undefined until the jobs are read.
  const shown = useRef<string | null | undefined>(undefined);
  const ended = job && job.state !== 'running' ? job.uuid : null;
  useEffect(() => {
    if (!jobs) return;
    if (shown.current === undefined) shown.current = ended;
    else if (ended && ended !== shown.current) {
      shown.current = ended;
      dispatch(usersApiEnhanced.util.invalidateTags(['UserList', 'User', 'UserBulkJob']));
    }
  }, [jobs, ended, dispatch]);

  return {
    job: job && job.uuid !== dismissed ? job : null,
    dismiss: () => {
      if (!job) return;
      sessionStorage.setItem(DISMISSED_KEY, job.uuid);
      setDismissed(job.uuid);
    },
  };
}

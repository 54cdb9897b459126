import { useEffect, useState } from 'react';
import type { ImportPreviewTotals } from '../../../api/users.gen';
import { fetchPreviewTotals } from './bulkRequests';

const POLL_MS = 1000;

/**
 * The server's totals of the preview being uploaded or applied, polled a second after each answer
 * (on the embedded database a poll is answered only once an apply's transaction ends, so polls
 * never pile up). Read around RTK Query: the preview does not exist until the upload's first
 * bytes arrive, nor after it is applied, and that 404 is expected, not SPEC's "Global" not-found.
 */
export function usePreviewProgress(previewId: string | null): ImportPreviewTotals | null {
  const [totals, setTotals] = useState<ImportPreviewTotals | null>(null);
  useEffect(() => {
    setTotals(null);
    if (!previewId) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      const response = await fetchPreviewTotals(previewId);
      if (stopped) return;
      if (response?.ok) setTotals((await response.json()) as ImportPreviewTotals);
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [previewId]);
  return totals;
}

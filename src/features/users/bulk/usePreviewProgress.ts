import { useEffect, useState } from 'react';
import { apiHeaders, previewProgressUrl } from './bulkRequests';

const POLL_MS = 1000;

/**
 * The lines the server has checked of the preview being uploaded, polled every second. Read
 * around RTK Query: the preview does not exist until the upload's first bytes arrive, and that
 * 404 is expected, not SPEC's "Global" not-found.
 */
export function usePreviewProgress(previewId: string | null): number | null {
  const [lines, setLines] = useState<number | null>(null);
  useEffect(() => {
    setLines(null);
    if (!previewId) return undefined;
    let stopped = false;
    const poll = async () => {
      const url = new URL(previewProgressUrl(previewId), window.location.origin);
      const response = await fetch(url, { headers: apiHeaders() }).catch(() => null);
      if (!stopped && response?.ok) setLines(((await response.json()) as { lines: number }).lines);
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [previewId]);
  return lines;
}

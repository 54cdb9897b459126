import type { ImportPreviewTotals } from '../../../api/users.gen';
import { fetchPreviewTotals } from './bulkRequests';
import type { ImportCounts } from './importOutcome';

const POLL_MS = 1000;
/** Polls that reach no answer before the console stops asking (the server down, the network gone). */
const UNANSWERED_LIMIT = 30;
/**
 * Answers in a row saying the preview is neither being applied nor applied before the console
 * believes it: an apply request still on its way (or queued) has not reached the server yet.
 */
const NOT_APPLIED_ANSWERS = 5;

/** What the server says of an apply whose own answer was lost: written, not written, no such preview (expired, or another admin's), or no answer. */
export type ApplyFate = { applied: ImportCounts } | { applied: null } | { gone: true } | { unknown: true };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the preview whether its apply wrote it, when the apply's answer was lost (a proxy's
 * timeout on a long apply, a dropped connection): while the apply runs the preview says how far
 * it is, then what it wrote (`outcome`, committed with the users), or neither when nothing was.
 */
export async function confirmApply(previewId: string): Promise<ApplyFate> {
  for (let unanswered = 0, notApplied = 0; unanswered < UNANSWERED_LIMIT; ) {
    const response = await fetchPreviewTotals(previewId);
    if (response?.ok) {
      const totals = (await response.json()) as ImportPreviewTotals;
      if (totals.outcome) return { applied: totals.outcome };
      notApplied = totals.applied === undefined ? notApplied + 1 : 0;
      if (notApplied === NOT_APPLIED_ANSWERS) return { applied: null };
    } else if (response?.status === 404) {
      return { gone: true };
    } else {
      unanswered++;
    }
    await wait(POLL_MS);
  }
  return { unknown: true };
}

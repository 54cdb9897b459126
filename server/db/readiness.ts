import type { Queryable } from './client';
import { pendingMigrations } from './migrate';

/** How long readiness waits for the database: a probe must get its answer before its own timeout. */
export const READINESS_TIMEOUT_MS = 2000;

/**
 * Why this server cannot serve now, or null when it can: the database answers within
 * `timeoutMs` and every migration of this server's code is applied.
 */
export async function notReadyReason(db: Queryable, timeoutMs = READINESS_TIMEOUT_MS): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const pending = await Promise.race([pendingMigrations(db), timeout]);
    if (pending === 'timeout') return `The database did not answer within ${timeoutMs} ms`;
    return pending.length > 0 ? `Migrations not applied yet: ${pending.join(', ')}` : null;
  } catch {
    return 'The database does not answer';
  } finally {
    clearTimeout(timer);
  }
}

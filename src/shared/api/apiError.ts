// Reads what features need from an RTK Query error: the HTTP status and the problem+json text.

interface ErrorWithStatus {
  status: number | string;
  originalStatus?: number;
  data?: unknown;
  error?: string;
}

function hasStatus(error: unknown): error is ErrorWithStatus {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function problemText(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { detail, title } = data as { detail?: unknown; title?: unknown };
  if (typeof detail === 'string' && detail !== '') return detail;
  if (typeof title === 'string' && title !== '') return title;
  return undefined;
}

/**
 * The HTTP status when there was a response (also when its body could not be parsed), otherwise
 * RTK Query's own kind of failure ('FETCH_ERROR', 'TIMEOUT_ERROR', ...).
 */
export function errorStatus(error: unknown): number | string | undefined {
  if (!hasStatus(error)) return undefined;
  return error.originalStatus ?? error.status;
}

/** The problem+json detail, else its title, else the status, else whatever message there is. */
export function errorMessage(error: unknown): string {
  if (hasStatus(error)) return problemText(error.data) ?? String(errorStatus(error));
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

/** The url of the failed response when the api attached it (a redirect to a login page shows there). */
export function errorUrl(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('url' in error)) return undefined;
  return typeof error.url === 'string' ? error.url : undefined;
}

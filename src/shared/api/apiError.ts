// Reads what features need from an RTK Query error: the HTTP status and a human reason.

interface ErrorWithStatus {
  status: number | string;
  originalStatus?: number;
  data?: unknown;
  error?: string;
}

function hasStatus(error: unknown): error is ErrorWithStatus {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The problem+json detail: the server's own sentence (its title is only the status's name). */
function problemDetail(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { detail } = data as { detail?: unknown };
  return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
}

/** A sentence for a failure the server did not explain, by its status or kind. */
function failureSentence(status: number | string | undefined): string {
  if (status === 'FETCH_ERROR') return 'the server could not be reached';
  if (status === 'TIMEOUT_ERROR') return 'the server did not answer in time';
  if (typeof status !== 'number' || status < 400) return 'an answer from the server that could not be read';
  if (status >= 500) return 'an error on the server';
  return 'a request the server refused';
}

/**
 * The HTTP status when there was a response (also when its body could not be parsed), otherwise
 * RTK Query's own kind of failure ('FETCH_ERROR', 'TIMEOUT_ERROR', ...).
 */
export function errorStatus(error: unknown): number | string | undefined {
  if (!hasStatus(error)) return undefined;
  return error.originalStatus ?? error.status;
}

/**
 * What went wrong, as words that can follow "Due To" or "because of": the problem+json detail,
 * else 'the server could not be reached', 'an error on the server' and the like, never a code.
 * Every message that names a failure's cause takes it from here.
 */
export function errorMessage(error: unknown): string {
  if (hasStatus(error)) return problemDetail(error.data) ?? failureSentence(errorStatus(error));
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

/** What went wrong as a sentence of its own (a dialog's alert): the server's detail, else the cause in words. */
export function failureAlert(error: unknown): string {
  const detail = hasStatus(error) ? problemDetail(error.data) : undefined;
  return detail ?? `The request failed because of ${errorMessage(error)}. Please try again.`;
}

/** The url of the failed response when the api attached it (a redirect to a login page shows there). */
export function errorUrl(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('url' in error)) return undefined;
  return typeof error.url === 'string' ? error.url : undefined;
}

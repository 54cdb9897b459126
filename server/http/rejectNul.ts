import type { FastifyInstance } from 'fastify';
import { badRequest } from './problem';

// PostgreSQL cannot store the NUL character (0x00) in text: one in any input would fail the
// query with a 500. Refused here, once for every route, as the bad input it is.
const NUL_DETAIL = 'Text may not contain the NUL character (0x00)';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, v]) => key.includes('\u0000') || containsNul(v));
  return false;
}

function urlHasNul(url: string): boolean {
  if (/%00/i.test(url)) return true;
  try {
    return decodeURIComponent(url).includes('\u0000');
  } catch {
    return false;
  }
}

export function rejectNulBytes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (urlHasNul(request.url)) throw badRequest(NUL_DETAIL);
  });
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.cookies)) throw badRequest(NUL_DETAIL);
  });
}

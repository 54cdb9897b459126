import type { FastifyInstance } from 'fastify';
import { badRequest } from '../contract/problem';

// PostgreSQL cannot store the NUL character (0x00) in text: one in any input would fail the
// query with a 500. Refused here, once for every route, as the bad input it is.
const NUL_DETAIL = 'Text may not contain the NUL character (0x00)';

/** Nesting deeper than any request of the contract (a few levels) is refused, not walked. */
const MAX_DEPTH = 64;
const TOO_DEEP = 'The request body is nested too deeply';

/**
 * Whether any string or key holds a NUL, walked with a stack of its own: JSON nested thousands deep
 * would overflow the call stack of a recursive walk (a 500). Throws 400 past MAX_DEPTH.
 */
function containsNul(root: unknown): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) throw badRequest(TOO_DEEP);
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return true;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
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

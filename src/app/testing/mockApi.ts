import { setApiOrigin } from '../../api/baseQuery';

export const TEST_API_ORIGIN = 'http://console.test';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown };
type Handler = (request: RecordedRequest) => Reply;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Answers the console's api calls from a table keyed by 'METHOD /path' (path under the api base).
 * Calls not in the table never answer. Returns the requests made, in order.
 */
export function mockApi(handlers: Record<string, Handler | Reply>): RecordedRequest[] {
  setApiOrigin(TEST_API_ORIGIN);
  const requests: RecordedRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/userprofile\/api\/v1/, '');
    const recorded = { method: request.method, path, search: url.search, body: await readBody(request) };
    requests.push(recorded);
    const handler = handlers[`${request.method} ${path}`];
    if (!handler) return new Promise<Response>(() => {});
    const reply = typeof handler === 'function' ? handler(recorded) : handler;
    const contentType = reply.status < 400 ? 'application/json' : 'application/problem+json';
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': contentType },
    });
  });
  return requests;
}

/** The problem+json body of an error reply. */
export function problem(status: number, title: string): Reply {
  return { status, body: { type: 'about:blank', title, status } };
}

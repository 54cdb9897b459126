import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { API_PATH, setApiOrigin } from '../../api/baseQuery';
// The contract's operations as openapi-typescript generates them (npm run codegen), types only.
import type { components, paths } from '../../../server/contract/openapi.gen';

export const TEST_API_ORIGIN = 'http://console.test';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** '/user/{id}' as the paths a call may have: '/user/${string}'. */
type Concrete<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Concrete<Tail>}` : P;
type CallsOf<P extends keyof paths> = {
  [M in Method]: paths[P][M] extends { responses: infer R } ? { call: `${Uppercase<M>} ${Concrete<P & string>}`; responses: R } : never;
}[Method];
type Operation = { [P in keyof paths]: CallsOf<P> }[keyof paths];
/** An operation of the contract as 'METHOD /path' under the api base, path parameters filled in. */
export type ApiCall = Operation['call'];

type BodyOf<Response> = Response extends { content: infer Content } ? Content[keyof Content] : undefined;
type RepliesOf<Responses> = {
  [Status in keyof Responses]: { status: Status extends number ? Status : number; body?: BodyOf<Responses[Status]> };
}[keyof Responses];
/** Any call may also fail in ways the contract does not list (a crash, a proxy's 502, a gateway timeout). */
type ProblemReply = { status: number; body: components['schemas']['Problem'] };
/** The replies the contract declares for a call (each status with its body), or a problem+json error. */
export type ApiReply<Call extends string> =
  | ProblemReply
  | (Operation extends infer O ? (O extends { call: infer C extends string; responses: infer R } ? (Call extends C ? RepliesOf<R> : never) : never) : never);

export interface RecordedRequest {
  method: string;
  /** TEST_API_ORIGIN for the calls through RTK Query; the page's own for same-origin ones (downloads). */
  origin: string;
  path: string;
  search: string;
  body: unknown;
  /** Aborted when the console gave the request up. */
  signal: AbortSignal;
}

type Reply = { status: number; body?: unknown };
type Handler<R = Reply> = (request: RecordedRequest) => R | Promise<R>;

/**
 * The msw server behind mockApi (msw/node: it intercepts the test's fetch, as a browser's service
 * worker would). It listens in the test files that import this module, from their first test to
 * their last, and forgets each test's table after it; a request it has no handler for is an error.
 * The real-server test files (*.server.test.tsx) do not import it, so their calls go out.
 */
export const mockApiServer = setupServer();
beforeAll(() => mockApiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockApiServer.resetHandlers());
afterAll(() => mockApiServer.close());

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Answers the console's api calls from a table keyed by 'METHOD /path' (path under the api base),
 * each reply a status and body that the contract declares for that call (the compiler checks).
 * Calls not in the table never answer; a handler may answer later (return a promise), and one that
 * throws fails the call as the network would. Returns the requests made, in order. A later mockApi
 * in the same test replaces the table.
 */
export function mockApi<Call extends ApiCall>(handlers: { [C in Call]: ApiReply<C> | Handler<ApiReply<C>> }): RecordedRequest[] {
  const table: Record<string, Reply | Handler> = handlers;
  setApiOrigin(TEST_API_ORIGIN);
  const requests: RecordedRequest[] = [];
  const answer: HttpResponseResolver = async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(API_PATH) ? url.pathname.slice(API_PATH.length) : url.pathname;
    const recorded = { method: request.method, origin: url.origin, path, search: url.search, body: await readBody(request), signal: request.signal };
    requests.push(recorded);
    const handler = table[`${request.method} ${path}`];
    if (!handler) return new Promise<never>(() => {});
    let reply: Reply;
    try {
      reply = typeof handler === 'function' ? await handler(recorded) : handler;
    } catch {
      return HttpResponse.error();
    }
    const contentType = reply.status < 400 ? 'application/json' : 'application/problem+json';
    return new HttpResponse(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': contentType },
    });
  };
  // The console's calls through RTK Query go to the api origin; a few (downloads, the import's
  // progress) are same-origin, as the console is served beside the api: the page's origin.
  mockApiServer.use(http.all(`${TEST_API_ORIGIN}/*`, answer), http.all(`${window.location.origin}${API_PATH}/*`, answer));
  return requests;
}

/** A 200 reply; its body is checked against the call's in the mockApi table. */
export function ok<Body>(body: Body) {
  return { status: 200 as const, body };
}

/** The problem+json body of an error reply. */
export function problem<Status extends number>(status: Status, title: string) {
  return { status, body: { type: 'about:blank', title, status } };
}

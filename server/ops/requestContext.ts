import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

// Every request has an id: the caller's X-Request-Id when it is sane, else a new UUID. It is in
// every log line of the request (pino's reqId), in the response's X-Request-Id, and, through the
// request's async context, on the calls the request makes to connectors and the inventory, also
// from work that outlives the answer (push and bulk jobs started by the request).

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is short and plain (it goes into logs and other systems' headers), else a UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export interface RequestScope {
  id: string;
  log: FastifyBaseLogger;
}

const scopes = new AsyncLocalStorage<RequestScope>();
const resources = new WeakMap<FastifyRequest, AsyncResource>();

/** The request whose work is running now (its id and logger), or undefined outside any request. */
export function currentRequest(): RequestScope | undefined {
  return scopes.getStore();
}

/** Echoes the id and keeps the request's scope for its handler: entered at onRequest, entered again after the body was read (stream events lose it), as @fastify/request-context does. */
export function requestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    scopes.run({ id: request.id, log: request.log }, () => {
      resources.set(request, new AsyncResource('userprofile-request'));
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
}

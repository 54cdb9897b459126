import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from '../ops/metrics';

/** Answers without a route (404s and the console's client routes) share one label: URLs are unbounded. */
export const NO_ROUTE = '(none)';

/** Times every answered request under its route pattern (/userprofile/api/v1/user/:id), never its URL. */
export function requestMetrics(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? NO_ROUTE;
    httpRequestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

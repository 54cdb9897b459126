import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { HttpProblem } from '../../contract/problem';
import { notReadyReason } from '../../db/readiness';
import { metricsRegistry } from '../../ops/metrics';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/** With METRICS_TOKEN set, the request must carry it as its bearer token (compared in constant time). */
function hasMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return true;
  const presented = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return crypto.timingSafeEqual(sha256(presented), sha256(token));
}

/** Probes and metrics for the platform (README "Operations"): public, except metrics behind METRICS_TOKEN when it is set. */
export function operationsHandlers(ctx: AppContext): FeatureHandlers<'operations'> {
  return {
    getLiveness: async () => ({ status: 'ok' }),
    async getReadiness(request) {
      const reason = await notReadyReason(ctx.db);
      if (reason) {
        // The probe's route logs from warn up only (app.ts): this is its line.
        request.log.warn({ reason }, 'not ready');
        throw new HttpProblem(503, 'Service Unavailable', reason);
      }
      return { status: 'ok' };
    },
    async getMetrics(request, reply) {
      if (!hasMetricsToken(request, ctx.config.metricsToken)) {
        throw new HttpProblem(401, 'Unauthorized', 'The METRICS_TOKEN bearer token is required', {}, { 'WWW-Authenticate': 'Bearer' });
      }
      return reply.type(metricsRegistry.contentType).header('Cache-Control', 'no-store').send(await metricsRegistry.metrics());
    },
  };
}

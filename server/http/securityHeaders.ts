import type { FastifyInstance } from 'fastify';

/**
 * The console's Content-Security-Policy: scripts only from this origin (no inline script, no
 * eval), no framing. Styles allow 'unsafe-inline' because MUI (emotion) injects its style tags
 * at run time; style injection cannot run script.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers on every response; a route that sets its own CSP (the API reference) keeps it. */
export function securityHeaders(app: FastifyInstance, publicUrl: string) {
  const https = publicUrl.startsWith('https:');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CONSOLE_CSP);
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}

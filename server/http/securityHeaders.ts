import type { FastifyInstance } from 'fastify';

/** What the console's CSP depends on: the suite header service and analytics (server/config.ts). */
export interface CspSources {
  /** HEADER_URL: its origin may serve the header's stylesheet and scripts (and what they fetch). */
  headerUrl?: string;
  /** GA_SITE_ID: the analytics script and its collection endpoints are allowed. */
  gaSiteId?: string;
}

/**
 * Google's own CSP guidance for gtag.js (Google Analytics 4): the script from the tag manager,
 * hits to the analytics collection hosts (fetch/beacon, and image pixels as a fallback).
 */
export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const ANALYTICS_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/**
 * The console's Content-Security-Policy: scripts only from this origin (no inline script, no
 * eval), no framing; plus exactly the configured header origin and, with GA_SITE_ID, the analytics
 * origins. Styles allow 'unsafe-inline' because MUI (emotion) injects its style tags at run time;
 * style injection cannot run script.
 */
export function consoleCsp(sources: CspSources = {}): string {
  const header = sources.headerUrl ? [new URL(sources.headerUrl).origin] : [];
  const analytics = Boolean(sources.gaSiteId);
  const list = (...values: string[]) => values.join(' ');
  return [
    "default-src 'self'",
    list("script-src 'self'", ...header, ...(analytics ? [ANALYTICS_SCRIPT_ORIGIN] : [])),
    list("style-src 'self' 'unsafe-inline'", ...header),
    list("img-src 'self' data:", ...header, ...(analytics ? ANALYTICS_IMG : [])),
    list("font-src 'self' data:", ...header),
    list("connect-src 'self'", ...header, ...(analytics ? ANALYTICS_CONNECT : [])),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy without a header service or analytics. */
export const CONSOLE_CSP = consoleCsp();

/** Powerful browser features the console never uses, refused to it and to anything it loads. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * Headers on every response; a route that sets its own CSP (the API reference) keeps it. What sets
 * no Cache-Control of its own (every API answer: personal data, tokens) is never stored by a
 * browser or proxy; the console's files and the API reference say how they may be cached.
 */
export function securityHeaders(app: FastifyInstance, publicUrl: string, sources: CspSources = {}) {
  const https = publicUrl.startsWith('https:');
  const csp = consoleCsp(sources);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}

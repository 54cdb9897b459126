import type { FastifyRequest } from 'fastify';
import { forbidden } from '../contract/problem';

/**
 * Refuses a credential post that a browser sent from another site (login CSRF: a foreign page's
 * form logging the browser in as the attacker). Browsers send Origin on POST and Sec-Fetch-Site;
 * a request with neither comes from no browser page and has no victim to forge for.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  const foreignOrigin = origin !== undefined && origin !== new URL(publicUrl).origin;
  const foreignSite = site !== undefined && site !== 'same-origin' && site !== 'none';
  if (foreignOrigin || foreignSite) throw forbidden('Credentials may only be posted from this site');
}

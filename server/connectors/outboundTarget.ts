import dns from 'node:dns/promises';
import net from 'node:net';
import { currentRequest, REQUEST_ID_HEADER } from '../ops/requestContext';

// Where the server's own outbound calls (application connectors, the network inventory) may go
// (issue 18 item 19). Link-local addresses and cloud metadata services are refused, because an
// admin-set apiHost pointing there would read the host's cloud credentials, unless
// ALLOW_LINK_LOCAL_TARGETS=true. Redirects are followed only within the origin called.

export const LINK_LOCAL_REFUSED = 'may not be a link-local or cloud metadata address (set ALLOW_LINK_LOCAL_TARGETS=true to allow it)';
const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'metadata.azure.internal', 'instance-data', 'instance-data.ec2.internal']);
const MAX_REDIRECTS = 5;

/** Whether an IP address (v4 or v6, mapped v4 included) is link-local: 169.254.0.0/16, fe80::/10, or AWS's fd00:ec2::254. */
export function isLinkLocalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  const v4 = mapped ? mapped[1] : bare;
  if (net.isIPv4(v4)) return v4.startsWith('169.254.');
  if (!net.isIPv6(bare)) return false;
  return /^fe[89ab][0-9a-f]?:/.test(bare) || bare === 'fd00:ec2::254';
}

/** Why this URL's host may not be called (a literal link-local address or a metadata host name), or null. */
export function forbiddenHostProblem(url: URL, allowLinkLocal: boolean): string | null {
  if (allowLinkLocal) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return METADATA_HOSTS.has(host) || isLinkLocalAddress(host) ? LINK_LOCAL_REFUSED : null;
}

export class OutboundRefused extends Error {}

/** Refuses a URL whose host is, or resolves to, a link-local or metadata address. */
async function assertAllowedTarget(url: URL, allowLinkLocal: boolean): Promise<void> {
  if (allowLinkLocal) return;
  const literal = forbiddenHostProblem(url, false);
  if (literal) throw new OutboundRefused(`${url.origin} ${literal}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return;
  const addresses = await dns.lookup(host, { all: true }).catch(() => []);
  if (addresses.some(({ address }) => isLinkLocalAddress(address))) throw new OutboundRefused(`${url.origin} resolves to a link-local address`);
}

/**
 * fetch, for a target the admin configured: refuses forbidden hosts and follows redirects only
 * within the origin first called (a redirect elsewhere is an error, never followed or stored).
 * Carries the id of the request it is made for (X-Request-Id), so the target's logs can be joined to ours.
 */
export async function fetchWithinOrigin(target: string, init: RequestInit, allowLinkLocal: boolean): Promise<Response> {
  const requestId = currentRequest()?.id;
  if (requestId) init = { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), [REQUEST_ID_HEADER]: requestId } };
  const origin = new URL(target).origin;
  let url = new URL(target);
  for (let hop = 0; ; hop++) {
    await assertAllowedTarget(url, allowLinkLocal);
    const response = await fetch(url, { ...init, redirect: 'manual' });
    const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
    if (!location) return response;
    await response.body?.cancel();
    const next = new URL(location, url);
    if (next.origin !== origin) throw new OutboundRefused(`${origin} redirected to another origin (${next.origin}); not followed`);
    if (hop >= MAX_REDIRECTS) throw new OutboundRefused(`${origin} redirected more than ${MAX_REDIRECTS} times`);
    // A 303 (and, as browsers do, a 301/302 of a POST) continues as a GET without the body.
    const asGet = response.status === 303 || ((response.status === 301 || response.status === 302) && init.method === 'POST');
    if (asGet) init = { ...init, method: 'GET', body: undefined };
    url = next;
  }
}

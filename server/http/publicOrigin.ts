import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../contract/contract';

// With PUBLIC_URL unset the server is configured for http://localhost:<PORT>, and the login only
// works there (the console's redirect URI and the origin check follow PUBLIC_URL). A browser that
// opens the console at another address (issue 18 item 3) is sent to that origin when it can reach
// it (a loopback alias such as 127.0.0.1, or any address from a browser on this machine); any
// other browser gets a page saying which address the server is configured for and how to change it.
// With PUBLIC_URL set nothing is redirected: a reverse proxy may send its own Host.

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** localhost, 127.0.0.0/8, ::1 and IPv4-mapped loopback, as a host name or a client address. */
export function isLoopback(host: string): boolean {
  const bare = host.toLowerCase().replace(/\.$/, '');
  return LOOPBACK_NAMES.has(bare) || bare.endsWith('.localhost') || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

const hostnameOf = (host: string) => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page for a browser that opened the console at an address the server is not configured for. */
export function wrongAddressPage(publicUrl: string, openedHost: string): string {
  const configured = escapeHtml(`${publicUrl}/userprofile/`);
  const example = escapeHtml(`http://${openedHost}`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>userprofile console: wrong address</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>This server is configured for another address</h1>
<p>The userprofile console on this server is configured for <a href="${configured}">${configured}</a>
(the environment variable <code>PUBLIC_URL</code> is not set, so it defaults to <code>http://localhost:&lt;PORT&gt;</code>).
Logging in works only at that address.</p>
<p>You opened it at <code>${escapeHtml(openedHost)}</code>. To use this address, set <code>PUBLIC_URL</code> to the
address users open, for example <code>PUBLIC_URL=${example}</code>, and restart the server.</p>
</body></html>
`;
}

export function publicOriginGuard(app: FastifyInstance, publicUrl: string, publicUrlDefaulted: boolean) {
  if (!publicUrlDefaulted) return;
  const configured = new URL(publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const { url } = request;
    const isPage = url === '/' || url === '/userprofile' || (url.startsWith('/userprofile/') && !url.startsWith(`${API_PREFIX}/`));
    const host = request.headers.host ?? '';
    if (!isPage || host.toLowerCase() === configured.host) return;
    if (isLoopback(hostnameOf(host)) || isLoopback(request.ip)) return reply.redirect(`${configured.origin}${url}`, 302);
    return reply.code(421).type('text/html; charset=utf-8').send(wrongAddressPage(publicUrl, host));
  });
}

import type { FastifyRequest } from 'fastify';

// Logged URLs never carry a secret (issue 18 item 13): reset tokens travel in the path, codes,
// verifiers, tickets and tokens in the query. Each is replaced by `[redacted]` before logging.
const REDACTED = '[redacted]';
const SECRET_PATHS = [/(\/password\/new\/)[^/?#]+/, /(\/password\/token\/verify\/)[^/?#]+/];
const SECRET_QUERY = /^(code|code_verifier|state|nonce|ticket|token|access_token|id_token|refresh_token|client_secret|password|session_state)$/i;

/** The URL with secrets in its path and query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart === -1 ? url : url.slice(0, queryStart);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a badly encoded name is logged as it came
      }
      return SECRET_QUERY.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request log serializer, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

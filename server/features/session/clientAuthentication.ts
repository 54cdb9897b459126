import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { verifyPassword } from '../../auth/passwords';
import { unauthorized } from '../../http/problem';
import { findClient, type AuthClient } from './authorizationCodes';

// Client authentication at /auth/token (RFC 6749 2.3.1). A confidential client (one registered
// with a secret) proves it by HTTP Basic (`client_id:client_secret`, each form-encoded) or by the
// form field client_secret; a public client (no secret, like the console) relies on PKCE alone.
// An unknown client, a missing or a wrong secret all get one answer: 401 invalid_client.

const invalidClient = () => unauthorized('invalid_client: client authentication failed');

interface BasicCredentials {
  clientId: string;
  secret: string;
}

/** The client credentials of an `Authorization: Basic` header; null without one, 'bad' when malformed. */
export function basicCredentials(header: string | undefined): BasicCredentials | null | 'bad' {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!header) return null;
  if (!match) return /^Basic\b/i.test(header) ? 'bad' : null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'bad';
  try {
    const formDecode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { clientId: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return 'bad';
  }
}

/** The registered client the token request is from, after it proved its secret when it has one. */
export async function authenticateClient(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { client_id: string; client_secret?: string },
): Promise<AuthClient> {
  const basic = basicCredentials(request.headers.authorization);
  // A client that tried HTTP Basic is told the scheme again with its 401 (RFC 6749 5.2).
  if (basic !== null) reply.header('www-authenticate', 'Basic realm="userprofile"');
  if (basic === 'bad') throw invalidClient();
  // Basic and the body must name one client; one way of sending the secret only.
  if (basic && (basic.clientId !== body.client_id || body.client_secret !== undefined)) throw invalidClient();
  const client = await findClient(db, body.client_id);
  const secret = basic ? basic.secret : body.client_secret;
  if (!client) {
    await verifyPassword(secret ?? '', undefined); // the same work, so timing tells nothing
    throw invalidClient();
  }
  if (client.secretHash === null) {
    if (secret !== undefined && secret !== '') throw invalidClient();
    return client;
  }
  if (secret === undefined || secret === '' || !(await verifyPassword(secret, client.secretHash))) throw invalidClient();
  return client;
}

import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { verifyPassword } from '../../auth/passwords';
import { invalidClient, invalidRequest } from '../../http/oauthError';
import { findClient, type AuthClient } from './authorizationCodes';

// Client authentication at /auth/token (RFC 6749 2.3.1). A confidential client (one registered
// with a secret) proves it by HTTP Basic (`client_id:client_secret`, each form-encoded; the body
// then needs no client_id) or by the form fields client_id and client_secret; a public client
// (no secret, like the console) sends client_id alone and relies on PKCE. An unknown client, a
// missing or a wrong secret all get one answer: 401 invalid_client.

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
export async function authenticateClient(db: Queryable, request: FastifyRequest, body: { client_id?: string; client_secret?: string }): Promise<AuthClient> {
  const basic = basicCredentials(request.headers.authorization);
  if (basic === 'bad') throw invalidClient();
  // One way of sending the secret only (RFC 6749 2.3); Basic and the body name one client.
  if (basic && body.client_secret !== undefined) throw invalidRequest('the client authenticated both by HTTP Basic and in the body');
  if (basic && body.client_id !== undefined && basic.clientId !== body.client_id) throw invalidClient();
  const clientId = basic ? basic.clientId : body.client_id;
  const secret = basic ? basic.secret : body.client_secret;
  const client = clientId ? await findClient(db, clientId) : null;
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

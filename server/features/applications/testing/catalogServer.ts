import crypto from 'node:crypto';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import type { RoleCatalog } from '../../../connectors/applicationConnector';
import { basicAuthorization } from '../../../connectors/connectorAuth';

export const CATALOG_CREDENTIALS = { username: 'sync-test', password: 'sync-test-secret' } as const;

/** What GET /roles answers: a catalog, another status, a body that is not a catalog, or nothing for delayMs. */
export type CatalogAnswer = { catalog: RoleCatalog } | { status: number } | { body: unknown } | { delayMs: number };

export interface CatalogServer {
  url: string;
  answer(next: CatalogAnswer): void;
  /** Authorization headers GET /roles received, in order. */
  authorizations(): string[];
  tokenRequests(): number;
  close(): Promise<void>;
}

/** A tiny application implementing GET /roles and POST /oauth/token of openapi/connector.yaml. */
export async function startCatalogServer(): Promise<CatalogServer> {
  let current: CatalogAnswer = { catalog: { roles: [], elements: [] } };
  const seen: string[] = [];
  const tokens = new Set<string>();
  let tokenRequests = 0;
  const server = Fastify({ logger: false, forceCloseConnections: true });
  await server.register(formbody);
  server.post('/oauth/token', async (request, reply) => {
    tokenRequests++;
    const fields: [string, string][] = request.body && typeof request.body === 'object' ? Object.entries(request.body).map(([k, v]) => [k, String(v)]) : [];
    const body = new URLSearchParams(fields);
    const valid =
      body.get('grant_type') === 'client_credentials' &&
      body.get('client_id') === CATALOG_CREDENTIALS.username &&
      body.get('client_secret') === CATALOG_CREDENTIALS.password;
    if (!valid) return reply.code(401).send({ message: 'Wrong client credentials' });
    const token = crypto.randomBytes(16).toString('hex');
    tokens.add(token);
    return { access_token: token, token_type: 'Bearer', expires_in: 3600 };
  });
  server.get('/roles', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    seen.push(header);
    const authorized =
      header === basicAuthorization(CATALOG_CREDENTIALS.username, CATALOG_CREDENTIALS.password) ||
      (header.startsWith('Bearer ') && tokens.has(header.slice(7)));
    if (!authorized) return reply.code(401).send({ message: 'Missing or wrong credentials' });
    const answer = current;
    if ('delayMs' in answer) {
      await new Promise((resolve) => setTimeout(resolve, answer.delayMs).unref());
      return { roles: [], elements: [] };
    }
    if ('status' in answer) return reply.code(answer.status).send({ message: 'failing on purpose' });
    if ('body' in answer) return answer.body;
    return answer.catalog;
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    answer: (next) => {
      current = next;
    },
    authorizations: () => [...seen],
    tokenRequests: () => tokenRequests,
    close: () => server.close(),
  };
}

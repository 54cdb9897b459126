import crypto from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type { KnownUser, PushedUser } from '../connectors/applicationConnector';
import { basicAuthorization } from '../connectors/connectorAuth';
import { DEMO_APP_CREDENTIALS, DEMO_APPLICATIONS, type DemoApplication } from './demoCatalog';
import { componentSchemas, peerOperations } from '../contract/peerContracts';

/** A user as a demo application keeps it: what it knew, or what the console last pushed. */
export type DemoUser = KnownUser & Partial<Pick<PushedUser, 'roles' | 'elements'>>;

export interface DemoApps {
  /** Base URL of the server; each application is at `${url}/apps/<slug>`. */
  url: string;
  /** The users one application holds now, by username. */
  usersOf(slug: string): DemoUser[];
  close(): Promise<void>;
}

const TOKEN_TTL_SECONDS = 3600;

/**
 * The demo applications (demoCatalog.ts) on one port, implementing openapi/connector.yaml in
 * memory: HTTP_BASIC with DEMO_APP_CREDENTIALS, or bearer tokens from /oauth/token.
 */
export async function startDemoApps(options: { port: number; host?: string; applications?: readonly DemoApplication[] }): Promise<DemoApps> {
  const applications = new Map((options.applications ?? DEMO_APPLICATIONS).map((app) => [app.slug, app]));
  const stores = new Map<string, Map<string, DemoUser>>(
    [...applications.values()].map((app) => [app.slug, new Map(app.knownUsers.map((u) => [u.username.toLowerCase(), { ...u }]))]),
  );
  const tokens = new Set<string>();
  const expectedBasic = basicAuthorization(DEMO_APP_CREDENTIALS.username, DEMO_APP_CREDENTIALS.password);

  const server = Fastify({ logger: false });
  await server.register(formbody);

  const storeOf = (request: FastifyRequest, reply: FastifyReply) => {
    const store = stores.get((request.params as { slug: string }).slug);
    if (!store) void reply.code(404).send({ message: 'No such application' });
    return store;
  };
  const authorized = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    return header === expectedBasic || (header.startsWith('Bearer ') && tokens.has(header.slice(7)));
  };

  const handlers: Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> = {
    issueToken: async (request, reply) => {
      if (!storeOf(request, reply)) return reply;
      const body = request.body as Record<string, string>;
      if (body.client_id !== DEMO_APP_CREDENTIALS.username || body.client_secret !== DEMO_APP_CREDENTIALS.password) {
        return reply.code(401).send({ message: 'Wrong client credentials' });
      }
      const token = crypto.randomBytes(24).toString('base64url');
      tokens.add(token);
      return { access_token: token, token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS };
    },
    listRoles: async (request, reply) => {
      if (!storeOf(request, reply)) return reply;
      return applications.get((request.params as { slug: string }).slug)?.catalog;
    },
    listUsers: async (request, reply) => {
      const store = storeOf(request, reply);
      if (!store) return reply;
      return [...store.values()].map(({ roles: _roles, elements: _elements, ...known }) => known);
    },
    putUser: async (request, reply) => {
      const store = storeOf(request, reply);
      if (!store) return reply;
      const user = request.body as PushedUser;
      const { username } = request.params as { username: string };
      if (user.username !== username) return reply.code(400).send({ message: 'The body must be a user with the username of the path' });
      store.set(username.toLowerCase(), { ...user });
      return reply.code(204).send();
    },
  };

  // The routes of openapi/connector.yaml under each application's /apps/<slug>, their requests
  // checked by the contract's schemas.
  server.addSchema(componentSchemas('connector'));
  for (const operation of peerOperations('connector')) {
    server.route({
      method: operation.method,
      url: `/apps/:slug${operation.url}`,
      schema: { ...operation.schema, params: { type: 'object', properties: { slug: { type: 'string' }, ...(operation.schema.params?.properties as object) } } },
      preHandler: async (request, reply) => {
        if (operation.secured && !authorized(request)) return reply.code(401).send({ message: 'Missing or wrong credentials' });
      },
      handler: handlers[operation.operationId],
    });
  }

  await server.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  return {
    url: `http://${host}:${port}`,
    usersOf: (slug) => [...(stores.get(slug)?.values() ?? [])],
    close: () => server.close(),
  };
}

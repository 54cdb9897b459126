import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import type { AppContext, Handlers } from './context';
import { openDb, type Db } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed';
import { loadSigningKey } from './auth/jwt';
import { API_PREFIX, loadContract } from './http/contract';
import { authenticate } from './http/authenticate';
import { HttpProblem, errorHandler, notFound, sendProblem } from './http/problem';
import { sessionHandlers } from './features/session/handlers';
import { usersHandlers } from './features/users/handlers';
import { lookupsHandlers } from './features/lookups/handlers';
import { appProfilesHandlers } from './features/appProfiles/handlers';
import { businessProfilesHandlers } from './features/businessProfiles/handlers';
import { visibilityProfilesHandlers } from './features/visibilityProfiles/handlers';
import { bulkUserHandlers } from './features/users/bulk/handlers';
import { IMPORT_FILE_LIMIT_BYTES } from './features/users/bulk/csvUpload';
import { passwordHandlers } from './features/password/handlers';
import { createMailer } from './mail/createMailer';

/** Each feature's handlers, named by operationId; an operation without one answers 501. */
const features: ((ctx: AppContext) => Handlers)[] = [
  sessionHandlers,
  usersHandlers,
  bulkUserHandlers,
  passwordHandlers,
  lookupsHandlers,
  appProfilesHandlers,
  businessProfilesHandlers,
  visibilityProfilesHandlers,
];

export interface App extends FastifyInstance {
  ctx: AppContext;
}

/** The whole server: database (migrated, seeded when empty), API from the contract, console. */
export async function buildApp(config: ServerConfig, options: { db?: Db } = {}): Promise<App> {
  const db = options.db ?? (await openDb(config));
  await migrate(db);
  if (config.seedDemo) await seedDemoData(db, config);
  const signingKey = await loadSigningKey(db);

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true, useDefaults: true } },
    routerOptions: { ignoreTrailingSlash: true },
  }) as unknown as App;
  const ctx: AppContext = { db, config, signingKey, mailer: createMailer(config, app.log) };
  app.decorate('ctx', ctx);
  app.decorateRequest('caller', null);
  app.setErrorHandler(errorHandler);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
  });
  app.addHook('onClose', async () => {
    await ctx.mailer.close();
    if (!options.db) await db.close();
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: IMPORT_FILE_LIMIT_BYTES, files: 1 } });

  registerApi(app, ctx);
  await registerConsole(app, config.consoleDir);
  return app;
}

function registerApi(app: App, ctx: AppContext) {
  const contract = loadContract();
  for (const schema of contract.schemas) app.addSchema(schema);
  const handlers: Handlers = Object.assign({}, ...features.map((feature) => feature(ctx)));
  for (const operation of contract.operations) {
    const handler = handlers[operation.operationId] ?? notImplemented;
    app.route({
      method: operation.method as 'GET',
      url: operation.url,
      schema: operation.schema,
      preHandler: operation.secured ? authenticate(ctx, operation) : undefined,
      handler,
    });
  }
}

async function notImplemented(): Promise<never> {
  throw new HttpProblem(501, 'Not Implemented', 'This operation is not implemented yet');
}

/** The built console at /userprofile/, with client routes falling back to index.html. */
async function registerConsole(app: App, consoleDir: string | null) {
  const indexFile = consoleDir ? path.join(consoleDir, 'index.html') : null;
  const hasConsole = indexFile !== null && fs.existsSync(indexFile);
  if (hasConsole && consoleDir) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/userprofile/',
      index: false,
      wildcard: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.get('/', (_request, reply) => reply.redirect('/userprofile/'));
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && request.url.startsWith('/userprofile') && !request.url.startsWith(API_PREFIX);
    if (isPage && hasConsole) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(reply, notFound(`No route ${request.method} ${request.url.split('?')[0]}`));
  });
}

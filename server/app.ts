import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { ContractHandlers } from './http/handlerTypes';
import { openDb, type Db } from './db/client';
import { migrate } from './db/migrate';
import { ensureBuiltins } from './db/builtins';
import { bootstrapAdmin, checkBootstrapSettings } from './bootstrap/bootstrapAdmin';
import { schedulePurge } from './db/purgeExpired';
import { seedDemoData } from './demo/seed';
import { issuerOf } from './auth/jwt';
import { ensureSigningKey, KeyRing } from './auth/signingKeys';
import { API_PREFIX, loadContract } from './contract/contract';
import { authenticate } from './auth/authenticate';
import { registerOperations } from './http/registerOperations';
import { rejectNulBytes } from './http/rejectNul';
import { requestSerializer } from './http/redactUrl';
import { clientErrorHandler, frameworkErrors, MAX_PARAM_LENGTH } from './http/frameworkErrors';
import { securityHeaders } from './http/securityHeaders';
import { publicOriginGuard } from './http/publicOrigin';
import { registerApiReference } from './http/apiReference';
import { registerCompression } from './http/compression';
import { lazySchemaCompilers } from './http/lazySchemaCompilers';
import { notFound, sendProblem } from './contract/problem';
import { errorHandler } from './http/errorHandler';
import { sessionHandlers } from './features/session/handlers';
import { providerHandlers } from './features/session/providerHandlers';
import { loginStepHandlers } from './features/mfa/loginSteps';
import { accountHandlers } from './features/mfa/accountHandlers';
import { userSessionsHandlers } from './features/mfa/userSessionsHandlers';
import { registerAuthorizationPage } from './features/session/authorizationPage';
import { usersHandlers } from './features/users/handlers';
import { lookupsHandlers } from './features/lookups/handlers';
import { applicationsHandlers } from './features/applications/handlers';
import { appProfilesHandlers } from './features/appProfiles/handlers';
import { businessProfilesHandlers } from './features/businessProfiles/handlers';
import { visibilityProfilesHandlers } from './features/visibilityProfiles/handlers';
import { bulkUserHandlers } from './features/users/bulk/handlers';
import { IMPORT_FILE_LIMIT_BYTES } from './shared/uploadLimits';
import { passwordHandlers } from './features/password/handlers';
import { customerCompaniesHandlers } from './features/customerCompanies/handlers';
import { authClientsHandlers } from './features/authClients/handlers';
import { auditHandlers } from './features/audit/handlers';
import { accessHandlers } from './features/access/handlers';
import { createMailer } from './mail/createMailer';
import { BackgroundWork } from './backgroundWork';
import { bulkJobHandlers } from './features/users/bulkJobs/handlers';
import { operationsHandlers } from './features/operations/handlers';
import { requestContext, requestIdOf } from './ops/requestContext';
import { requestMetrics } from './http/requestMetrics';
import { closeIdleWhileClosing } from './http/closeIdleWhileClosing';
import { watchDbPool } from './ops/metrics';

/** Every operation's handler, by feature (tag); the type makes the map match the contract exactly. */
function contractHandlers(ctx: AppContext): ContractHandlers {
  return {
    session: { ...sessionHandlers(ctx), ...providerHandlers(ctx), ...loginStepHandlers(ctx) },
    account: accountHandlers(ctx),
    userSessions: userSessionsHandlers(ctx),
    users: { ...usersHandlers(ctx), ...bulkUserHandlers(ctx), ...bulkJobHandlers(ctx) },
    password: passwordHandlers(ctx),
    lookups: lookupsHandlers(ctx),
    applications: applicationsHandlers(ctx),
    appProfiles: appProfilesHandlers(ctx),
    businessProfiles: businessProfilesHandlers(ctx),
    visibilityProfiles: visibilityProfilesHandlers(ctx),
    authClients: authClientsHandlers(ctx),
    customerCompanies: customerCompaniesHandlers(ctx),
    audit: auditHandlers(ctx),
    access: accessHandlers(ctx),
    operations: operationsHandlers(ctx),
  };
}

export interface App extends FastifyInstance {
  ctx: AppContext;
  /** Resolves once no purge of expired rows is running (one starts with the server). */
  purgeIdle(): Promise<void>;
}

/** The whole server: database (migrated, seeded when empty), API from the contract, console. */
export async function buildApp(config: ServerConfig, options: { db?: Db; logStream?: { write(line: string): void } } = {}): Promise<App> {
  // A bad BOOTSTRAP_ADMIN_* stops the start before the database is opened.
  checkBootstrapSettings({ username: config.bootstrapAdminUsername, password: config.bootstrapAdminPassword });
  const db = options.db ?? (await openDb(config));
  await migrate(db);
  await ensureBuiltins(db);
  if (config.seedDemo) await seedDemoData(db, config);
  const bootstrapNote = await bootstrapAdmin(db, {
    username: config.bootstrapAdminUsername,
    password: config.bootstrapAdminPassword,
    publicUrl: config.publicUrl,
  });
  await ensureSigningKey(db, { maxAgeSeconds: config.signingKeyMaxAgeDays * 86_400, tokenTtlSeconds: config.accessTokenTtlSeconds });

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: requestSerializer }, stream: options.logStream },
    // JSON lines (pino), each with the request's reqId (ops/requestContext.ts).
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true, useDefaults: true } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: lazySchemaCompilers },
  }) as unknown as App;
  const ctx: AppContext = { db, config, keys: new KeyRing(db, config.accessTokenTtlSeconds), issuer: issuerOf(config.publicUrl), mailer: createMailer(config, app.log), background: new BackgroundWork() };
  app.decorate('ctx', ctx);
  if (bootstrapNote) app.log.warn(bootstrapNote);
  app.decorateRequest('caller', null);
  app.decorateRequest('callerSid', null);
  app.setErrorHandler(errorHandler);
  requestContext(app);
  closeIdleWhileClosing(app);
  requestMetrics(app);
  rejectNulBytes(app);
  securityHeaders(app, config.publicUrl, { headerUrl: config.suiteHeader?.url, gaSiteId: config.gaSiteId });
  publicOriginGuard(app, config.publicUrl, config.publicUrlDefaulted);
  const purge = schedulePurge(
    db,
    config.purgeIntervalMinutes,
    (error) => app.log.warn({ err: error }, 'purging expired rows failed'),
    config.auditRetentionDays,
  );
  app.decorate('purgeIdle', purge.idle);
  const unwatchPool = db.poolStats ? watchDbPool(db.poolStats) : () => undefined;
  app.addHook('onClose', async () => {
    unwatchPool();
    await ctx.background.close();
    await purge.stop();
    await ctx.mailer.close();
    if (!options.db) await db.close();
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: IMPORT_FILE_LIMIT_BYTES, files: 1 } });
  await registerCompression(app);

  registerApi(app, ctx);
  registerAuthorizationPage(app, ctx);
  registerApiReference(app);
  await registerConsole(app, config.consoleDir);
  return app;
}

// Probes come every few seconds: their answers are logged only from warn up (a failed readiness is).
const PROBES = new Set(['getLiveness', 'getReadiness']);

function registerApi(app: App, ctx: AppContext) {
  registerOperations(app, loadContract(), contractHandlers(ctx), (operation) => ({
    // onRequest: who may call is settled before the body is parsed or validated, so a caller
    // without a token or the role learns nothing of the operation's schema.
    ...(operation.secured ? { onRequest: authenticate(ctx, operation) } : {}),
    ...(PROBES.has(operation.operationId) ? { logLevel: 'warn' } : {}),
  }));
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
      // Serves x.js.br or x.js.gz (built beside x.js) by Accept-Encoding.
      preCompressed: true,
      // Off, or send's own `max-age=0` would replace the Cache-Control set below.
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'accept-encoding');
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

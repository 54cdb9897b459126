import crypto from 'node:crypto';
import { buildApp, type App } from '../app';
import type { Db } from '../db/client';
import type { ServerConfig } from '../config';
import { CONSOLE_CLIENT_ID } from '../db/builtins';
import { signAccessToken } from '../auth/jwt';
import {
  clonePgliteTemplate,
  createPostgresDatabase,
  pointDemoApplicationsAt,
  dropPostgresDatabase,
  startsFromTemplate,
  testServerConfig,
  TEST_PASSWORD,
} from './databaseTemplate';

export { TEST_PASSWORD };

/**
 * A real server with a database of its own for one test file: a copy of the run's migrated and
 * seeded template (server/testing/databaseTemplate.ts), in-memory PGlite or, when the suite runs
 * against PostgreSQL (TEST_DATABASE_URL and the server-postgres project), a scratch database
 * dropped after the file. buildApp still migrates and seeds it, which does nothing on a copy.
 * Overrides that change what start writes get a blank database that buildApp prepares for them.
 */
export async function startTestApp(
  overrides: Partial<ServerConfig> = {},
  { logStream }: { logStream?: { write(line: string): void } } = {},
): Promise<App & { stop(): Promise<void> }> {
  // A test's own demo application server is written into a template copy after start.
  const { demoAppsUrl, ...settings } = overrides;
  const fromTemplate = startsFromTemplate(settings);
  const database = await testDatabase(fromTemplate, overrides.databaseUrl !== undefined);
  const app = await buildApp(testServerConfig({ ...database.config, ...overrides }), { ...database.options, logStream });
  if (fromTemplate && demoAppsUrl !== undefined) await pointDemoApplicationsAt(app.ctx.db, demoAppsUrl);
  return Object.assign(app, {
    async stop() {
      await app.close();
      await database.drop();
    },
  });
}

/**
 * Servers that differ only in settings start does not write into the database (headers, SSO, public
 * URL...), all on one copy of the template: each copy costs a test file a quarter of a second.
 */
export async function testAppsOnOneDatabase() {
  const database = await testDatabase(true, false);
  const apps: App[] = [];
  return {
    async start(overrides: Partial<ServerConfig> = {}): Promise<App> {
      if (!startsFromTemplate(overrides)) throw new Error(`these settings change the database: ${Object.keys(overrides).join(', ')}`);
      const app = await buildApp(testServerConfig({ ...database.config, ...overrides }), database.options);
      apps.push(app);
      return app;
    },
    async stop() {
      await Promise.all(apps.map((app) => app.close()));
      await database.drop();
    },
  };
}

/** A test database: a template copy or a blank one, on PGlite or the suite's PostgreSQL. */
async function testDatabase(fromTemplate: boolean, ownDatabaseUrl: boolean) {
  const adminUrl = process.env.USE_TEST_POSTGRES === '1' ? process.env.TEST_DATABASE_URL : undefined;
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl, fromTemplate) : null;
  // A test's dataDir holds its mail templates and outbox; the database is still a template copy.
  const db: Db | null = adminUrl || ownDatabaseUrl ? null : await clonePgliteTemplate(fromTemplate ? 'seeded' : 'blank');
  return {
    config: { databaseUrl: postgres?.url } satisfies Partial<ServerConfig>,
    options: db ? { db } : {},
    async drop() {
      await db?.close();
      if (adminUrl && postgres) await dropPostgresDatabase(adminUrl, postgres.name);
    },
  };
}

export function pkcePair() {
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge, state: crypto.randomBytes(16).toString('base64url') };
}

export function authorizeRequest(challenge: string, state: string, publicUrl = 'http://localhost:8080') {
  return {
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: `${publicUrl}/userprofile/selfcallback`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    response_type: 'code',
    scope: 'openid',
  };
}

/** The console's whole login through the provider; returns the access token. */
export async function loginAs(app: App, username: string, password = TEST_PASSWORD): Promise<string> {
  const { verifier, challenge, state } = pkcePair();
  const authorized = await app.inject({
    method: 'POST',
    url: '/userprofile/api/v1/auth/authorize',
    payload: { credentials: { username, password }, authorizeRequest: authorizeRequest(challenge, state, app.ctx.config.publicUrl) },
  });
  if (authorized.statusCode !== 200) throw new Error(`login of ${username} failed: ${authorized.statusCode} ${authorized.body}`);
  const code = new URL(authorized.json<{ redirectUrl: string }>().redirectUrl).searchParams.get('code');
  const token = await app.inject({
    method: 'POST',
    url: '/userprofile/api/v1/auth/token',
    payload: { client_id: CONSOLE_CLIENT_ID, code, code_verifier: verifier, grant_type: 'authorization_code' },
  });
  return token.json<{ access_token: string }>().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers an OAuth2 client as an ERRIGAL_ADMIN does on the client screens; returns its uuid and client ID. */
export async function registerClient(app: App, client: { name: string; redirect: string; secret: string }) {
  const admin = await loginAs(app, 'demo.errigal');
  const saved = await app.inject({
    method: 'POST',
    url: '/userprofile/api/v1/authClient/update',
    headers: bearer(admin),
    payload: { name: client.name, description: client.name, allowedRedirectTarget: client.redirect, clientSecret: client.secret },
  });
  const got = await app.inject({ method: 'GET', url: `/userprofile/api/v1/authClient/get/${saved.json().uuid}`, headers: bearer(admin) });
  return got.json<{ uuid: string; clientId: string }>();
}

/**
 * A valid access token of a live session whose user has no console role (a NOC Operator): it
 * claims ADMIN, which the server does not take from the token (roles are read with the session).
 */
export async function tokenWithoutConsoleRole(app: App): Promise<string> {
  const [user] = await app.ctx.db.query<{ uuid: string; username: string }>(
    `select u.uuid, u.username from app_user u join business_profile b on b.uuid = u.business_profile_uuid
      where b.name = 'NOC Operator' and u.active order by u.username limit 1`,
  );
  const [{ sid }] = await app.ctx.db.query<{ sid: string }>(
    "insert into provider_session (id_hash, user_uuid, expires_at) values ($1, $2, now() + interval '1 hour') returning sid",
    [crypto.randomBytes(32).toString('hex'), user.uuid],
  );
  return signAccessToken(
    app.ctx.keys,
    app.ctx.issuer,
    { sub: user.uuid, username: user.username, roles: ['ADMIN'], company: null, sid, client_id: CONSOLE_CLIENT_ID, scope: 'openid' },
    60,
  );
}

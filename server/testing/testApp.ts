import crypto from 'node:crypto';
import { Client } from 'pg';
import { buildApp, type App } from '../app';
import { testConfig, type ServerConfig } from '../config';
import { CONSOLE_CLIENT_ID } from '../features/session/handlers';

export const TEST_PASSWORD = 'Test-Password-1';

/**
 * A real server with a fresh database for one test file: in-memory PGlite, or, when the suite
 * runs against PostgreSQL (TEST_DATABASE_URL and the server-postgres project), a scratch
 * database created for this file and dropped after it.
 */
export async function startTestApp(overrides: Partial<ServerConfig> = {}): Promise<App & { stop(): Promise<void> }> {
  const adminUrl = process.env.USE_TEST_POSTGRES === '1' ? process.env.TEST_DATABASE_URL : undefined;
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (adminUrl) {
    dbName = `up_test_${crypto.randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (c) => c.query(`create database ${dbName}`));
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const app = await buildApp(testConfig({ demoPassword: TEST_PASSWORD, databaseUrl, ...overrides }));
  return Object.assign(app, {
    async stop() {
      await app.close();
      if (adminUrl && dbName) await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${dbName} with (force)`));
    },
  });
}

async function withAdmin(url: string, fn: (client: Client) => Promise<unknown>) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

export function pkcePair() {
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge, state: crypto.randomBytes(16).toString('base64url') };
}

export function authorizeRequest(challenge: string, state: string) {
  return {
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: 'http://localhost:8080/userprofile/selfcallback',
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
    payload: { credentials: { username, password }, authorizeRequest: authorizeRequest(challenge, state) },
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

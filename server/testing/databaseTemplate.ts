import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Client } from 'pg';
import { buildApp } from '../app';
import { pgliteDb, type Db } from '../db/client';
import { testConfig, type ServerConfig } from '../config';

// Every server test file starts from one database that the server's own start prepared
// (buildApp: migrations, built-ins, demo data, signing key), made once per Jest run by the
// global setup (server/testing/templateSetup.ts) from the code as it is now, never stored: a new
// migration or seed change shows in the next run. PGlite: dumps of its data dir in a temp dir,
// loaded by each file. PostgreSQL: a template database that each file's database is created from.

export const TEST_PASSWORD = 'Test-Password-1';
const PGLITE_DUMP_ENV = 'TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';

/** The server config of tests: the template's, with a test file's overrides. */
export const testServerConfig = (overrides: Partial<ServerConfig> = {}) => testConfig({ demoPassword: TEST_PASSWORD, ...overrides });

// Settings that buildApp does not write into the database at start. A test file overriding only
// these starts from the template; any other override (demoAppsUrl goes into the demo data, for
// one) gets a database migrated and seeded for it.
const NOT_IN_DATABASE = new Set<string>([
  'dataDir',
  'publicUrl',
  'consoleDir',
  'smtpUrl',
  'logLevel',
  'layoutCode',
  'accessTokenTtlSeconds',
  'providerSessionTtlSeconds',
  'passwordResetTtlMinutes',
  'connectorTimeoutMs',
  'purgeIntervalMinutes',
  'loginThrottle',
  'suiteHeader',
  'gaSiteId',
  'enterpriseSso',
] satisfies (keyof ServerConfig)[]);

export const startsFromTemplate = (overrides: Partial<ServerConfig>) => Object.keys(overrides).every((key) => NOT_IN_DATABASE.has(key));

/**
 * Global setup: two PGlite data dir dumps in a temp dir: `blank` (a new database, before anything
 * the server does at start) and `seeded` (after buildApp prepared it), made once per Jest run
 * (the console and server projects' setups run in one process). Returns the dir.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const made = process.env[PGLITE_DUMP_ENV];
  if (made && fs.existsSync(made)) return made;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'up-test-template-'));
  const pg = new PGlite({ dataDir: 'memory://', initDbStartParams: SMALL_DATA_DIR });
  await pg.waitReady;
  await dropTemplateDatabases(pg);
  await writeDump(pg, path.join(dir, 'blank.tar'));
  await (await buildApp(testServerConfig(), { db: await pgliteDb(pg) })).close();
  await writeDump(pg, path.join(dir, 'seeded.tar'));
  await pg.close();
  process.env[PGLITE_DUMP_ENV] = dir;
  return dir;
}

// A test database's data dir is copied into every test file's PGlite, and PostgreSQL sizes some of
// it for a long-lived server: 16 MB WAL segments (with up to 80 MB of old ones kept for reuse) and
// 128 MB of shared buffers, set up at every start. Small ones make a copy load in about half the
// time; neither changes what any query does.
const SMALL_DATA_DIR = ['--wal-segsize=1', '-c', 'min_wal_size=2MB', '-c', 'shared_buffers=16MB'];

// PGlite's template0 and template1 are over a third of a dump (42 MB with them, 27 without), and
// loading a dump costs in proportion: without them a test file's database opens in half the time.
// Nothing in the tests creates a database, the only use of templates.
async function dropTemplateDatabases(pg: PGlite) {
  await pg.query("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
  for (const name of ['template0', 'template1']) await pg.query(`drop database ${name}`);
}

async function writeDump(pg: PGlite, file: string) {
  await pg.query('checkpoint');
  fs.writeFileSync(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
}

export function removePgliteTemplate() {
  const dir = process.env[PGLITE_DUMP_ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * An in-memory database of its own for one test file, loaded from a dump (much quicker than
 * PGlite making a new one): the seeded template, or a blank database that buildApp then migrates
 * and seeds with the file's own settings. Null when the global setup made no dumps.
 */
export async function clonePgliteTemplate(kind: 'seeded' | 'blank'): Promise<Db | null> {
  const dump = templateDump(kind);
  return dump ? pgliteDb(new PGlite({ loadDataDir: dump })) : null;
}

/** One of the run's dumps, or null when the global setup made none. */
function templateDump(kind: 'seeded' | 'blank'): Blob | null {
  const dir = process.env[PGLITE_DUMP_ENV];
  return dir ? new Blob([fs.readFileSync(path.join(dir, `${kind}.tar`))]) : null;
}

/** Writes the seeded template into a PGlite data dir on disk, as a server that started there once would have left it. */
export async function writePgliteTemplateTo(dataDir: string) {
  const dump = templateDump('seeded');
  if (!dump) throw new Error("no PGlite template: the server project's global setup makes it");
  const pg = new PGlite({ dataDir, loadDataDir: dump });
  await pg.waitReady;
  await pg.close();
}

/** Global setup: the PostgreSQL template database, prepared like a server start prepares one. */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `up_test_template_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  await (await buildApp(testServerConfig({ databaseUrl: databaseUrl(adminUrl, name) }))).close();
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return name;
}

export async function dropPostgresTemplate(adminUrl: string) {
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  if (name) await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** A scratch database for one test file: a copy of the template when there is one and useTemplate, else empty. */
export async function createPostgresDatabase(adminUrl: string, useTemplate: boolean): Promise<{ name: string; url: string }> {
  const name = `up_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = useTemplate ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return { name, url: databaseUrl(adminUrl, name) };
}

export async function dropPostgresDatabase(adminUrl: string, name: string) {
  await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin(url: string, fn: (client: Client) => Promise<unknown>) {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Client } from 'pg';
import { buildApp } from '../app';
import { pgliteDb, type Db, type Queryable } from '../db/client';
import { pgliteExtensions } from '../db/pgliteExtensions';
import { DEMO_APPLICATIONS, demoApiHost } from '../demoApps/demoCatalog';
import { testConfig, type ServerConfig } from '../config';

// Every server test file starts from one database that the server's own start prepared
// (buildApp: migrations, built-ins, demo data, signing key), made by the global setups
// (pgliteTemplateSetup.ts, postgresTemplateSetup.ts) from the code as it is now: a new migration
// or seed change shows in the next run. PGlite: dumps of its data dir in a temp dir named by a
// hash of the server's code, kept for the next run of the same code; each test file's database is
// loaded from one of them (PGlite's own loadDataDir, the mechanism behind its clone()).
// PostgreSQL: a template database that each file's database is created from, made every run.

export const TEST_PASSWORD = 'Test-Password-1';
const PGLITE_DUMP_ENV = 'TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';

/** The server config of tests: the template's, with a test file's overrides. */
export const testServerConfig = (overrides: Partial<ServerConfig> = {}) => testConfig({ demoPassword: TEST_PASSWORD, ...overrides });

// Settings that buildApp does not write into the database at start. A test file overriding only
// these starts from the template; any other override gets a database migrated and seeded for it
// (but demoAppsUrl, which startTestApp writes into a copy: see pointDemoApplicationsAt).
const NOT_IN_DATABASE = new Set<string>([
  'dataDir',
  'publicUrl',
  'publicUrlDefaulted',
  'consoleDir',
  'smtpUrl',
  'logLevel',
  'layoutCode',
  'accessTokenTtlSeconds',
  'providerSessionTtlSeconds',
  'passwordResetTtlMinutes',
  'connectorTimeoutMs',
  'purgeIntervalMinutes',
  'auditRetentionDays',
  'loginThrottle',
  'suiteHeader',
  'gaSiteId',
  'enterpriseSso',
  'mfaRequiredRoles',
  'idpRequireMfa',
  'metricsToken',
] satisfies (keyof ServerConfig)[]);

export const startsFromTemplate = (overrides: Partial<ServerConfig>) => Object.keys(overrides).every((key) => NOT_IN_DATABASE.has(key));

/**
 * The seed points the demo applications at the config's demoAppsUrl; on a template copy, a test's
 * own demo application server takes the template's place (what seeding with it would have written).
 */
export async function pointDemoApplicationsAt(db: Queryable, demoAppsUrl: string) {
  const seededWith = testServerConfig().demoAppsUrl;
  for (const demo of DEMO_APPLICATIONS) {
    await db.kysely
      .updateTable('application')
      .set({ api_host: demoApiHost(demoAppsUrl, demo.slug) })
      .where('name', '=', demo.name)
      .where('api_host', '=', demoApiHost(seededWith, demo.slug))
      .execute();
  }
}

/**
 * Global setup: two PGlite data dir dumps, `blank` (a new database, before anything the server
 * does at start) and `seeded` (after buildApp prepared it), in a temp dir named by a hash of
 * everything they are made from (the server's code, the contract, the locked packages). A run
 * after a change to any of it makes them anew; a run after a change to tests or the console
 * reuses them, ~3 s sooner. Returns the dir.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const made = process.env[PGLITE_DUMP_ENV];
  if (made && fs.existsSync(made)) return made;
  const dir = path.join(os.tmpdir(), `${TEMPLATE_DIR_PREFIX}${templateSourcesHash()}`);
  if (fs.existsSync(dir)) fs.utimesSync(dir, new Date(), new Date());
  else await makePgliteTemplate(dir);
  process.env[PGLITE_DUMP_ENV] = dir;
  return dir;
}

const TEMPLATE_DIR_PREFIX = 'userprofile-test-template-';
const repositoryRoot = path.join(__dirname, '..', '..');

/** A hash of the files a template is made from: the server's non-test files, the contract, package-lock.json. */
function templateSourcesHash(): string {
  const hash = crypto.createHash('sha256');
  const add = (file: string) => hash.update(path.relative(repositoryRoot, file)).update(fs.readFileSync(file));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.endsWith('.test.ts')) add(file);
    }
  };
  walk(path.join(repositoryRoot, 'server'));
  walk(path.join(repositoryRoot, 'openapi'));
  add(path.join(repositoryRoot, 'package-lock.json'));
  return hash.digest('hex').slice(0, 16);
}

async function makePgliteTemplate(dir: string) {
  // Made aside and renamed into place, so a run beside this one never reads half a template.
  const partial = fs.mkdtempSync(`${dir}-partial-`);
  const pg = new PGlite({ dataDir: 'memory://', initDbStartParams: SMALL_DATA_DIR, extensions: pgliteExtensions });
  await pg.waitReady;
  // A copy opens with crash recovery (the dumps are of a running database), whose progress report
  // leaves a 10-s timer behind that would keep a worker with an idle copy from exiting.
  await pg.query('alter system set log_startup_progress_interval = 0');
  await dropTemplateDatabases(pg);
  await writeDump(pg, path.join(partial, 'blank.tar'));
  await (await buildApp(testServerConfig(), { db: await pgliteDb(pg) })).close();
  await writeDump(pg, path.join(partial, 'seeded.tar'));
  await pg.close();
  fs.renameSync(partial, dir);
  // Templates of earlier code, unused for an hour (a run uses its template for minutes at most).
  for (const name of fs.readdirSync(os.tmpdir()).filter((entry) => entry.startsWith(TEMPLATE_DIR_PREFIX))) {
    const old = path.join(os.tmpdir(), name);
    if (Date.now() - fs.statSync(old).mtimeMs > 3_600_000) fs.rmSync(old, { recursive: true, force: true });
  }
}

// A test database's data dir is copied into every test file's PGlite, and PostgreSQL sizes some of
// it for a long-lived server: 16 MB WAL segments (with up to 80 MB of old ones kept for reuse) and
// 128 MB of shared buffers, set up at every start. Small ones make a copy load in about half the
// time; neither changes what any query does. Without recycling, the seed's spent WAL segments are
// removed instead of kept as future ones: the seeded dump is 12.2 MB instead of 18.5 (6 of them),
// which every test file's in-memory copy holds (no faster to load: 148 against 155 ms, warm).
const SMALL_DATA_DIR = ['--wal-segsize=1', '-c', 'min_wal_size=2MB', '-c', 'wal_recycle=off', '-c', 'shared_buffers=16MB'];

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

/**
 * An in-memory database of its own for one test file, loaded from a dump (much quicker than
 * PGlite making a new one): the seeded template, or a blank database that buildApp then migrates
 * and seeds with the file's own settings. Null when the global setup made no dumps.
 */
export async function clonePgliteTemplate(kind: 'seeded' | 'blank'): Promise<Db | null> {
  if (!process.env[PGLITE_DUMP_ENV]) return null;
  return pgliteDb(new PGlite({ loadDataDir: templateDump(kind), extensions: pgliteExtensions }));
}

/** One of the run's dumps (the server project's global setup makes them). */
export function templateDump(kind: 'seeded' | 'blank'): Blob {
  const dir = process.env[PGLITE_DUMP_ENV];
  if (!dir) throw new Error("no PGlite template: the server project's global setup makes it");
  return new Blob([fs.readFileSync(path.join(dir, `${kind}.tar`))]);
}

/** Writes the seeded template into a PGlite data dir on disk, as a server that started there once would have left it. */
export async function writePgliteTemplateTo(dataDir: string) {
  const pg = new PGlite({ dataDir, loadDataDir: templateDump('seeded'), extensions: pgliteExtensions });
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

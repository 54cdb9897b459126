import fs from 'node:fs';
import path from 'node:path';
import { openDb, type Db } from './client';
import { applyPendingMigrations, migrate, pendingMigrations } from './migrate';
import { sqlFolderMigrations, splitStatements } from './sqlMigrations';
import { MIGRATIONS_DIR } from '../paths';
import { clonePgliteTemplate, createPostgresDatabase, dropPostgresDatabase } from '../testing/databaseTemplate';
import { startTestApp } from '../testing/testApp';

const postgresAdminUrl = process.env.USE_TEST_POSTGRES === '1' ? process.env.TEST_DATABASE_URL : undefined;

let app: Awaited<ReturnType<typeof startTestApp>>;
let allMigrations: string[];

beforeAll(async () => {
  app = await startTestApp();
  allMigrations = Object.keys(await sqlFolderMigrations.getMigrations()).sort();
});
afterAll(() => app.stop());

const advisoryLocksHeld = async () =>
  (await app.ctx.db.query<{ n: number }>("select count(*)::int as n from pg_locks where locktype = 'advisory' and granted"))[0].n;

it("the Migrator's run while the pool is busy applies nothing to a migrated database and leaves no advisory lock held", async () => {
  // Busy connections make a pool hand out different ones; the lock must still be released on
  // the connection that took it.
  const busy = Array.from({ length: 6 }, () => app.ctx.db.query('select pg_sleep(0.05)'));
  const [applied] = await Promise.all([applyPendingMigrations(app.ctx.db), ...busy, ...busy.map(() => app.ctx.db.query('select pg_sleep(0.02)'))]);
  expect(applied).toEqual([]);
  expect(await advisoryLocksHeld()).toBe(0);
});

/**
 * A blank database (before anything a server does at start) as two servers starting at once see
 * it: on PostgreSQL two pools, as two processes have; PGlite is one process's, so one Db twice.
 */
async function blankDatabaseOfTwoServers(): Promise<{ servers: Db[]; drop(): Promise<void> }> {
  if (!postgresAdminUrl) {
    const db = (await clonePgliteTemplate('blank'))!;
    return { servers: [db, db], drop: () => db.close() };
  }
  const { name, url } = await createPostgresDatabase(postgresAdminUrl, false);
  const servers = await Promise.all([1, 2].map(() => openDb({ databaseUrl: url, dataDir: '' })));
  return {
    servers,
    async drop() {
      await Promise.all(servers.map((db) => db.close()));
      await dropPostgresDatabase(postgresAdminUrl, name);
    },
  };
}

const appliedNames = async (db: Db) => (await db.query<{ name: string }>('select name from kysely_migration order by name')).map((row) => row.name);

it('two servers migrating a new database at once apply every migration once', async () => {
  const { servers, drop } = await blankDatabaseOfTwoServers();
  try {
    const [first, second] = await Promise.all(servers.map(migrate));
    expect([...first, ...second].sort()).toEqual(allMigrations);
    expect(await appliedNames(servers[0])).toEqual(allMigrations);
    expect(await pendingMigrations(servers[0])).toEqual([]);
  } finally {
    await drop();
  }
});

/** What the bookkeeping before Kysely's Migrator did: each migration in a transaction, its name in schema_migration. */
async function migrateByPreviousBookkeeping(db: Db, names: string[]) {
  await db.query('create table schema_migration (name text primary key, applied_at timestamptz not null default now())');
  for (const name of names) {
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8'))) await tx.query(statement);
      await tx.query('insert into schema_migration (name) values ($1)', [name]);
    });
  }
}

it('a database migrated before the Migrator took over gets only the migrations it lacks, though two servers start at once', async () => {
  const { servers, drop } = await blankDatabaseOfTwoServers();
  try {
    const applied = allMigrations.slice(0, 10);
    await migrateByPreviousBookkeeping(servers[0], applied);
    // The old bookkeeping kept names whose file was renamed since (024 was 023 on its branch).
    await servers[0].query("insert into schema_migration (name) values ('023_webauthn_challenge_per_login.sql')");
    expect(await pendingMigrations(servers[0])).toEqual(allMigrations);

    // Applying one of the ten again would fail: their tables exist.
    const [first, second] = await Promise.all(servers.map(migrate));
    expect([...first, ...second].sort()).toEqual(allMigrations.slice(10));
    expect(await appliedNames(servers[0])).toEqual(allMigrations);
    expect(await migrate(servers[1])).toEqual([]);
    // Left as it was for a server of the previous version.
    expect(await servers[0].query('select count(*)::int as n from schema_migration')).toEqual([{ n: 11 }]);
  } finally {
    await drop();
  }
});

it('refuses a database that applied a migration this code lacks, as a newer server leaves it', async () => {
  await app.ctx.db.query("insert into kysely_migration (name, timestamp) values ('999_newer.sql', $1)", [new Date().toISOString()]);
  try {
    await expect(migrate(app.ctx.db)).rejects.toThrow('previously executed migration 999_newer.sql is missing');
  } finally {
    await app.ctx.db.query("delete from kysely_migration where name = '999_newer.sql'");
  }
  expect(await advisoryLocksHeld()).toBe(0);
});

import { DEFAULT_MIGRATION_TABLE, Migrator } from 'kysely';
import type { Db, Queryable } from './client';
import { adoptSchemaMigrationTable } from './legacyMigrationTable';
import { sqlFolderMigrations } from './sqlMigrations';
// Servers of the version before Kysely's Migrator took this lock alone to migrate; holding it too
// keeps one of them starting beside a server of this version from applying a migration twice.
const PREVIOUS_MIGRATION_LOCK = 7_201_601;

/**
 * Applies the migrations not yet applied (server/db/migrations, in name order) with Kysely's
 * Migrator, or nothing when the database has applied exactly this code's migrations: every start
 * but a new version's first reads one table instead of taking the locks and reading the schema
 * (the Migrator's check reads every column of every table, 0.2 s on PGlite).
 */
export async function migrate(db: Db): Promise<string[]> {
  const { pending, unknown } = await migrationState(db);
  return pending.length === 0 && unknown.length === 0 ? [] : applyPendingMigrations(db);
}

/**
 * The Migrator's run: all pending migrations in one transaction under its advisory lock, after
 * taking over the bookkeeping of a database migrated before it (legacyMigrationTable.ts); a
 * database that applied a migration this code lacks is refused. Several server processes may
 * start at once against one PostgreSQL: one migrates, the others wait. The locks are taken and
 * released on one dedicated connection: a pool could release them on another connection, where
 * unlocking does nothing and the lock stays held.
 */
export async function applyPendingMigrations(db: Db): Promise<string[]> {
  return db.dedicated(async (session) => {
    if (db.kind === 'postgres') await session.query('select pg_advisory_lock($1)', [PREVIOUS_MIGRATION_LOCK]);
    try {
      await adoptSchemaMigrationTable(session, Object.keys(await sqlFolderMigrations.getMigrations()));
      const { error, results = [] } = await migratorOf(session.kysely).migrateToLatest();
      if (error) throw error;
      return results.map((result) => result.migrationName);
    } finally {
      if (db.kind === 'postgres') await session.query('select pg_advisory_unlock($1)', [PREVIOUS_MIGRATION_LOCK]);
    }
  });
}

/** The migrations of this server's code that the database has not applied yet. */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  return (await migrationState(db)).pending;
}

/** This code's migrations the database lacks, and the applied ones this code lacks (the Migrator's own table). */
async function migrationState(db: Queryable): Promise<{ pending: string[]; unknown: string[] }> {
  const names = Object.keys(await sqlFolderMigrations.getMigrations()).sort();
  const [{ present }] = await db.query<{ present: boolean }>('select to_regclass($1) is not null as present', [DEFAULT_MIGRATION_TABLE]);
  const applied = present ? (await db.query<{ name: string }>(`select name from ${DEFAULT_MIGRATION_TABLE}`)).map((row) => row.name) : [];
  const appliedSet = new Set(applied);
  const known = new Set(names);
  return { pending: names.filter((name) => !appliedSet.has(name)), unknown: applied.filter((name) => !known.has(name)) };
}

// Unordered: like the bookkeeping before it, a migration merged after a higher-numbered one was
// applied (two branches adding one each) is still applied.
const migratorOf = (db: Queryable['kysely']) => new Migrator({ db, provider: sqlFolderMigrations, allowUnorderedMigrations: true });

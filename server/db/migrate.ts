import { Migrator } from 'kysely';
import type { Db, Queryable } from './client';
import { adoptSchemaMigrationTable } from './legacyMigrationTable';
import { sqlFolderMigrations } from './sqlMigrations';
// Servers of the version before Kysely's Migrator took this lock alone to migrate; holding it too
// keeps one of them starting beside a server of this version from applying a migration twice.
const PREVIOUS_MIGRATION_LOCK = 7_201_601;

/**
 * Applies the migrations not yet applied (server/db/migrations, in name order) with Kysely's
 * Migrator, all of them in one transaction under its advisory lock, after taking over the
 * bookkeeping of a database migrated before it (legacyMigrationTable.ts). Several server
 * processes may start at once against one PostgreSQL: one migrates, the others wait. The locks are
 * taken and released on one dedicated connection: a pool could release them on another
 * connection, where unlocking does nothing and the lock stays held.
 */
export async function migrate(db: Db): Promise<string[]> {
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
  return (await migratorOf(db.kysely).getMigrations()).filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

// Unordered: like the bookkeeping before it, a migration merged after a higher-numbered one was
// applied (two branches adding one each) is still applied.
const migratorOf = (db: Queryable['kysely']) => new Migrator({ db, provider: sqlFolderMigrations, allowUnorderedMigrations: true });

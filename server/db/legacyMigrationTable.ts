import type { Session } from './client';

/**
 * Databases migrated before Kysely's Migrator took over list their applied migrations in
 * schema_migration. The first start with the Migrator copies the names that are still migrations
 * of this code (the old bookkeeping ignored others) into Kysely's kysely_migration, made as the
 * Migrator makes it, in one transaction: once kysely_migration exists nothing is copied again.
 * schema_migration stays as it was, so a server of the previous version still finds its
 * migrations applied. The caller holds the migration lock.
 */
export async function adoptSchemaMigrationTable(session: Session, migrationNames: string[]): Promise<void> {
  await session.transaction(async (tx) => {
    const [{ legacy, adopted }] = await tx.query<{ legacy: boolean; adopted: boolean }>(
      "select to_regclass('schema_migration') is not null as legacy, to_regclass('kysely_migration') is not null as adopted",
    );
    if (!legacy || adopted) return;
    await tx.query('create table kysely_migration (name varchar(255) not null primary key, timestamp varchar(255) not null)');
    await tx.query(
      `insert into kysely_migration (name, timestamp)
       select name, to_char(applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from schema_migration where name = any($1)`,
      [migrationNames],
    );
  });
}

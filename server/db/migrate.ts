import fs from 'node:fs';
import path from 'node:path';
import type { Db, Queryable, Session } from './client';
import { MIGRATIONS_DIR } from '../paths';
// Several server processes may start at once against one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK = 7_201_601;

/**
 * Applies, in name order and each in its own transaction, the migrations not yet applied. The
 * advisory lock is taken and released on one dedicated connection: a pool could release it on
 * another connection, where unlocking does nothing and the lock stays held.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.dedicated(async (session) => {
    if (db.kind === 'postgres') await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await applyPending(session);
    } finally {
      if (db.kind === 'postgres') await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}

/** The migrations of this server's code that the database has not applied yet (table schema_migration must exist). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const done = new Set((await db.query<{ name: string }>('select name from schema_migration')).map((r) => r.name));
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql') && !done.has(f))
    .sort();
}

async function applyPending(session: Session): Promise<string[]> {
  await session.query('create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())');
  const pending = await pendingMigrations(session);
  for (const name of pending) {
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
    await session.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migration (name) values ($1)', [name]);
    });
  }
  return pending;
}

/** Splits a script on semicolons that end a line, keeping $$-quoted function bodies whole. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollarQuote = false;
  for (const line of sql.split('\n')) {
    if (line.trim().startsWith('--') && !inDollarQuote) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollarQuote = !inDollarQuote;
    if (!inDollarQuote && line.trimEnd().endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Migration, type MigrationProvider } from 'kysely';
import { MIGRATIONS_DIR } from '../paths';

/** The .sql files of server/db/migrations as Kysely migrations named by file name (applied up only). */
export const sqlFolderMigrations: MigrationProvider = {
  async getMigrations() {
    const names = (await fs.readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql'));
    return Object.fromEntries(names.map((name): [string, Migration] => [name, { up: (db) => runSqlFile(db, path.join(MIGRATIONS_DIR, name)) }]));
  },
};

// PGlite's query() runs one statement (the extended protocol); a file is run one statement at a time.
async function runSqlFile(db: Parameters<Migration['up']>[0], file: string) {
  for (const statement of splitStatements(await fs.readFile(file, 'utf8'))) await sql.raw(statement).execute(db);
}

/** Splits a script on semicolons that end a line, keeping $$-quoted function bodies whole. */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollarQuote = false;
  for (const line of script.split('\n')) {
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

import { runInThisContext } from 'node:vm';
import type { PGlite } from '@electric-sql/pglite';
import type { PGliteTarget } from '../db/pgliteDialect';

// A fresh copy of the seeded template costs a test file a third of a second, more on a busy
// machine: PGlite untars 15 MB into its in-memory file system and starts PostgreSQL. So each Jest
// worker keeps the copies its test files are done with, puts each back to the template's state
// (every table's rows and every sequence, from a snapshot taken when the copy was made) and hands
// it to a later file. A copy whose schema a test changed, or that cannot be put back, is closed.
//
// PGlite and the idle copies are loaded with the worker's own require, not Jest's: Jest's per-file
// modules would tie a copy to the file that made it, and the next file would not see it.

interface ReusableCopy {
  pg: PGlite;
  /** SQL that puts the rows and sequences back as they were when the copy was made. */
  restore: string;
  /** A digest of the schema the copy was made with. */
  schema: string;
}

// Jest hands a test file its own `module`, whose require loads into the file's registry; the
// worker's process object gives Node's.
const workerRequire = (runInThisContext('process') as NodeJS.Process).getBuiltinModule('node:module').createRequire(__filename);
const { PGlite: WorkerPGlite } = workerRequire('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
// The extensions of server/db/pgliteExtensions.ts, from the worker's registry like PGlite itself.
const pgliteExtensions = { pg_trgm: (workerRequire('@electric-sql/pglite/contrib/pg_trgm') as typeof import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm };
const idle = (workerRequire('./workerState.js') as { idlePgliteCopies: ReusableCopy[] }).idlePgliteCopies;
// A file rarely runs more than two servers at once; copies beyond these are closed.
const MOST_IDLE = 2;
const SNAPSHOT = 'test_copy_snapshot';

/** A copy of the seeded template: a worker's idle one, put back to the template's state, or a new one. */
export async function seededPgliteCopy(dump: () => Blob): Promise<PGliteTarget> {
  const copy = idle.pop() ?? (await newCopy(dump()));
  let putBackOnce: Promise<void> | undefined;
  return {
    waitReady: copy.pg.waitReady,
    // As a closed PGlite does: what a stopped server left running (a push job) must not reach the next file.
    query: (sql, params, options) =>
      putBackOnce ? Promise.reject(new Error('this database copy was closed')) : copy.pg.query(sql, params, options),
    // Twice would hand one copy to two later files.
    close: () => (putBackOnce ??= putBack(copy)),
  };
}

async function newCopy(dump: Blob): Promise<ReusableCopy> {
  const pg = new WorkerPGlite({ loadDataDir: dump, extensions: pgliteExtensions });
  // PostgreSQL writes the SQL: quoting, column lists without generated columns, sequence values.
  // Plain tables only: a partitioned table's rows are its partitions'.
  const tables = await pg.query<{ name: string; snapshot: string; restore: string }>(
    `select format('public.%I', t.relname) as name,
            format('create table ${SNAPSHOT}.%I as select %s from public.%I;', t.relname, t.columns, t.relname) as snapshot,
            format('insert into public.%I (%s) overriding system value select %s from ${SNAPSHOT}.%I;', t.relname, t.columns, t.columns, t.relname) as restore
       from (select c.relname, string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
               from pg_class c
               join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
              where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
              group by c.relname) t
      order by t.relname`,
  );
  const sequences = await pg.query<{ restore: string }>(
    `select format('select setval(%L, %s, %s);', format('public.%I', sequencename), coalesce(last_value, start_value), (last_value is not null)::text) as restore
       from pg_sequences where schemaname = 'public'`,
  );
  await pg.exec(`create schema ${SNAPSHOT};\n${tables.rows.map((table) => table.snapshot).join('\n')}`);
  const schema = await schemaDigest(pg);
  const restore = [
    'begin;',
    // Triggers and foreign keys wait: every table is truncated and filled in one go.
    'set local session_replication_role = replica;',
    `truncate ${tables.rows.map((table) => table.name).join(', ')};`,
    ...tables.rows.map((table) => table.restore),
    ...sequences.rows.map((row) => row.restore),
    'commit;',
  ].join('\n');
  return { pg, restore, schema };
}

async function putBack(copy: ReusableCopy): Promise<void> {
  try {
    // Session state a test may have left: settings, advisory locks, prepared statements.
    await copy.pg.exec('discard all');
    if ((await schemaDigest(copy.pg)) !== copy.schema) throw new Error('the schema changed');
    await copy.pg.exec(copy.restore);
    await clearAlarm(copy.pg);
  } catch {
    await copy.pg.close();
    return;
  }
  if (idle.length < MOST_IDLE) idle.push(copy);
  else await copy.pg.close();
}

/**
 * PostgreSQL keeps one alarm for its timeouts and leaves it set when they end; the idle statistics
 * flush sets it for 10 s, and an idle copy's pending alarm would keep its worker from exiting.
 * Flushing the statistics now ends that timeout, and a 1-ms statement timeout moves the alarm to
 * now, where it fires with nothing left to do.
 */
async function clearAlarm(pg: PGlite) {
  await pg.query('select pg_stat_force_next_flush()');
  await pg.exec('set statement_timeout = 1; select 1; reset statement_timeout;');
}

/** A digest of everything schema-like outside the snapshot: relations and their columns, constraints, indexes, triggers, functions, schemas. */
async function schemaDigest(pg: PGlite): Promise<string> {
  const result = await pg.query<{ digest: string }>(
    `select md5(string_agg(item, E'\\n' order by item)) as digest from (
       select format('%s %s %s', c.oid::regclass, c.relkind,
                     (select string_agg(format('%s %s %s %s', a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid)), ', ' order by a.attnum)
                        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                       where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)) as item
         from pg_class c where c.relnamespace = 'public'::regnamespace
       union all select format('%s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) from pg_constraint where connamespace = 'public'::regnamespace
       union all select indexdef from pg_indexes where schemaname = 'public'
       union all select pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
       union all select pg_get_functiondef(oid) from pg_proc where pronamespace = 'public'::regnamespace
       union all select nspname from pg_namespace
     ) schema`,
  );
  return result.rows[0].digest;
}

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pgliteExtensions';
import type { Queryable } from '../db/client';
import { clonePgliteTemplate, templateDump } from './databaseTemplate';
import { seededPgliteCopy } from './reusedPgliteCopies';

// The copies of the seeded template that a worker reuses (reusedPgliteCopies.ts): a test file must
// get what a fresh copy would hold, whatever the file before it did.

type Rows = Queryable['query'];
const copy = async () => (await clonePgliteTemplate('seeded'))!;

/** Every public table's rows and every sequence's position. */
async function contents(query: Rows) {
  const tables = await query<{ name: string }>("select format('public.%I', relname) as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1");
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) {
    rows[name] = (await query<{ digest: string; count: number }>(`select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest, count(*)::int as count from ${name} t`))[0];
  }
  const sequences = await query("select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1");
  return { rows, sequences };
}

/** Tells copies apart: each PGlite starts at its own moment. */
const startedAt = async (query: Rows) => (await query<{ at: string }>('select extract(epoch from pg_postmaster_start_time())::text as at'))[0].at;

let template: Awaited<ReturnType<typeof contents>>;

beforeAll(async () => {
  const fresh = new PGlite({ loadDataDir: templateDump('seeded'), extensions: pgliteExtensions });
  template = await contents(async (sql) => (await fresh.query<never>(sql)).rows);
  await fresh.close();
});

test('a copy comes back to the next user with the template rows, sequences and settings', async () => {
  const first = await copy();
  expect(await contents(first.query)).toEqual(template);
  const tables = await first.query<{ list: string }>(
    "select string_agg(format('public.%I', relname), ', ') as list from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'",
  );
  await first.query(`truncate ${tables[0].list}`);
  await first.query("select nextval(format('public.%I', sequencename)) from pg_sequences where schemaname = 'public'");
  await first.query("set datestyle = 'SQL, DMY'");
  expect(await contents(first.query)).not.toEqual(template);
  const firstCopy = await startedAt(first.query);
  await first.close();

  const second = await copy();
  expect(await startedAt(second.query)).toBe(firstCopy);
  expect(await contents(second.query)).toEqual(template);
  expect(await second.query('show datestyle')).toEqual([{ DateStyle: 'ISO, MDY' }]);
  await second.close();
});

test('a copy whose schema was changed is closed, not handed on', async () => {
  const changed = await copy();
  await changed.query('create table scratch (id int)');
  const changedCopy = await startedAt(changed.query);
  await changed.close();

  const next = await copy();
  expect(await startedAt(next.query)).not.toBe(changedCopy);
  expect(await next.query("select to_regclass('public.scratch') as scratch")).toEqual([{ scratch: null }]);
  await next.close();
});

test('a copy once closed takes no more queries from its last user, as a closed PGlite would', async () => {
  const copy = await seededPgliteCopy(() => templateDump('seeded'));
  await copy.close();
  await expect(copy.query('select 1')).rejects.toThrow('this database copy was closed');
});

test('a worker holding an idle copy still exits at once when its work is done', () => {
  // PostgreSQL's idle statistics flush would otherwise keep the copy's alarm set for 10 s.
  const script = `
    const { clonePgliteTemplate } = require('./databaseTemplate.ts');
    (async () => {
      const db = await clonePgliteTemplate('seeded');
      await db.query("update app_user set email = email");
      await db.query('select count(*) from app_user');
      await db.close();
      process.on('exit', () => console.log('exited after', Math.round(performance.now() - closedAt), 'ms'));
      const closedAt = performance.now();
    })();`;
  const child = spawnSync(process.execPath, ['--require', path.join(__dirname, 'cachedTypeScript.js'), '-e', script], {
    cwd: __dirname,
    env: process.env,
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(child.stderr).toBe('');
  const exitedAfter = Number(/exited after (\d+) ms/.exec(child.stdout)?.[1]);
  expect(exitedAfter).toBeLessThan(2_000);
});

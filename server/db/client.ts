import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, type Transaction } from 'kysely';
import { PGliteDialect, type PGliteTarget } from './pgliteDialect';
import { pgliteExtensions } from './pgliteExtensions';
import type { Database } from './schema';
import type { PoolStats } from '../ops/metrics';

/**
 * What data access needs, on one connection or transaction: the typed query builder (Kysely, see
 * server/db/schema.ts) and, for statements it cannot express, parameterised SQL.
 */
export interface Queryable {
  readonly kysely: Kysely<Database> | Transaction<Database>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** One connection's worth of work: queries and transactions. */
export interface Session extends Queryable {
  /** Runs fn in one transaction: all of it commits or none of it does. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface Db extends Session {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn on one connection held for its whole duration, for session state such as an
   * advisory lock that must be released on the connection that took it.
   */
  dedicated<T>(fn: (session: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections (metrics); PGlite has no pool. */
  poolStats?(): PoolStats;
}

export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  if (options.databaseUrl) {
    // Loaded only for PostgreSQL: a PGlite server (and every PGlite test file) never needs it.
    const { Pool, types } = await import('pg');
    // bigint counts come back as numbers; they never exceed 2^53 here.
    types.setTypeParser(types.builtins.INT8, (v) => Number(v));
    const max = 10;
    const pool = new Pool({ connectionString: options.databaseUrl, max });
    // An idle connection that PostgreSQL ended (a restart, a dropped database) leaves the pool,
    // which opens a new one for the next query; unhandled, its error would end the process.
    pool.on('error', () => undefined);
    await pool.query('select 1');
    const poolStats = (): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max });
    return { ...dbOf('postgres', new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })), poolStats };
  }
  return pgliteDb(new PGlite(options.dataDir, { extensions: pgliteExtensions }));
}

/** A Db over a PGlite made elsewhere (tests start one from a dump of a seeded database); closing it closes pg. */
export async function pgliteDb(pg: PGliteTarget): Promise<Db> {
  await pg.waitReady;
  return dbOf('pglite', new Kysely<Database>({ dialect: new PGliteDialect(pg) }));
}

function dbOf(kind: Db['kind'], kysely: Kysely<Database>): Db {
  return {
    kind,
    ...sessionOf(kysely),
    dedicated: (fn) => kysely.connection().execute((connection) => fn(sessionOf(connection))),
    close: () => kysely.destroy(),
  };
}

function sessionOf(kysely: Kysely<Database>): Session {
  return {
    ...queryableOf(kysely),
    transaction: (fn) => kysely.transaction().execute((trx) => fn(queryableOf(trx))),
  };
}

function queryableOf(kysely: Kysely<Database> | Transaction<Database>): Queryable {
  return {
    kysely,
    query: async <T>(sql: string, params: unknown[] = []) => (await kysely.executeQuery<T>(CompiledQuery.raw(sql, params))).rows,
  };
}

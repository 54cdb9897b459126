import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

// Kysely's PostgreSQL dialect over PGlite. The published PGlite dialects are ESM-only (Jest runs
// the server as CommonJS) or pin an older PGlite, and this is small: PGlite is one connection,
// so a connection is a turn on it, handed out one at a time (a transaction keeps its turn).

/** What the dialect uses of a PGlite. */
export type PGliteTarget = Pick<PGlite, 'query' | 'waitReady' | 'close'>;

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGliteTarget) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pg.query<R>(query.sql, [...query.parameters]);
    return { rows: result.rows, ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}) };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

class PGliteDriver implements Driver {
  private turn: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(private readonly pg: PGliteTarget) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  private release: () => void = () => undefined;

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.turn;
    let release!: () => void;
    this.turn = new Promise((resolve) => (release = resolve));
    await previous;
    this.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.release();
  }

  async destroy(): Promise<void> {
    await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGliteTarget) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';
import { notReadyReason } from './readiness';

// GET /readyz's answer; server/ops/operations.test.ts covers it over HTTP (a closed database, a
// migration not applied).
it('a database that does not answer within the time limit is not ready', async () => {
  // A connection that hangs (an unreachable PostgreSQL host) cannot be made on demand here: a pool
  // that never hands one out stands in for it.
  const never = () => new Promise<never>(() => undefined);
  const hanging = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect: never, end: async () => undefined } }) }), query: never };
  expect(await notReadyReason(hanging, 50)).toBe('The database did not answer within 50 ms');
});

import { notReadyReason } from './readiness';

// GET /readyz's answer; server/ops/operations.test.ts covers it over HTTP (a closed database, a
// migration not applied).
it('a database that does not answer within the time limit is not ready', async () => {
  // A connection that hangs (an unreachable PostgreSQL host) cannot be made on demand here.
  const hanging = { kysely: undefined as never, query: () => new Promise<never>(() => undefined) };
  expect(await notReadyReason(hanging, 50)).toBe('The database did not answer within 50 ms');
});

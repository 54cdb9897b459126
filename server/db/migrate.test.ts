import { migrate } from './migrate';
import { startTestApp } from '../testing/testApp';

let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const advisoryLocksHeld = async () =>
  (await app.ctx.db.query<{ n: number }>("select count(*)::int as n from pg_locks where locktype = 'advisory' and granted"))[0].n;

it('migrating again while the pool is busy applies nothing and leaves no advisory lock held', async () => {
  // Busy connections make a pool hand out different ones; the lock must still be released on
  // the connection that took it.
  const busy = Array.from({ length: 6 }, () => app.ctx.db.query('select pg_sleep(0.05)'));
  const [applied] = await Promise.all([migrate(app.ctx.db), ...busy, ...busy.map(() => app.ctx.db.query('select pg_sleep(0.02)'))]);
  expect(applied).toEqual([]);
  expect(await advisoryLocksHeld()).toBe(0);
});

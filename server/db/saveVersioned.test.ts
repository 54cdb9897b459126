import { HttpProblem } from '../contract/problem';
import { startTestApp } from '../testing/testApp';
import { saveVersioned } from './saveVersioned';

// The one write path of every versioned entity, on a customer company (a name and a version).
let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof HttpProblem ? { status: error.status, detail: error.detail } : error),
  );

it('inserts, then updates only at the loaded version, bumping it', async () => {
  const db = app.ctx.db;
  const created = await saveVersioned(db, 'customer_company', { existing: null, values: { name: 'Versioned One' } });
  const updated = await saveVersioned(db, 'customer_company', { existing: created, values: { name: 'Versioned Two' } });
  expect(updated).toEqual({ uuid: created.uuid, version: created.version + 1 });
  const [row] = await db.query<{ name: string }>('select name from customer_company where uuid = $1', [created.uuid]);
  expect(row.name).toBe('Versioned Two');
});

it('answers 412 to a stale version, or the problem the caller names', async () => {
  const db = app.ctx.db;
  const created = await saveVersioned(db, 'customer_company', { existing: null, values: { name: 'Versioned Stale' } });
  await saveVersioned(db, 'customer_company', { existing: created, values: { name: 'Versioned Stale 2' } });
  expect(await problemOf(saveVersioned(db, 'customer_company', { existing: created, values: { name: 'Lost' } }))).toMatchObject({ status: 412 });
  const gone = saveVersioned(db, 'customer_company', {
    existing: created,
    values: { name: 'Lost' },
    stale: async () => new HttpProblem(404, 'Not Found', 'gone'),
  });
  expect(await problemOf(gone)).toEqual({ status: 404, detail: 'gone' });
});

it('turns a unique violation into the 409 naming the rule', async () => {
  const db = app.ctx.db;
  await saveVersioned(db, 'customer_company', { existing: null, values: { name: 'Versioned Twin' } });
  expect(await problemOf(saveVersioned(db, 'customer_company', { existing: null, values: { name: 'Versioned Twin' } }))).toEqual({
    status: 409,
    detail: 'A customer company with this name already exists',
  });
});

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { bearer, loginAs, startTestApp } from '../../../testing/testApp';
import { ROW_BATCH_SIZE } from './importRows';
import { newUsersFile, postCsvStream } from './testing/bulkRequests';

// Issue 22, large files: an import streams from the upload, so the server's heap does not grow
// with the file (measured here on 20,000 users; the bench runs a million). The size limit's 413 is
// importLimit.test.ts.
// What is written, not measured, is written from files of a little over one batch: writing users
// is most of this file's time (20,000 take a minute on PGlite under CI load), and a second batch
// is what an all-or-nothing write across batches needs.

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const API = '/userprofile/api/v1';
const USERS = 20_000;
const BAD = USERS * 0.7; // the user on file line BAD + 1
const WRITTEN = ROW_BATCH_SIZE + 1_000;
let app: Awaited<ReturnType<typeof startTestApp>>;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAs(app, 'demo.errigal');
});
afterAll(() => app.stop());

/**
 * Posts the generated file and samples the garbage-collected heap every fourth piece while the
 * server reads it (each full GC stalls the in-process server too, so not on every piece).
 */
async function upload(path: string, pieces: Iterable<string>) {
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = 0;
  function* sampled() {
    let count = 0;
    for (const piece of pieces) {
      if (++count % 4 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
      }
      yield piece;
    }
  }
  const res = await postCsvStream(app, token, path, sampled());
  return { res, peak };
}

const countUsers = async (prefix: string) =>
  Number((await app.ctx.db.query<{ n: string }>('select count(*) as n from app_user where username like $1', [`${prefix}%`]))[0].n);

it(`previews ${USERS} new users with flat memory and pages through them; a refused line refuses the apply, a file of two batches applies whole`, async () => {
  const { res, peak } = await upload('/user/import/preview', newUsersFile('big.preview', USERS, [BAD]));
  expect(res.statusCode).toBe(200);
  const preview = res.json();
  expect(preview.totals).toMatchObject({ lines: USERS + 1, done: true, created: USERS - 1, changed: 0, unchanged: 0, refused: 1 });
  expect(preview.created).toHaveLength(100);
  expect(preview.refused).toEqual([{ line: BAD + 1, field: 'location', message: 'there is no location named "Atlantis"' }]);
  // The whole file as a string would be 4 MB, its rows as objects some 20 MB.
  expect(peak).toBeLessThan(15_000_000);
  const page = await app.inject({ url: `${API}/user/import/preview/${preview.previewId}/lines?kind=created&offset=${USERS / 2}&limit=2`, headers: bearer(token) });
  expect(page.json().items).toEqual([
    { line: USERS / 2 + 2, username: `big.preview${USERS / 2 + 1}` },
    { line: USERS / 2 + 3, username: `big.preview${USERS / 2 + 2}` },
  ]);
  // A refused line refuses the apply; nothing is written.
  const refused = await app.inject({ method: 'POST', url: `${API}/user/import/apply`, headers: bearer(token), payload: { previewId: preview.previewId } });
  expect(refused.statusCode).toBe(400);
  expect(await countUsers('big.preview')).toBe(0);

  const good = await upload('/user/import/preview', newUsersFile('big.apply', WRITTEN));
  const { previewId, totals } = good.res.json();
  expect(totals).toMatchObject({ created: WRITTEN, refused: 0, done: true });
  const { applied, seen } = await applyPolling(previewId);
  expect(applied.json()).toEqual({ created: WRITTEN, updated: 0 });
  expect(await countUsers('big.apply')).toBe(WRITTEN);
  // While it runs, the preview's progress counts the users written, batch by batch. PGlite has one
  // connection, which the apply's transaction holds: there a poll is answered only after it.
  if (app.ctx.db.kind === 'postgres') expect(seen).toContain(ROW_BATCH_SIZE);
  else expect(seen).toEqual([]);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(seen.every((users) => users <= WRITTEN)).toBe(true);
}, 300_000);

/** Applies the preview while polling its progress; the users written that the polls saw. */
async function applyPolling(previewId: string) {
  const seen: number[] = [];
  let done = false;
  const applying = app.inject({ method: 'POST', url: `${API}/user/import/apply`, headers: bearer(token), payload: { previewId } }).finally(() => (done = true));
  while (!done) {
    const progress = await app.inject({ url: `${API}/user/import/preview/${previewId}`, headers: bearer(token) });
    const { applied } = progress.json<{ applied?: number }>();
    if (progress.statusCode === 200 && applied !== undefined) seen.push(applied);
    await new Promise((resolve) => setTimeout(resolve, 25)); // the polls share this thread with the apply
  }
  return { applied: await applying, seen };
}

it(`imports ${USERS} users at once with flat memory, and one refused line in the second batch leaves nothing written`, async () => {
  const refused = await upload('/user/import', newUsersFile('big.once', WRITTEN, [WRITTEN - 1]));
  expect(refused.res.statusCode).toBe(400);
  expect(refused.res.json().errors).toEqual([{ line: WRITTEN, field: 'location', message: 'there is no location named "Atlantis"' }]);
  expect(await countUsers('big.once')).toBe(0);

  const { res, peak } = await upload('/user/import', newUsersFile('big.once', USERS));
  expect(res.json()).toEqual({ created: USERS, updated: 0 });
  expect(peak).toBeLessThan(15_000_000);
  expect(await countUsers('big.once')).toBe(USERS);
  const [entry] = await app.ctx.db.query<{ uuid: string; record_name: string }>(
    "select uuid, record_name from audit_event where action = 'import' order by at desc, seq desc limit 1",
  );
  expect(entry.record_name).toBe(`${USERS} users`);
  const [linked] = await app.ctx.db.query<{ n: string }>('select count(*) as n from audit_event where parent_uuid = $1', [entry.uuid]);
  expect(Number(linked.n)).toBe(USERS);
}, 300_000);

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { loginAs, startTestApp } from '../../../testing/testApp';
import { EXPORT_BATCH } from './userExport';

// The export streams: the header leaves before the users are read, the users follow in batches,
// and the server's heap stays flat however many users there are (measured here on 50,000).

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const USERS = 50_000;
let app: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
let origin: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAs(app, 'demo.errigal');
  await sql`insert into app_user (username, email, first_name, last_name, active, minimum_role, business_profile_uuid, visibility_profile_uuid)
    select 'stream.user' || g, 'stream.user' || g || '@example.com', 'Stream', 'User ' || g, true, 'ADMIN',
           (select uuid from business_profile order by name limit 1), (select uuid from visibility_profile order by name limit 1)
      from generate_series(1, ${USERS}) g`.execute(app.ctx.db.kysely);
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => app.stop());

const exportUrl = (query = '') => `${origin}/userprofile/api/v1/user/export/active${query}`;

it('sends its first byte before reading the users and keeps the heap flat over 50,000 users', async () => {
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = 0;
  let bytes = 0;
  let lines = 0;
  let chunks = 0;
  // The stream.user rows, checked one by one across the batches: each once, by username.
  let streamUsers = 0;
  let outOfOrder = 0;
  let previous = '';
  let partial = '';
  // What the heap holds, garbage collected, sampled all through the stream (the server runs in
  // this process). Six samples, one per megabyte read: each full GC stops the server too, and 25
  // of them took the export past two minutes on a loaded CI machine. A file built whole before
  // its first byte would already fill the heap at the first sample.
  let nextSampleAt = 0;
  const sample = () => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
  };
  const started = performance.now();
  const response = await fetch(exportUrl(), { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let firstByteMs = 0;
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (chunks === 0) firstByteMs = performance.now() - started;
    if (bytes >= nextSampleAt) {
      sample();
      nextSampleAt = bytes + 1_000_000;
    }
    chunks += 1;
    bytes += value.length;
    const text = partial + decoder.decode(value, { stream: true });
    const complete = text.split('\r\n');
    partial = complete.pop()!;
    lines += complete.length;
    for (const line of complete) {
      const username = line.slice(0, line.indexOf(','));
      if (!username.startsWith('stream.user')) continue;
      if (username <= previous) outOfOrder += 1;
      previous = username;
      streamUsers += 1;
    }
  }
  const totalMs = performance.now() - started;
  expect(lines).toBeGreaterThan(USERS);
  expect(streamUsers).toBe(USERS);
  expect(outOfOrder).toBe(0);
  expect(bytes).toBeGreaterThan(4_500_000);
  // Streamed: the first byte came well before the last, in many pieces. (A file built whole sends
  // its first byte after nearly all the time; a fifth failed once on a loaded machine, where the
  // first request's own start took 1.2 s of 6.2.)
  expect(firstByteMs).toBeLessThan(totalMs / 2);
  expect(chunks).toBeGreaterThan(USERS / EXPORT_BATCH);
  // The file is over 4.5 MB (9 MB as a JS string); building it whole held rows, lines and text at once.
  expect(peak).toBeLessThan(6_000_000);
}, 120_000);

it("narrows the export with the user list's filters", async () => {
  const response = await fetch(exportUrl('?username=STREAM.USER9999&name=user%209999'), { headers: { authorization: `Bearer ${token}` } });
  const [, ...rows] = (await response.text()).trim().split('\r\n');
  expect(rows.map((row) => row.split(',')[0])).toEqual(['stream.user9999']);
  const none = await fetch(exportUrl('?username=stream_user'), { headers: { authorization: `Bearer ${token}` } });
  expect((await none.text()).trim().split('\r\n')).toHaveLength(1);
}, 120_000);

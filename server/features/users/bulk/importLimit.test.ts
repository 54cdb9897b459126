import { Readable } from 'node:stream';
import { bearer, loginAs, startTestApp } from '../../../testing/testApp';
import { csvLine } from '../../../shared/csv';
import { IMPORT_FILE_LIMIT_BYTES } from '../../../shared/uploadLimits';
import { USER_CSV_COLUMNS } from './userCsvFormat';
import { multipartStream } from './testing/bulkRequests';

// Issue 22, large files: a users file over the limit gets a 413, whether the request states its
// length or streams without one. The HTTP layer's, not the database's: run once (jest.config.ts).

const API = '/userprofile/api/v1';
const TOO_LARGE = { status: 413, detail: 'The file is larger than 256 MB; split it into smaller files' };
let app: Awaited<ReturnType<typeof startTestApp>>;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAs(app, 'demo.errigal');
});
afterAll(() => app.stop());

/** Posts the pieces as the users file of a multipart body, with the extra headers given. */
const post = (path: string, body: Readable, boundary: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `${API}${path}`, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers }, payload: body });

it(`answers 413 with a readable message to a streamed file over the ${IMPORT_FILE_LIMIT_BYTES / 1024 / 1024} MB that GET /config tells the console`, async () => {
  const limit = (await app.inject({ url: `${API}/config` })).json<{ importFileLimitBytes: number }>().importFileLimitBytes;
  expect(limit).toBe(IMPORT_FILE_LIMIT_BYTES);
  function* blankLines() {
    yield csvLine(USER_CSV_COLUMNS);
    const piece = '\r\n'.repeat(512 * 1024);
    for (let sent = 0; sent <= limit; sent += piece.length) yield piece;
  }
  const { boundary, body } = multipartStream(blankLines());
  const res = await post('/user/import', body, boundary);
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject(TOO_LARGE);
}, 120_000);

it('answers 413 at once, reading nothing, to a body whose stated length is over the limit', async () => {
  const { boundary, body } = multipartStream([csvLine(USER_CSV_COLUMNS)]);
  let read = 0;
  async function* counted() {
    for await (const chunk of body) {
      read += chunk.length;
      yield chunk;
    }
  }
  const res = await post('/user/import/preview', Readable.from(counted()), boundary, { 'content-length': String(IMPORT_FILE_LIMIT_BYTES + 2 * 1024 * 1024) });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject(TOO_LARGE);
  expect(read).toBe(0);
});

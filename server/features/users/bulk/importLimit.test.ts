import { loginAs, startTestApp } from '../../../testing/testApp';
import { csvLine } from '../../../shared/csv';
import { IMPORT_FILE_LIMIT_BYTES } from '../../../shared/uploadLimits';
import { USER_CSV_COLUMNS } from './userCsvFormat';
import { postCsvStream } from './testing/bulkRequests';

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

it(`answers 413 with a readable message to a streamed file over the ${IMPORT_FILE_LIMIT_BYTES / 1024 / 1024} MB that GET /config tells the console`, async () => {
  const limit = (await app.inject({ url: `${API}/config` })).json<{ importFileLimitBytes: number }>().importFileLimitBytes;
  expect(limit).toBe(IMPORT_FILE_LIMIT_BYTES);
  function* blankLines() {
    yield csvLine(USER_CSV_COLUMNS);
    const piece = '\r\n'.repeat(512 * 1024);
    for (let sent = 0; sent <= limit; sent += piece.length) yield piece;
  }
  const res = await postCsvStream(app, token, '/user/import', blankLines());
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject(TOO_LARGE);
}, 120_000);

it('answers 413 at once, reading nothing, to a body whose stated length is over the limit', async () => {
  let read = 0;
  function* counted() {
    const header = csvLine(USER_CSV_COLUMNS);
    read += header.length;
    yield header;
  }
  const res = await postCsvStream(app, token, '/user/import/preview', counted(), { 'content-length': String(IMPORT_FILE_LIMIT_BYTES + 2 * 1024 * 1024) });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject(TOO_LARGE);
  expect(read).toBe(0);
});

import { bearer, loginAs, startTestApp, testAppsOnOneDatabase } from '../../../testing/testApp';
import { csvLine } from '../../../shared/csv';
import { CHANGED_SINCE_PREVIEW } from './importPreview';
import { exportRecords, importCsv, newUsersFile } from './testing/bulkRequests';
import { ALREADY_APPLIED, addPreviewLines } from './previewStore';
import type { PreviewLine } from './previewLines';

// Issue 22: an import shows what it will change before it does; apply writes exactly that file.
const API = '/userprofile/api/v1';
type Preview = {
  previewId: string;
  created: { line: number; username: string }[];
  changed: { line: number; username: string; changes: { field: string; from: string; to: string }[] }[];
  unchanged: number;
  refused: { line: number; field: string; message: string }[];
};
let app: Awaited<ReturnType<typeof startTestApp>>;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAs(app, 'demo.errigal');
});
afterAll(() => app.stop());

const preview = async (records: string[][], as = token) => {
  const res = await importCsv(app, records.map((fields) => csvLine(fields)).join(''), { token: as }, '/user/import/preview');
  expect(res.statusCode).toBe(200);
  return res.json<Preview>();
};
const apply = (previewId: string, as = token) => app.inject({ method: 'POST', url: `${API}/user/import/apply`, headers: bearer(as), payload: { previewId } });
const linesOf = async (previewId: string) =>
  Number((await app.ctx.db.query<{ n: string }>('select count(*) as n from user_import_preview_line where preview_uuid = $1', [previewId]))[0].n);
const emailOf = async (username: string) => (await app.ctx.db.query<{ email: string }>('select email from app_user where username = $1', [username]))[0]?.email;

/** The export of the three aoife users, header first. */
async function aoifeFile(): Promise<string[][]> {
  const [header, ...rows] = await exportRecords(app, token, 'active');
  return [header, ...rows.filter((row) => row[0].startsWith('aoife.'))];
}
const withNewUser = (header: string[], template: string[], username: string) => {
  const row = [...template];
  row[header.indexOf('username')] = username;
  row[header.indexOf('email')] = `${username}@example.com`;
  row[header.indexOf('version')] = '';
  return row;
};

it('lists the new users, each changed field old and new, the unchanged count and every refused line, and writes nothing', async () => {
  const [header, first, second, third] = await aoifeFile();
  const email = header.indexOf('email');
  const profile = header.indexOf('businessProfile');
  const changed = [...first];
  changed[email] = 'aoife.new@example.com';
  const bad = [...third];
  bad[profile] = 'No Such Profile';
  const file = [header, changed, second, bad, withNewUser(header, second, 'preview.new1')];
  const result = await preview(file);
  expect(result.created).toEqual([{ line: 5, username: 'preview.new1' }]);
  expect(result.changed).toEqual([{ line: 2, username: first[0], changes: [{ field: 'email', from: first[email], to: 'aoife.new@example.com' }] }]);
  expect(result.unchanged).toBe(1);
  expect(result.refused).toEqual([{ line: 4, field: 'businessProfile', message: expect.stringContaining('No Such Profile') }]);
  expect(await emailOf(first[0])).toBe(first[email]);
  expect(await emailOf('preview.new1')).toBeUndefined();
});

it('apply writes exactly the previewed file; a preview is its admin\'s only', async () => {
  const [header, first, second] = await aoifeFile();
  const changed = [...first];
  changed[header.indexOf('lastName')] = 'Byrne-Applied';
  const result = await preview([header, changed, second, withNewUser(header, second, 'preview.new2')]);
  expect(result.refused).toEqual([]);
  const other = await loginAs(app, 'demo.admin');
  expect((await apply(result.previewId, other)).statusCode).toBe(404);
  const applied = await apply(result.previewId);
  expect(applied.statusCode).toBe(200);
  // What the preview said: one new user, one changed (the unchanged one is not written).
  expect(applied.json()).toEqual({ created: result.created.length, updated: result.changed.length });
  expect([result.created.length, result.changed.length, result.unchanged]).toEqual([1, 1, 1]);
  const [row] = await app.ctx.db.query<{ last_name: string }>('select last_name from app_user where username = $1', [first[0]]);
  expect(row.last_name).toBe('Byrne-Applied');
  expect(await emailOf('preview.new2')).toBe('preview.new2@example.com');
  // Applied once: what it wrote stays on the preview, its lines go, and a second apply is refused.
  const again = await apply(result.previewId);
  expect(again.statusCode).toBe(409);
  expect(again.json().detail).toBe(ALREADY_APPLIED);
  expect(await linesOf(result.previewId)).toBe(0);
  const progress = await app.inject({ url: `${API}/user/import/preview/${result.previewId}`, headers: bearer(token) });
  expect(progress.json()).toMatchObject({ previewId: result.previewId, done: true, outcome: { created: 1, updated: 1 } });
  expect(progress.json()).not.toHaveProperty('applied');
  expect((await app.inject({ url: `${API}/user/import/preview/${result.previewId}`, headers: bearer(other) })).statusCode).toBe(404);
});

it('two servers applying one preview at once write it once: the second waits for the first, then is refused', async () => {
  const servers = await testAppsOnOneDatabase();
  try {
    const [one, two] = [await servers.start(), await servers.start()];
    const [tokenOne, tokenTwo] = [await loginAs(one, 'demo.errigal'), await loginAs(two, 'demo.errigal')];
    const file = [...newUsersFile('preview.twice', 1)].join('');
    const { previewId } = (await importCsv(one, file, { token: tokenOne }, '/user/import/preview')).json<Preview>();
    const applyOn = (server: typeof one, as: string) => server.inject({ method: 'POST', url: `${API}/user/import/apply`, headers: bearer(as), payload: { previewId } });
    // On PostgreSQL the preview's row lock holds the second; on PGlite the one connection's turns do.
    const answers = await Promise.all([applyOn(one, tokenOne), applyOn(two, tokenTwo)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().detail).toBe(ALREADY_APPLIED);
    const [{ n }] = await one.ctx.db.query<{ n: string }>("select count(*) as n from audit_event where record_name = 'preview.twice1' and action = 'create'");
    expect(Number(n)).toBe(1);
  } finally {
    await servers.stop();
  }
});

it('apply writes every field of a previewed row as the file has it', async () => {
  const [header, , second] = await aoifeFile();
  const row = withNewUser(header, second, 'preview.fields');
  const set = (column: string, value: string) => (row[header.indexOf(column)] = value);
  set('deskPhone', '01 555 0101');
  set('mobilePhone', '087 555 0101');
  set('active', 'false');
  const result = await preview([header, row]);
  expect(result.refused).toEqual([]);
  expect((await apply(result.previewId)).statusCode).toBe(200);
  const exported = (await exportRecords(app, token)).find((fields) => fields[0] === 'preview.fields')!;
  const withoutVersion = (fields: string[]) => fields.filter((_, i) => header[i] !== 'version');
  expect(withoutVersion(exported)).toEqual(withoutVersion(row));
});

it('no line is stored for a preview that is gone', async () => {
  const line: PreviewLine = { line: 2, kind: 'created', username: 'preview.orphan', detail: null, row: null };
  const gone = '00000000-0000-4000-8000-000000000000';
  await expect(addPreviewLines(app.ctx.db, gone, [line], 2)).rejects.toMatchObject({ status: 404 });
  expect(await linesOf(gone)).toBe(0);
});

it("a preview's stored lines go with it when it expires", async () => {
  const [header, , second] = await aoifeFile();
  const old = await preview([header, withNewUser(header, second, 'preview.expired')]);
  expect(await linesOf(old.previewId)).toBe(1);
  await app.ctx.db.query("update user_import_preview set created_at = now() - interval '2 days' where uuid = $1", [old.previewId]);
  await preview([header, withNewUser(header, second, 'preview.later')]); // a new preview clears expired ones
  expect(await linesOf(old.previewId)).toBe(0);
  expect((await apply(old.previewId)).statusCode).toBe(404);
});

it('apply is refused, with nothing written, when a previewed user changed after the preview', async () => {
  const [header, first, second] = await aoifeFile();
  const changed = [...first];
  changed[header.indexOf('firstName')] = 'Stale';
  const result = await preview([header, changed, withNewUser(header, second, 'preview.new3')]);
  const [{ version }] = await app.ctx.db.query<{ version: number }>('update app_user set version = version + 1 where username = $1 returning version', [first[0]]);
  const refused = await apply(result.previewId);
  expect(refused.statusCode).toBe(400);
  expect(refused.json<{ detail: string }>().detail).toBe(CHANGED_SINCE_PREVIEW);
  // The line says what happened since the preview, not since the export.
  expect(refused.json().errors).toEqual([{ line: 2, field: 'version', message: `this user was changed after the preview (version ${version - 1}, now ${version})` }]);
  expect(await emailOf('preview.new3')).toBeUndefined();
  const [row] = await app.ctx.db.query<{ first_name: string }>('select first_name from app_user where username = $1', [first[0]]);
  expect(row.first_name).not.toBe('Stale');
});

it('apply is refused, with nothing written, when a previewed new user was created by someone else meanwhile', async () => {
  const [header, first, second] = await aoifeFile();
  const changed = [...first];
  changed[header.indexOf('firstName')] = 'Never';
  const result = await preview([header, changed, withNewUser(header, second, 'preview.new4')]);
  expect(result.created).toEqual([{ line: 3, username: 'preview.new4' }]);
  await app.ctx.db.query("insert into app_user (username, email, first_name, last_name) values ('preview.new4', 'someone.else@example.com', 'S', 'E')");
  const refused = await apply(result.previewId);
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({
    detail: CHANGED_SINCE_PREVIEW,
    errors: [{ line: 3, field: 'version', message: 'this user was created after the preview' }],
  });
  expect(await emailOf('preview.new4')).toBe('someone.else@example.com');
  const [row] = await app.ctx.db.query<{ first_name: string }>('select first_name from app_user where username = $1', [first[0]]);
  expect(row.first_name).not.toBe('Never');
});

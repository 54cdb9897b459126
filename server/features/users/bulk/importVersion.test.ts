// Import version rule (README): a row for an existing user carries the version the export wrote and
// is refused when the user changed since, so an older file cannot silently undo later edits.
import { bearer, loginAs, startTestApp } from '../../../testing/testApp';
import { csvLine } from '../../../shared/csv';
import { USER_CSV_COLUMNS } from './userCsvFormat';
import { exportRecords, importCsv } from './testing/bulkRequests';

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
let token: string;
const VERSION = USER_CSV_COLUMNS.indexOf('version');
const EMAIL = USER_CSV_COLUMNS.indexOf('email');

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAs(app, 'demo.errigal');
});
afterAll(() => app.stop());

async function userNamed(username: string) {
  const rows = await app.ctx.db.query<{ uuid: string; email: string; last_name: string; version: number }>(
    'select uuid, email, last_name, version from app_user where username = $1',
    [username],
  );
  return rows[0];
}

/** The user as the edit screen loads it. */
async function load(username: string) {
  const { uuid } = await userNamed(username);
  return (await app.inject({ method: 'GET', url: `${API}/user/${uuid}`, headers: bearer(token) })).json();
}

/** Saves a loaded user with a new last name (and the default tree its profile asks for), at the version it was loaded with. */
async function saveLastName(loaded: Record<string, unknown>, lastName: string) {
  const [tree] = await app.ctx.db.query<{ uuid: string }>("select uuid from application_element where name = 'North Tree'");
  const user = { ...loaded, lastName, elements: [{ uuid: tree.uuid }] };
  return app.inject({ method: 'POST', url: `${API}/user/update`, headers: bearer(token), payload: { user } });
}

const fileOf = (records: string[][]) => records.map((fields) => csvLine(fields)).join('');

describe('POST /user/import version rule', () => {
  it('exports each user with its version', async () => {
    const [header, ...rows] = await exportRecords(app, token);
    expect(header[VERSION]).toBe('version');
    const admin = rows.find((row) => row[0] === 'demo.admin');
    expect(admin?.[VERSION]).toBe(String((await userNamed('demo.admin')).version));
  });

  it('refuses a row whose user changed since the export, with its line, and changes nothing', async () => {
    const records = await exportRecords(app, token);
    const adminLine = records.findIndex((row) => row[0] === 'demo.admin') + 1;
    const exportedVersion = records[adminLine - 1][VERSION];
    expect((await saveLastName(await load('demo.admin'), 'Edited Later')).statusCode).toBe(200);
    const current = await userNamed('demo.admin');

    // The old file, with an edit to another user: importing it must not undo the later edit.
    const sco = records.find((row) => row[0] === 'demo.sco');
    if (!sco) throw new Error('demo.sco not exported');
    sco[EMAIL] = 'sco.from.old.file@example.com';
    const res = await importCsv(app, fileOf(records), { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: '1 row has errors; nothing was imported' });
    expect(res.json().errors).toEqual([
      {
        line: adminLine,
        field: 'version',
        message: `this user was changed after the file was exported (version ${exportedVersion}, now ${current.version}); export again`,
      },
    ]);
    expect(await userNamed('demo.admin')).toMatchObject({ last_name: 'Edited Later', version: current.version });
    expect((await userNamed('demo.sco')).email).toBe('demo.sco@example.com');
  });

  it('refuses an existing user with an empty version cell, and creates a new username without one', async () => {
    const [header, ...rows] = await exportRecords(app, token);
    const sco = rows.find((row) => row[0] === 'demo.sco');
    if (!sco) throw new Error('demo.sco not exported');
    const handWritten = [...sco.slice(0, VERSION), ''];
    const fresh = ['hand.written', 'hand.written@example.com', ...sco.slice(2, VERSION), ''];
    const refused = await importCsv(app, fileOf([header, fresh, handWritten]), { token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { line: 3, field: 'version', message: 'is required to update an existing user; export the users and edit that file' },
    ]);
    expect(await userNamed('hand.written')).toBeUndefined();

    const created = await importCsv(app, fileOf([header, fresh]), { token });
    expect(created.json()).toEqual({ created: 1, updated: 0 });
  });

  it('an import and an edit of the same user at the same version, in parallel: exactly one wins', async () => {
    const records = await exportRecords(app, token);
    const sco = records.find((row) => row[0] === 'demo.sco');
    if (!sco) throw new Error('demo.sco not exported');
    sco[EMAIL] = 'sco.imported@example.com';
    const before = await userNamed('demo.sco');
    const loaded = await load('demo.sco');
    const [imported, edited] = await Promise.all([importCsv(app, fileOf([records[0], sco]), { token }), saveLastName(loaded, 'Edited Meanwhile')]);
    const statuses = [imported.statusCode, edited.statusCode];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const after = await userNamed('demo.sco');
    expect(after.version).toBe(before.version + 1);
    if (imported.statusCode === 200) expect(after).toMatchObject({ email: 'sco.imported@example.com', last_name: before.last_name });
    else expect(after).toMatchObject({ email: before.email, last_name: 'Edited Meanwhile' });
  });
});

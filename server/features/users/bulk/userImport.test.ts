import { bearer, loginAs, startTestApp, tokenWithoutConsoleRole } from '../../../testing/testApp';
import { csvLine } from '../../../shared/csv';
import { NOT_A_USERS_CSV } from './csvUpload';
import { USER_CSV_COLUMNS } from './userCsvFormat';
import { exportCsv, exportRecords, importCsv } from './testing/bulkRequests';

let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};
const HEADER = csvLine(USER_CSV_COLUMNS);

type Row = Partial<Record<(typeof USER_CSV_COLUMNS)[number], string>>;

/** A row for a new SCO-level user in Acme Towers, with any values changed. */
function row(username: string, values: Row = {}): string {
  const defaults: Row = {
    username,
    email: `${username}@example.com`,
    firstName: 'New',
    lastName: 'Person',
    active: 'true',
    location: 'Cork',
    businessProfile: 'SCO Field Engineer',
    visibilityProfile: 'Cork Field',
    minimumRole: 'SCO_ADMIN',
    company: 'Acme Towers',
    elements: 'NOVA_NOVA_TREE:North Tree',
  };
  return csvLine(USER_CSV_COLUMNS.map((column) => ({ ...defaults, ...values })[column] ?? ''));
}

const file = (...rows: string[]) => HEADER + rows.join('');

async function userNamed(username: string) {
  const rows = await app.ctx.db.query<{ uuid: string; email: string; version: number; active: boolean }>(
    'select uuid, email, version, active from app_user where lower(username) = lower($1)',
    [username],
  );
  return rows[0];
}

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(() => app.stop());

describe('POST /user/import round trip', () => {
  it('imports an unchanged export as no change, and an edited one as exactly its edits', async () => {
    const original = await exportCsv(app, tokens['demo.errigal']);
    const again = await importCsv(app, original.rawPayload, { token: tokens['demo.errigal'] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ created: 0, updated: 0 });
    expect((await exportCsv(app, tokens['demo.errigal'])).body).toBe(original.body);

    const before = await userNamed('demo.admin');
    const edited = original.body
      .replace('demo.admin@example.com', 'admin.changed@example.com')
      .concat(row('bulk.new', { elements: 'NOVA_NOVA_TREE:North Tree|REPORT_ACCESS:Daily Reports', deskPhone: '+353 1 234' }));
    const res = await importCsv(app, edited, { token: tokens['demo.errigal'] });
    expect(res.json()).toEqual({ created: 1, updated: 1 });
    expect(await userNamed('demo.admin')).toMatchObject({ email: 'admin.changed@example.com', version: before.version + 1 });
    const exported = (await exportRecords(app, tokens['demo.errigal'])).find((r) => r[0] === 'bulk.new');
    expect(exported).toEqual([
      'bulk.new', 'bulk.new@example.com', 'New', 'Person', "'+353 1 234", '', 'true', 'Cork', 'SCO Field Engineer',
      'Cork Field', 'SCO_ADMIN', 'Acme Towers', 'NOVA_NOVA_TREE:North Tree|REPORT_ACCESS:Daily Reports', '1',
    ]);
  });

  it('upserts by username whatever its case and counts element changes as updates', async () => {
    const before = await userNamed('bulk.new');
    const res = await importCsv(app, file(row('BULK.NEW', { elements: 'NOVA_NOVA_TREE:North Tree', deskPhone: "'+353 1 234", version: String(before.version) })), {
      token: tokens['demo.sco'],
    });
    expect(res.json()).toEqual({ created: 0, updated: 1 });
    expect((await userNamed('bulk.new')).version).toBe(before.version + 1);
    const exported = (await exportRecords(app, tokens['demo.sco'])).find((r) => r[0] === 'bulk.new');
    expect(exported?.[12]).toBe('NOVA_NOVA_TREE:North Tree');
  });

  it('round-trips an SCO admin export', async () => {
    const original = await exportCsv(app, tokens['demo.sco']);
    const res = await importCsv(app, original.rawPayload, { token: tokens['demo.sco'] });
    expect(res.json()).toEqual({ created: 0, updated: 0 });
  });
});

describe('POST /user/import refuses a file with a bad row and changes nothing', () => {
  it('lists every bad row with its line number; the good rows are not applied', async () => {
    const content = file(
      row('good.one'),
      row('bad.email', { email: 'not-an-email' }),
      row('demo.sco', { email: 'sco.changed@example.com', version: String((await userNamed('demo.sco')).version) }),
      row('bad.names', { firstName: '', location: 'Atlantis', businessProfile: 'Nope', elements: 'NOVA_NOVA_TREE:Nowhere' }),
      row('bad user!'),
    );
    const res = await importCsv(app, content, { token: tokens['demo.errigal'] });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 400, detail: '3 rows have errors; nothing was imported' });
    expect(res.json().errors).toEqual([
      { line: 3, field: 'email', message: 'must be a valid email address' },
      { line: 5, field: 'firstName', message: 'is required' },
      { line: 6, field: 'username', message: 'Only alphanumeric letters, _ (underscore), and . (period) are allowed' },
      { line: 6, field: 'email', message: 'must be a valid email address' },
    ]);
    expect(await userNamed('good.one')).toBeUndefined();
    expect((await userNamed('demo.sco')).email).toBe('demo.sco@example.com');
  });

  it('reports unknown names once the values have the right form', async () => {
    const res = await importCsv(
      app,
      file(row('good.two'), row('bad.names', { location: 'Atlantis', businessProfile: 'Nope', company: 'Initech', elements: 'NOVA_NOVA_TREE:Nowhere' })),
      { token: tokens['demo.errigal'] },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { line: 3, field: 'location', message: 'there is no location named "Atlantis"' },
      { line: 3, field: 'company', message: 'there is no company named "Initech"' },
      { line: 3, field: 'businessProfile', message: 'there is no business profile named "Nope" that you may use' },
      { line: 3, field: 'elements', message: 'there is no element "NOVA_NOVA_TREE:Nowhere" that you may use' },
    ]);
    expect(await userNamed('good.two')).toBeUndefined();
  });

  it('refuses a username twice in the file', async () => {
    const res = await importCsv(app, file(row('twice.here'), row('other.one'), row('Twice.Here')), { token: tokens['demo.errigal'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ line: 4, field: 'username', message: '"Twice.Here" is already in the file on line 2' }]);
    expect(await userNamed('twice.here')).toBeUndefined();
  });

  it('reports malformed lines by their line number, counting line breaks inside quotes', async () => {
    const content = `${HEADER}${row('multi.line', { lastName: 'Two\nLines' })}too,few,values\r\n${row('after.bad').replace('after.bad@', 'after"bad@')}${row('last.one')}`;
    const res = await importCsv(app, content, { token: tokens['demo.errigal'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { line: 4, field: 'row', message: 'has 3 values, expected 14' },
      { line: 5, field: 'row', message: 'a quote inside a value that does not start with a quote' },
    ]);
  });

  it('applies the visibility rules of the importing admin', async () => {
    const res = await importCsv(
      app,
      file(
        row('demo.admin', { minimumRole: 'ADMIN', company: '' }),
        row('sco.raise', { minimumRole: 'ADMIN', company: '' }),
        row('sco.other', { company: 'Northwind Telecom' }),
        row('sco.hidden', { businessProfile: 'NOC Operator', visibilityProfile: 'All Ireland' }),
        row('demo.sco', { active: 'false', version: String((await userNamed('demo.sco')).version) }),
      ),
      { token: tokens['demo.sco'] },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { line: 2, field: 'username', message: 'username is taken' },
      { line: 3, field: 'minimumRole', message: 'is above your own level' },
      { line: 4, field: 'company', message: 'you may not give users this company' },
      { line: 5, field: 'businessProfile', message: 'there is no business profile named "NOC Operator" that you may use' },
      { line: 5, field: 'visibilityProfile', message: 'there is no visibility profile named "All Ireland" that you may use' },
      { line: 6, field: 'active', message: 'you cannot deactivate your own account' },
    ]);
    expect(await userNamed('sco.raise')).toBeUndefined();
  });
});

// SPEC section 5's rules hold on an import as on a single save: a user imported saves unchanged.
describe("POST /user/import applies the user form's rules", () => {
  it('refuses a row without either profile, an element its business profile does not offer, or no default tree when it offers one', async () => {
    const res = await importCsv(
      app,
      file(
        row('rules.noprofiles', { businessProfile: '', visibilityProfile: '' }),
        row('rules.notoffered', { elements: 'NOVA_NOVA_TREE:North Tree|NOVA_NOVA_TREE:South Tree' }),
        row('rules.notree', { elements: 'REPORT_ACCESS:Daily Reports' }),
        row('rules.fine', { elements: 'NOVA_NOVA_TREE:North Tree|REPORT_ACCESS:Daily Reports' }),
      ),
      { token: tokens['demo.errigal'] },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { line: 2, field: 'businessProfile', message: 'This field is required' },
      { line: 2, field: 'visibilityProfile', message: 'This field is required' },
      { line: 3, field: 'elements', message: 'the business profile "SCO Field Engineer" does not offer the element "NOVA_NOVA_TREE:South Tree"' },
      { line: 4, field: 'elements', message: 'At least one Default Tree element must be assigned' },
    ]);
    expect(await userNamed('rules.fine')).toBeUndefined();
  });

  it('counts a default tree the importing admin may not see, which the import keeps', async () => {
    // An ADMIN-level tree, offered by SCO Field Engineer, given to an SCO-level user: hidden from demo.sco.
    const { kysely } = app.ctx.db;
    const snmp = await kysely.selectFrom('application').select('uuid').where('name', '=', 'Snmp Manager').executeTakeFirstOrThrow();
    const hidden = await kysely
      .insertInto('application_element')
      .values({ application_uuid: snmp.uuid, name: 'Hidden Tree', category: 'NOVA_NOVA_TREE', minimum_role: 'ADMIN' })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    await app.ctx.db.query(
      `insert into app_profile_element (app_profile_uuid, element_uuid)
       select x.app_profile_uuid, $1 from business_profile_app_profile x join business_profile b on b.uuid = x.business_profile_uuid
        where b.name = 'SCO Field Engineer' limit 1`,
      [hidden.uuid],
    );
    expect((await importCsv(app, file(row('rules.hiddentree')), { token: tokens['demo.errigal'] })).statusCode).toBe(200);
    const user = await userNamed('rules.hiddentree');
    await app.ctx.db.query(`update user_element set element_uuid = $1 where user_uuid = (select uuid from app_user where username = 'rules.hiddentree')`, [hidden.uuid]);

    const res = await importCsv(app, file(row('rules.hiddentree', { elements: 'REPORT_ACCESS:Daily Reports', version: String(user.version) })), { token: tokens['demo.sco'] });
    expect(res.json()).toEqual({ created: 0, updated: 1 });
    const elements = await app.ctx.db.query<{ name: string }>(
      `select e.name from user_element ue join application_element e on e.uuid = ue.element_uuid join app_user u on u.uuid = ue.user_uuid
        where u.username = 'rules.hiddentree' order by e.name`,
    );
    expect(elements.map((e) => e.name)).toEqual(['Daily Reports', 'Hidden Tree']);
  });

  it('imports users that then save unchanged through POST /user/update', async () => {
    const names = ['rules.saved.one', 'rules.saved.two'];
    const res = await importCsv(app, file(...names.map((name) => row(name, { elements: 'NOVA_NOVA_TREE:North Tree|REPORT_ACCESS:Daily Reports' }))), { token: tokens['demo.sco'] });
    expect(res.json()).toEqual({ created: 2, updated: 0 });
    for (const name of names) {
      const { uuid } = await userNamed(name);
      const user = (await app.inject({ method: 'GET', url: `/userprofile/api/v1/user/${uuid}`, headers: bearer(tokens['demo.sco']) })).json();
      const saved = await app.inject({ method: 'POST', url: '/userprofile/api/v1/user/update', headers: bearer(tokens['demo.sco']), payload: { user } });
      expect([name, saved.statusCode]).toEqual([name, 200]);
    }
  });
});

describe('POST /user/import refuses files that are not a users CSV', () => {
  it.each([
    ['a CSV with another header', { content: 'name,email\nx,y\n' }],
    ['an empty file', { content: '' }],
    ['a file named and typed as an image', { content: HEADER, filename: 'photo.png', type: 'image/png' }],
    ['binary content', { content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), filename: 'users.csv' }],
  ])('answers 400 to %s', async (_name, { content, ...options }) => {
    const res = await importCsv(app, content, { token: tokens['demo.errigal'], ...options });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(NOT_A_USERS_CSV);
  });

  it('answers 400 when the file is not in the users field, or the body is not multipart', async () => {
    const wrongField = await importCsv(app, HEADER, { token: tokens['demo.errigal'], field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors).toEqual([{ field: 'users', message: 'is required' }]);
    const json = await app.inject({
      method: 'POST',
      url: '/userprofile/api/v1/user/import',
      headers: { authorization: `Bearer ${tokens['demo.errigal']}` },
      payload: { users: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toBe("Send the file as multipart/form-data in the field 'users'");
  });

  it('accepts a header-only file as nothing to do', async () => {
    const res = await importCsv(app, HEADER, { token: tokens['demo.admin'] });
    expect(res.json()).toEqual({ created: 0, updated: 0 });
  });

  it('answers 401 without a token and 403 to a token without a console role', async () => {
    expect((await importCsv(app, file(row('no.token')), {})).statusCode).toBe(401);
    const noRole = await tokenWithoutConsoleRole(app);
    expect((await importCsv(app, file(row('no.role')), { token: noRole })).statusCode).toBe(403);
    expect(await userNamed('no.role')).toBeUndefined();
  });
});

import { loginAs, startTestApp, tokenWithoutConsoleRole } from '../../../testing/testApp';
import { USER_CSV_COLUMNS } from './userCsvFormat';
import { exportCsv, exportRecords } from './testing/bulkRequests';

let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};
const column = (name: (typeof USER_CSV_COLUMNS)[number]) => USER_CSV_COLUMNS.indexOf(name);

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(() => app.stop());

describe('GET /user/export', () => {
  it('is a CSV attachment: a header row, then every user by username', async () => {
    const res = await exportCsv(app, tokens['demo.errigal']);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-all-\d{4}-\d\d-\d\d\.csv"$/);
    const [header, ...rows] = await exportRecords(app, tokens['demo.errigal']);
    expect(header).toEqual([...USER_CSV_COLUMNS]);
    expect(rows).toHaveLength(50);
    const names = rows.map((row) => row[0].toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(rows.find((row) => row[0] === 'demo.sco')).toEqual([
      'demo.sco', 'demo.sco@example.com', 'Demo', 'SCO ADMIN', '', '', 'true', 'Dublin',
      'SCO Administrator', 'Dublin Only', 'SCO_ADMIN', 'Acme Towers', 'NOVA_NOVA_TREE:North Tree', '1',
    ]);
  });

  it('splits active and inactive users', async () => {
    const active = (await exportRecords(app, tokens['demo.errigal'], 'active')).slice(1);
    const inactive = (await exportRecords(app, tokens['demo.errigal'], 'inactive')).slice(1);
    expect(active.length + inactive.length).toBe(50);
    expect(active.every((row) => row[column('active')] === 'true')).toBe(true);
    expect(inactive.every((row) => row[column('active')] === 'false')).toBe(true);
    const res = await exportCsv(app, tokens['demo.errigal'], 'inactive');
    expect(res.headers['content-disposition']).toContain('users-inactive-');
  });

  it('applies the visibility levels: ADMIN sees no ERRIGAL_ADMIN user, SCO_ADMIN only its own', async () => {
    const admin = (await exportRecords(app, tokens['demo.admin'])).slice(1);
    expect(admin.some((row) => row[column('minimumRole')] === 'ERRIGAL_ADMIN')).toBe(false);
    const sco = (await exportRecords(app, tokens['demo.sco'])).slice(1);
    expect(sco.length).toBeGreaterThan(3);
    expect(sco.every((row) => row[column('minimumRole')] === 'SCO_ADMIN')).toBe(true);
    expect(new Set(sco.map((row) => row[column('company')]))).toEqual(new Set(['', 'Acme Towers']));
  });

  it('quotes commas, quotes and line breaks and neutralises formulas', async () => {
    await app.ctx.db.query(
      `update app_user set last_name = $2, desk_phone = $3, mobile_phone = $4, first_name = $5 where username = $1`,
      ['demo.admin', 'Byrne, "Jr"\nSenior', "=HYPERLINK(\"http://evil\")", '+353 87 555', '@SUM(A1)'],
    );
    const res = await exportCsv(app, tokens['demo.errigal']);
    expect(res.body).toContain(`demo.admin,demo.admin@example.com,'@SUM(A1),"Byrne, ""Jr""\nSenior","'=HYPERLINK(""http://evil"")",'+353 87 555,`);
    const row = (await exportRecords(app, tokens['demo.errigal'])).find((r) => r[0] === 'demo.admin');
    expect(row?.slice(2, 6)).toEqual(["'@SUM(A1)", 'Byrne, "Jr"\nSenior', "'=HYPERLINK(\"http://evil\")", "'+353 87 555"]);
  });

  it('lists element assignments as category:name joined with |', async () => {
    // demo.sco has its Default Tree (North Tree) from the seed; two more are added.
    await app.ctx.db.query(
      `insert into user_element (user_uuid, element_uuid)
       select u.uuid, e.uuid from app_user u, application_element e
        where u.username = 'demo.sco' and e.name in ('South Tree', 'Daily Reports')`,
    );
    const row = (await exportRecords(app, tokens['demo.sco'])).find((r) => r[0] === 'demo.sco');
    expect(row?.[column('elements')]).toBe('NOVA_NOVA_TREE:North Tree|NOVA_NOVA_TREE:South Tree|REPORT_ACCESS:Daily Reports');
  });

  it('lists only the elements the caller may see', async () => {
    await app.ctx.db.query(`update application_element set minimum_role = 'ERRIGAL_ADMIN' where name = 'Weekly Reports'`);
    await app.ctx.db.query(
      `insert into user_element (user_uuid, element_uuid)
       select u.uuid, e.uuid from app_user u, application_element e
        where u.username = 'demo.admin' and e.name in ('Core Tree', 'Weekly Reports')`,
    );
    const elementsOf = async (token: string) => (await exportRecords(app, token)).find((r) => r[0] === 'demo.admin')?.[column('elements')];
    expect(await elementsOf(tokens['demo.errigal'])).toMatch(/NOVA_NOVA_TREE:Core Tree.*\|REPORT_ACCESS:Weekly Reports$/);
    const seenByAdmin = await elementsOf(tokens['demo.admin']);
    expect(seenByAdmin).toContain('NOVA_NOVA_TREE:Core Tree');
    expect(seenByAdmin).not.toContain('Weekly Reports');
  });

  it('answers 401 without a token and 403 to a token without a console role', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/userprofile/api/v1/user/export' });
    expect(anonymous.statusCode).toBe(401);
    const noRole = await tokenWithoutConsoleRole(app);
    const res = await exportCsv(app, noRole, 'active');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

import { bearer, loginAs, startTestApp, tokenWithoutConsoleRole } from '../../testing/testApp';

// Effective access (issue 20) against hand-worked examples on the demo data: Customer
// Administrator = UP Admin + Snmp Operator (OPERATOR, VIEWER; North Tree, South Tree); the
// visibility profile All Ireland selects Ireland, whose tree is Leinster (Dublin North, Dublin
// South) and Munster (Cork City).

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(() => app.stop());

const one = async <T = Record<string, string>>(sqlText: string, params: unknown[] = []) => {
  const rows = await app.ctx.db.query<T>(sqlText, params);
  if (!rows[0]) throw new Error(`nothing for ${sqlText}`);
  return rows[0];
};
const uuidOf = async (table: string, name: string, column = 'name') =>
  (await one<{ uuid: string }>(`select uuid from ${table} where ${column} = $1`, [name])).uuid;
const get = (who: string, url: string) =>
  app.inject({
    method: 'GET',
    url: `${API}${url}`,
    headers: bearer(tokens[who]),
  });

interface Ref {
  uuid: string;
  name: string;
}
interface Access {
  username: string;
  active: boolean;
  businessProfile: Ref | null;
  visibilityProfile: Ref | null;
  consoleRole: { name: string; appProfiles: Ref[] } | null;
  applications: {
    name: string;
    appProfiles: Ref[];
    roles: { name: string; appProfiles: Ref[] }[];
    elements: { name: string; category?: string; appProfiles: Ref[] }[];
  }[];
  visibility: {
    primaryCluster: Ref | null;
    clusters: { name: string; depth: number; through: Ref }[];
    carriers: Ref[];
    clusterGroups: Ref[];
    defaultClusterGroup: Ref | null;
  };
}
interface Holder {
  username: string;
  through: Ref[];
}
const names = (refs: { name: string }[]) => refs.map((r) => r.name);

describe('GET /user/{id}/access', () => {
  it('names each role with the app profile that grants it, the console role, and the expanded cluster tree', async () => {
    const res = await get('demo.errigal', `/user/${await uuidOf('app_user', 'demo.admin', 'username')}/access`);
    expect(res.statusCode).toBe(200);
    const access = res.json<Access>();
    expect(access).toMatchObject({
      username: 'demo.admin',
      active: true,
      businessProfile: { name: 'Customer Administrator' },
      visibilityProfile: { name: 'All Ireland' },
    });
    expect(access.consoleRole).toEqual({
      name: 'ADMIN',
      appProfiles: [{ uuid: expect.any(String), name: 'UP Admin' }],
    });
    expect(
      access.applications.map((a) => ({
        name: a.name,
        via: names(a.appProfiles),
        roles: a.roles.map((r) => `${r.name} < ${names(r.appProfiles)}`),
        elements: names(a.elements),
      })),
    ).toEqual([
      {
        name: 'Snmp Manager',
        via: ['Snmp Operator'],
        roles: ['OPERATOR < Snmp Operator', 'VIEWER < Snmp Operator'],
        elements: ['North Tree', 'South Tree'],
      },
    ]);
    expect(access.applications[0].elements[0].category).toBe('NOVA_NOVA_TREE');
    expect(access.visibility.primaryCluster?.name).toBe('Ireland');
    expect(access.visibility.clusters.map((c) => `${'-'.repeat(c.depth)}${c.name} < ${c.through.name}`)).toEqual([
      'Ireland < Ireland',
      '-Leinster < Ireland',
      '--Dublin North < Ireland',
      '--Dublin South < Ireland',
      '-Munster < Ireland',
      '--Cork City < Ireland',
    ]);
  });

  it('gives each cluster under nested selections its nearest selected cluster, and joins app profiles that grant the same role', async () => {
    const user = await one<{ uuid: string; bp: string }>(`select uuid, business_profile_uuid as bp from app_user where username = 'demo.sco'`);
    // A profile selecting Leinster, Dublin North (inside it) and Cork City; the user's business profile also gets Snmp Operator.
    const [profile] = await app.ctx.db.query<{ uuid: string }>(
      `insert into visibility_profile (name, minimum_role, primary_cluster_uuid) values ('Nested Test', 'SCO_ADMIN', (select uuid from visibility_element where name = 'Leinster')) returning uuid`,
    );
    await app.ctx.db.query(
      `insert into visibility_profile_element (profile_uuid, element_uuid) select $1, uuid from visibility_element where name in ('Leinster', 'Dublin North', 'Cork City', 'Vodafone', 'East Region')`,
      [profile.uuid],
    );
    await app.ctx.db.query(
      `update visibility_profile set default_cluster_group_uuid = (select uuid from visibility_element where name = 'East Region') where uuid = $1`,
      [profile.uuid],
    );
    const [viewer] = await app.ctx.db.query<{ uuid: string }>(`select uuid from visibility_profile where name = 'Dublin Only'`);
    await app.ctx.db.query(`update app_user set visibility_profile_uuid = $1 where uuid = $2`, [profile.uuid, user.uuid]);
    await app.ctx.db.query(
      `insert into business_profile_app_profile (business_profile_uuid, app_profile_uuid) values ($1, (select uuid from app_profile where name = 'Snmp Operator'))`,
      [user.bp],
    );
    try {
      const access = (await get('demo.errigal', `/user/${user.uuid}/access`)).json<Access>();
      expect(access.visibility.clusters.map((c) => `${c.depth} ${c.name} < ${c.through.name}`)).toEqual([
        '1 Leinster < Leinster',
        '2 Dublin North < Dublin North',
        '2 Dublin South < Leinster',
        '2 Cork City < Cork City',
      ]);
      expect(names(access.visibility.carriers)).toEqual(['Vodafone']);
      expect(access.visibility.defaultClusterGroup?.name).toBe('East Region');
      expect(access.consoleRole?.name).toBe('SCO_ADMIN');
      const snmp = access.applications.find((a) => a.name === 'Snmp Manager')!;
      expect(names(snmp.appProfiles)).toEqual(['Snmp Operator', 'Snmp Viewer']);
      expect(snmp.roles.map((r) => `${r.name} < ${names(r.appProfiles).join(', ')}`)).toEqual([
        'OPERATOR < Snmp Operator',
        'VIEWER < Snmp Operator, Snmp Viewer',
      ]);
    } finally {
      await app.ctx.db.query(`update app_user set visibility_profile_uuid = $1 where uuid = $2`, [viewer.uuid, user.uuid]);
      await app.ctx.db.query(
        `delete from business_profile_app_profile where business_profile_uuid = $1 and app_profile_uuid = (select uuid from app_profile where name = 'Snmp Operator')`,
        [user.bp],
      );
      await app.ctx.db.query(`delete from visibility_profile where uuid = $1`, [profile.uuid]);
    }
  });

  it('answers as GET /user/{id} does for a user the caller may not see: ADMIN and SCO_ADMIN get 404 for an ERRIGAL_ADMIN user', async () => {
    const errigal = await uuidOf('app_user', 'demo.errigal', 'username');
    for (const who of ['demo.admin', 'demo.sco']) {
      const [user, access] = await Promise.all([get(who, `/user/${errigal}`), get(who, `/user/${errigal}/access`)]);
      expect([who, access.statusCode]).toEqual([who, 404]);
      expect(access.statusCode).toBe(user.statusCode);
    }
    // SCO_ADMIN sees SCO users of its own company only.
    const other = await one<{ uuid: string }>(
      `select u.uuid from app_user u join customer_company c on c.uuid = u.company_uuid where c.name = 'Globex Networks' limit 1`,
    );
    expect((await get('demo.sco', `/user/${other.uuid}/access`)).statusCode).toBe(404);
    expect((await get('demo.admin', `/user/${other.uuid}/access`)).statusCode).toBe(200);
  });

  it('answers 403, as GET /user/{id} does, to an ADMIN asking about a user whose console role is above its own', async () => {
    const user = await one<{ uuid: string; bp: string }>(
      `select uuid, business_profile_uuid as bp from app_user where minimum_role = 'ADMIN' and username <> 'demo.admin' limit 1`,
    );
    await app.ctx.db.query(
      `update app_user set business_profile_uuid = (select uuid from business_profile where name = 'Errigal Administrator') where uuid = $1`,
      [user.uuid],
    );
    try {
      const [plain, access] = await Promise.all([get('demo.admin', `/user/${user.uuid}`), get('demo.admin', `/user/${user.uuid}/access`)]);
      expect([plain.statusCode, access.statusCode]).toEqual([403, 403]);
      expect((await get('demo.errigal', `/user/${user.uuid}/access`)).json<Access>().consoleRole?.name).toBe('ERRIGAL_ADMIN');
    } finally {
      await app.ctx.db.query(`update app_user set business_profile_uuid = $1 where uuid = $2`, [user.bp, user.uuid]);
    }
  });

  it('refuses a missing user, a bad uuid, no token and a token without a console role', async () => {
    expect((await get('demo.errigal', '/user/00000000-0000-4000-8000-000000000000/access')).statusCode).toBe(404);
    expect((await get('demo.errigal', '/user/not-a-uuid/access')).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${API}/user/00000000-0000-4000-8000-000000000000/access`,
        })
      ).statusCode,
    ).toBe(401);
    const noRole = await tokenWithoutConsoleRole(app);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${API}/access/holders?cluster=00000000-0000-4000-8000-000000000000`,
          headers: bearer(noRole),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /access/holders', () => {
  const holders = async (who: string, query: Record<string, string>) => {
    const res = await get(who, `/access/holders?${new URLSearchParams(query)}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ items: Holder[]; total: number }>();
  };
  const countUsers = async (where: string, params: unknown[] = []) =>
    Number(
      (
        await one<{ n: number }>(
          `select count(*)::int as n from app_user u left join business_profile bp on bp.uuid = u.business_profile_uuid left join visibility_profile vp on vp.uuid = u.visibility_profile_uuid where ${where}`,
          params,
        )
      ).n,
    );

  it('lists the holders of a role with the app profile that grants it, and pages them with the total', async () => {
    const application = await uuidOf('application', 'Snmp Manager');
    const role = (await one<{ uuid: string }>(`select uuid from application_role where name = 'OPERATOR' and application_uuid = $1`, [application])).uuid;
    // Snmp Operator is in Errigal Administrator, Customer Administrator and NOC Operator.
    const expected = await countUsers(`bp.name in ('Errigal Administrator', 'Customer Administrator', 'NOC Operator')`);
    const first = await holders('demo.errigal', {
      application,
      role,
      size: '5',
    });
    expect(first.total).toBe(expected);
    expect(first.items).toHaveLength(5);
    expect(first.items[0].through.map((t) => t.name)).toEqual(['Snmp Operator']);
    const all: string[] = [];
    for (let page = 1; (page - 1) * 5 < expected; page++)
      all.push(
        ...(
          await holders('demo.errigal', {
            application,
            role,
            size: '5',
            page: String(page),
          })
        ).items.map((h) => h.username),
      );
    expect(new Set(all).size).toBe(expected);
    expect(all).toContain('demo.admin');
    // ADMIN sees only ADMIN and SCO_ADMIN users; SCO_ADMIN only SCO users of its company or none (none holds OPERATOR).
    expect((await holders('demo.admin', { application, role })).total).toBe(
      await countUsers(`bp.name in ('Errigal Administrator', 'Customer Administrator', 'NOC Operator') and u.minimum_role in ('ADMIN', 'SCO_ADMIN')`),
    );
    expect((await holders('demo.sco', { application, role })).total).toBe(0);
  });

  it('lists the holders of an element, and of an application at all, within the SCO admin company', async () => {
    const application = await uuidOf('application', 'Snmp Manager');
    const element = await uuidOf('application_element', 'North Tree');
    const acme = await uuidOf('customer_company', 'Acme Towers');
    const scoVisible = `u.minimum_role = 'SCO_ADMIN' and (u.company_uuid is null or u.company_uuid = $1)`;
    // Every demo business profile offers North Tree (through Snmp Operator or Snmp Viewer).
    const byElement = await holders('demo.sco', {
      application,
      element,
      size: '100',
    });
    expect(byElement.total).toBe(await countUsers(scoVisible, [acme]));
    expect((await holders('demo.sco', { application })).total).toBe(byElement.total);
    const ticketer = await uuidOf('application', 'Ticketer');
    expect((await holders('demo.sco', { application: ticketer })).total).toBe(await countUsers(`${scoVisible} and bp.name = 'SCO Field Engineer'`, [acme]));
  });

  it('lists who sees a cluster, through the cluster itself or any parent', async () => {
    const dublinNorth = await uuidOf('visibility_element', 'Dublin North');
    // Global and All Ireland select Ireland, Dublin Only selects Leinster; UK Network and Cork Field do not see it.
    const result = await holders('demo.errigal', {
      cluster: dublinNorth,
      size: '100',
    });
    expect(result.total).toBe(await countUsers(`vp.name in ('Global', 'All Ireland', 'Dublin Only')`));
    const through = new Map(result.items.map((h) => [h.username, h.through.map((t) => t.name)]));
    expect(through.get('demo.admin')).toEqual(['Ireland']);
    expect(through.get('demo.sco')).toEqual(['Leinster']);
    const london = await uuidOf('visibility_element', 'London');
    expect((await holders('demo.errigal', { cluster: london })).total).toBe(0);
  });

  it('refuses a question that is not one, without a 5xx', async () => {
    const application = await uuidOf('application', 'Snmp Manager');
    const cluster = await uuidOf('visibility_element', 'Ireland');
    const role = (await one<{ uuid: string }>(`select uuid from application_role where application_uuid = $1 limit 1`, [application])).uuid;
    const questions: Record<string, string>[] = [
      {},
      { role },
      { application, cluster },
      { application, role, element: role },
      { application: 'x' },
      { cluster, page: '0' },
      { cluster, size: '1000' },
    ];
    for (const query of questions) {
      const res = await get('demo.errigal', `/access/holders?${new URLSearchParams(query)}`);
      expect([JSON.stringify(query), res.statusCode]).toEqual([JSON.stringify(query), 400]);
      expect(res.json<{ detail?: string }>().detail).toBeTruthy();
    }
    expect((await get('demo.errigal', `/access/holders/export?${new URLSearchParams({ application, cluster })}`)).statusCode).toBe(400);
  });

  it('exports the same holders as CSV, one row each', async () => {
    const cluster = await uuidOf('visibility_element', 'Cork City');
    const { total } = await holders('demo.admin', { cluster });
    const res = await get('demo.admin', `/access/holders/export?cluster=${cluster}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('username,firstName,lastName,active,businessProfile,visibilityProfile,through');
    expect(lines).toHaveLength(total + 1);
    expect(lines.some((l) => l.startsWith('demo.admin,') && l.endsWith(',Ireland'))).toBe(true);
  });

  it('exports every holder once, in username order, across many batches', async () => {
    const cluster = await uuidOf('visibility_element', 'Cork City');
    const profile = await uuidOf('visibility_profile', 'All Ireland');
    // More than two export batches, in mixed case so the console order is not the byte order.
    await app.ctx.db.query(
      `insert into app_user (username, email, first_name, last_name, visibility_profile_uuid, minimum_role)
       select case when g % 2 = 0 then 'Many.' else 'many.' end || lpad(g::text, 4, '0'), 'many' || g || '@example.com', 'M', 'H', $1, 'ADMIN'
         from generate_series(1, 2100) g`,
      [profile],
    );
    try {
      const res = await get('demo.errigal', `/access/holders/export?cluster=${cluster}`);
      expect(res.statusCode).toBe(200);
      const exported = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',')[0]);
      const expected = await app.ctx.db.query<{ username: string }>(
        `select username from app_user where visibility_profile_uuid in
           (select pe.profile_uuid from visibility_profile_element pe where pe.element_uuid in
              (select uuid from visibility_element where name in ('Cork City', 'Munster', 'Ireland')))
         order by username collate console_order, uuid`,
      );
      expect(expected.length).toBeGreaterThan(2100);
      expect(exported).toEqual(expected.map((r) => r.username));
    } finally {
      await app.ctx.db.query(`delete from app_user where username ilike 'many.%'`);
    }
  });
});

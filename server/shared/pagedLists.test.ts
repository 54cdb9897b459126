import type { RoleName } from '../contract/roleNames';
import { bearer, loginAs, startTestApp } from '../testing/testApp';

// The paged list operations of the profile, application and OAuth2 client screens (issue 21):
// filters, the console's order, pages with totals, and the Visible To rule of the unpaged calls.

const API = '/userprofile/api/v1';
type Who = 'demo.errigal' | 'demo.admin' | 'demo.sco';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens = {} as Record<Who, string>;

interface Named {
  uuid: string;
  name: string;
}
interface PageAnswer {
  items: Named[];
  total: number;
}

// Records of their own, apart from the demo data: every test filters on the 'zq' prefix.
// [name, minimum role, company]: Acme is demo.sco's company, Northwind another one.
const records: [string, RoleName, 'Acme Towers' | 'Northwind Telecom' | null][] = [
  ['zq.item10', 'ERRIGAL_ADMIN', null],
  ['zq.item9', 'ADMIN', null],
  ['ZQ.Item2', 'SCO_ADMIN', null],
  ['zq_under', 'SCO_ADMIN', 'Acme Towers'],
  ['zq%percent', 'SCO_ADMIN', 'Northwind Telecom'],
  ['zq\\back', 'ADMIN', null],
  ['zqXunder', 'ADMIN', null],
  ['zqYpercent', 'ADMIN', null],
  ['zq.b', 'SCO_ADMIN', null],
];
const visibleTo: Record<Who, string[]> = {
  'demo.errigal': records.map(([name]) => name),
  'demo.admin': records.filter(([, role]) => role !== 'ERRIGAL_ADMIN').map(([name]) => name),
  'demo.sco': ['ZQ.Item2', 'zq_under', 'zq.b'],
};

const profileLists = [
  { table: 'app_profile', list: '/profile/app/list', page: '/profile/app/list/page' },
  { table: 'business_profile', list: '/profile/business/list', page: '/profile/business/list/page' },
  { table: 'visibility_profile', list: '/profile/visibility/list', page: '/profile/visibility/list/page' },
] as const;

let appOne = '';

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco'] as const) tokens[name] = await loginAs(app, name);
  const db = app.ctx.db.kysely;
  const companies = await db.selectFrom('customer_company').select(['uuid', 'name']).execute();
  const companyOf = (name: string | null) => (name ? companies.find((c) => c.name === name)!.uuid : null);

  // Two applications whose roles sort differently per level: zqApp2's first role is ERRIGAL_ADMIN's.
  const [one, two] = await db
    .insertInto('application')
    .values([{ name: 'zqApp1' }, { name: 'zqApp2' }])
    .returning('uuid')
    .execute();
  appOne = one.uuid;
  const roles = await db
    .insertInto('application_role')
    .values([
      { application_uuid: one.uuid, name: 'b-role', minimum_role: 'ADMIN' },
      { application_uuid: two.uuid, name: 'a-role', minimum_role: 'ERRIGAL_ADMIN' },
      { application_uuid: two.uuid, name: 'c-role', minimum_role: 'ADMIN' },
    ])
    .returning('uuid')
    .execute();

  const rows = records.map(([name, role, company], i) => ({
    name,
    description: `Desc${10 - i}`,
    minimum_role: role,
    company_uuid: companyOf(company),
  }));
  const appProfiles = await db
    .insertInto('app_profile')
    .values(rows.map((row, i) => ({ ...row, application_uuid: i === 0 ? two.uuid : one.uuid })))
    .returning(['uuid', 'name'])
    .execute();
  const business = await db.insertInto('business_profile').values(rows).returning(['uuid', 'name']).execute();
  await db.insertInto('visibility_profile').values(rows).execute();
  const byName = (list: Named[], name: string) => list.find((row) => row.name === name)!.uuid;
  // zq.item9 holds b-role; zq.b holds b-role as well (the roles column sorts by the joined names).
  await db
    .insertInto('app_profile_role')
    .values([
      { app_profile_uuid: byName(appProfiles, 'zq.item9'), role_uuid: roles[0].uuid },
      { app_profile_uuid: byName(appProfiles, 'zq.item10'), role_uuid: roles[1].uuid },
    ])
    .execute();
  // Business profile zq.b holds app profile zq_under, ZQ.Item2 holds zq.item9.
  await db
    .insertInto('business_profile_app_profile')
    .values([
      { business_profile_uuid: byName(business, 'zq.b'), app_profile_uuid: byName(appProfiles, 'zq_under') },
      { business_profile_uuid: byName(business, 'ZQ.Item2'), app_profile_uuid: byName(appProfiles, 'zq.item9') },
    ])
    .execute();
  await db
    .insertInto('auth_client')
    .values(records.map(([name], i) => ({ client_id: `zq-client-${i}`, name, description: `Desc${10 - i}`, allowed_redirect_target: `https://zq${i}.example/` })))
    .execute();
});
afterAll(() => app.stop());

async function get(url: string, query: Record<string, string>, who: Who = 'demo.errigal') {
  return app.inject({ method: 'GET', url: `${API}${url}`, query, headers: bearer(tokens[who]) });
}
async function page(url: string, query: Record<string, string>, who: Who = 'demo.errigal') {
  const res = await get(url, query, who);
  expect(res.statusCode).toBe(200);
  return res.json<PageAnswer>();
}
const names = (answer: PageAnswer) => answer.items.map((item) => item.name);

describe.each(profileLists)('GET $page', ({ list, page: url }) => {
  it("sorts in the console's order: case-insensitive, numbers by their value, punctuation first", async () => {
    expect(names(await page(url, { name: 'zq.' }))).toEqual(['zq.b', 'ZQ.Item2', 'zq.item9', 'zq.item10']);
    expect(names(await page(url, { name: 'zq.', direction: 'desc' }))).toEqual(['zq.item10', 'zq.item9', 'ZQ.Item2', 'zq.b']);
    const byDescription = await page(url, { name: 'zq', sort: 'description', size: '3' });
    expect(names(byDescription)).toEqual(['zq.b', 'zqYpercent', 'zqXunder']);
  });

  it('pages with the total of the filtered records, 10 a page by default', async () => {
    const all = await page(url, { size: '100' });
    expect(all.total).toBe(all.items.length);
    const first = await page(url, {});
    expect(first.items).toHaveLength(Math.min(10, all.total));
    expect(first.total).toBe(all.total);
    const filtered = await page(url, { name: 'zq', size: '4', page: '3' });
    expect(filtered.total).toBe(records.length);
    expect(filtered.items).toHaveLength(1);
    expect((await page(url, { name: 'zq', page: '99' })).items).toEqual([]);
  });

  it('takes %, _ and \\ in a filter literally, and matches case-insensitively', async () => {
    expect(names(await page(url, { name: 'zq_' }))).toEqual(['zq_under']);
    expect(names(await page(url, { name: 'zq%' }))).toEqual(['zq%percent']);
    expect(names(await page(url, { name: 'q\\b' }))).toEqual(['zq\\back']);
    expect(names(await page(url, { name: '  ZQ.ITEM1 ' }))).toEqual(['zq.item10']);
    expect(names(await page(url, { name: 'zq', description: 'DESC6' }))).toEqual(['zq%percent']);
  });

  it.each(['demo.errigal', 'demo.admin', 'demo.sco'] as const)('shows %s what the unpaged list shows it', async (who) => {
    const paged = await page(url, { name: 'zq', size: '100' }, who);
    expect(names(paged).sort()).toEqual([...visibleTo[who]].sort());
    expect(paged.total).toBe(visibleTo[who].length);
    const unpaged = await get(list, {}, who);
    expect(unpaged.statusCode).toBe(200);
    const everything = await page(url, { size: '100' }, who);
    expect(everything.items.map((item) => item.uuid).sort()).toEqual(unpaged.json<Named[]>().map((item) => item.uuid).sort());
  });

  it('answers 400, never 5xx, for a bad page, size, sort or direction', async () => {
    const bad: Record<string, string>[] = [{ page: '0' }, { size: '101' }, { sort: 'password' }, { direction: 'up' }, { name: 'x'.repeat(256) }];
    for (const query of bad) {
      const res = await get(url, query);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});

describe('GET /profile/app/list/page columns', () => {
  const url = '/profile/app/list/page';
  it('filters and sorts by application, roles and parameters', async () => {
    expect(names(await page(url, { name: 'zq', application: 'ZQAPP2' }))).toEqual(['zq.item10']);
    expect(names(await page(url, { name: 'zq', roles: 'B-RO' }))).toEqual(['zq.item9']);
    expect((await page(url, { name: 'zq', parameters: 'x' })).total).toBe(0);
    // Profiles without roles sort first ('' in the console's order), then a-role, then b-role.
    const byRoles = names(await page(url, { name: 'zq', sort: 'roles', direction: 'desc', size: '2' }));
    expect(byRoles).toEqual(['zq.item9', 'zq.item10']);
    expect(names(await page(url, { name: 'zq', sort: 'application', direction: 'desc', size: '1' }))).toEqual(['zq.item10']);
  });
});

describe('GET /profile/business/list/page filters', () => {
  const url = '/profile/business/list/page';
  it('takes comma-separated values where any one counts, app profile names included', async () => {
    expect(names(await page(url, { name: 'zq.item9, zq_', size: '100' }))).toEqual(['zq_under', 'zq.item9']);
    expect(names(await page(url, { name: 'zq', appProfiles: 'ZQ_UNDER' }))).toEqual(['zq.b']);
    expect(names(await page(url, { name: 'zq', appProfiles: 'nothing, zq.item9' }))).toEqual(['ZQ.Item2']);
    expect((await page(url, { name: ' , ', size: '100' })).total).toBe((await page(url, { size: '100' })).total);
  });
});

describe('GET /app/list/page', () => {
  const url = '/app/list/page';
  it('sorts by the roles the caller may see, filters by name, and is refused to SCO admins', async () => {
    expect(names(await page(url, { name: 'ZQAPP', sort: 'roles' }))).toEqual(['zqApp2', 'zqApp1']);
    expect(names(await page(url, { name: 'zqapp', sort: 'roles' }, 'demo.admin'))).toEqual(['zqApp1', 'zqApp2']);
    const paged = await page(url, { name: 'zqApp1' }, 'demo.admin');
    expect(paged).toMatchObject({ total: 1, items: [{ uuid: appOne, roles: [{ name: 'b-role' }] }] });
    expect((await get(url, {}, 'demo.sco')).statusCode).toBe(403);
    expect((await page(url, { name: 'zqapp_' })).total).toBe(0);
  });
});

describe('GET /authClient/list/page', () => {
  const url = '/authClient/list/page';
  it('filters and sorts the clients, for ERRIGAL_ADMIN only', async () => {
    expect(names(await page(url, { name: 'zq.' }))).toEqual(['zq.b', 'ZQ.Item2', 'zq.item9', 'zq.item10']);
    expect(names(await page(url, { allowedRedirectTarget: 'ZQ3.EXAMPLE' }))).toEqual(['zq_under']);
    expect(names(await page(url, { name: 'zq', sort: 'description', size: '2' }))).toEqual(['zq.b', 'zqYpercent']);
    expect((await page(url, { name: 'zq', size: '5', page: '2' })).total).toBe(records.length);
    const answer = await page(url, { name: 'zq_' });
    expect(answer.items[0]).not.toHaveProperty('secretHash');
    for (const who of ['demo.admin', 'demo.sco'] as const) expect((await get(url, {}, who)).statusCode).toBe(403);
  });
});

import { bearer, loginAs, testAppsOnOneDatabase } from '../testing/testApp';
import type { App } from '../app';

// Roles and company come from the database on every request, not from the access token (issue 18
// item 14): a demoted admin or an SCO admin moved to another company is so at once, in every
// server process (two apps on one database here; the token comes from the other one).
const API = '/userprofile/api/v1';
let apps: Awaited<ReturnType<typeof testAppsOnOneDatabase>>;
let first: App;
let second: App;

beforeAll(async () => {
  apps = await testAppsOnOneDatabase();
  first = await apps.start();
  second = await apps.start();
});
afterAll(() => apps.stop());

const k = () => first.ctx.db.kysely;
const uuidOf = async (table: 'business_profile' | 'customer_company', name: string) =>
  (await k().selectFrom(table).select('uuid').where('name', '=', name).executeTakeFirstOrThrow()).uuid;
const get = (token: string, url: string) => second.inject({ method: 'GET', url: `${API}${url}`, headers: bearer(token) });

it('an ADMIN demoted to SCO_ADMIN loses ADMIN access at once', async () => {
  const token = await loginAs(first, 'demo.admin');
  expect((await get(token, '/app/list')).statusCode).toBe(200);
  await k().updateTable('app_user').set({ business_profile_uuid: await uuidOf('business_profile', 'SCO Administrator') }).where('username', '=', 'demo.admin').execute();
  try {
    expect((await get(token, '/app/list')).statusCode).toBe(403);
    expect((await get(token, '/me')).json().roles).toEqual(['SCO_ADMIN']);
  } finally {
    await k().updateTable('app_user').set({ business_profile_uuid: await uuidOf('business_profile', 'Customer Administrator') }).where('username', '=', 'demo.admin').execute();
  }
  expect((await get(token, '/app/list')).statusCode).toBe(200);
});

it('an SCO admin moved to another company sees that company at once, and no longer the old one', async () => {
  const token = await loginAs(first, 'demo.sco');
  const companyNames = async () => {
    const users = (await get(token, '/user/list/active')).json<{ errigalCustomerCompany?: { name: string } | null }[]>();
    return new Set(users.map((u) => u.errigalCustomerCompany?.name ?? null));
  };
  expect(await companyNames()).toContain('Acme Towers');
  await k().updateTable('app_user').set({ company_uuid: await uuidOf('customer_company', 'Northwind Telecom') }).where('username', '=', 'demo.sco').execute();
  try {
    const seen = await companyNames();
    expect(seen).toContain('Northwind Telecom');
    expect(seen).not.toContain('Acme Towers');
    expect((await get(token, '/me')).json().errigalCustomerCompany).toEqual({ uuid: await uuidOf('customer_company', 'Northwind Telecom') });
  } finally {
    await k().updateTable('app_user').set({ company_uuid: await uuidOf('customer_company', 'Acme Towers') }).where('username', '=', 'demo.sco').execute();
  }
});

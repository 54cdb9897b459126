import { bearer, loginAs, startTestApp } from '../../testing/testApp';

// GET /customerCompany/list/page: the management screen's list, filtered, sorted and paged on the server.

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};

// Companies of their own, apart from the demo ones: every test filters on the 'cq' prefix.
const added = ['cq.co10', 'cq.co9', 'CQ.Co2', 'cq_under', 'cq%percent', 'cq\\back', 'cqXunder', 'cqYpercent', 'cq.b'];

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin']) tokens[name] = await loginAs(app, name);
  await app.ctx.db.kysely
    .insertInto('customer_company')
    .values(added.map((name) => ({ name })))
    .execute();
});
afterAll(() => app.stop());

interface PageAnswer {
  items: { uuid: string; name: string; version: number }[];
  total: number;
}
async function page(query: Record<string, string>, who = 'demo.errigal') {
  const res = await app.inject({ method: 'GET', url: `${API}/customerCompany/list/page`, query, headers: bearer(tokens[who]) });
  expect(res.statusCode).toBe(200);
  return res.json<PageAnswer>();
}
const names = (answer: PageAnswer) => answer.items.map((c) => c.name);

describe('GET /customerCompany/list/page', () => {
  it("sorts by name in the console's order, both ways, with versions", async () => {
    expect(names(await page({ name: 'cq.' }))).toEqual(['cq.b', 'CQ.Co2', 'cq.co9', 'cq.co10']);
    expect(names(await page({ name: 'cq.', direction: 'desc' }))).toEqual(['cq.co10', 'cq.co9', 'CQ.Co2', 'cq.b']);
    expect((await page({ name: 'cq.b' })).items[0]).toEqual({ uuid: expect.any(String), name: 'cq.b', version: 1 });
  });

  it('takes %, _ and \\ in the filter literally', async () => {
    expect(names(await page({ name: 'cq_' }))).toEqual(['cq_under']);
    expect(names(await page({ name: 'cq%' }))).toEqual(['cq%percent']);
    expect(names(await page({ name: 'cq\\' }))).toEqual(['cq\\back']);
  });

  it('pages with the total of the filtered companies; without a filter, every company', async () => {
    const first = await page({ name: 'cq', size: '4' });
    const third = await page({ name: 'cq', size: '4', page: '3' });
    expect(first.total).toBe(added.length);
    expect(first.items).toHaveLength(4);
    expect(third.items).toHaveLength(1);
    const [{ n }] = await app.ctx.db.query<{ n: number }>('select count(*)::int as n from customer_company');
    expect((await page({})).total).toBe(n);
  });

  it('is for ERRIGAL_ADMIN only', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/customerCompany/list/page`, headers: bearer(tokens['demo.admin']) });
    expect(res.statusCode).toBe(403);
  });
});

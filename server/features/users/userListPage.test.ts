import { bearer, loginAs, startTestApp } from '../../testing/testApp';

// GET /user/list/page: the console's user list, filtered, sorted and paged on the server.

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};

interface PageAnswer {
  items: { uuid: string; username: string; email: string; firstName: string; lastName: string; active: boolean; minimumRole: { name: string } }[];
  total: number;
}

// Users of their own, apart from the demo data: every test filters on the 'pq' prefix.
const added = ['pq.user10', 'pq.user9', 'PQ.User2', 'pq_under', 'pq%percent', 'pq\\back', 'pqXunder', 'pqYpercent', 'pq.b'];

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
  const { uuid: profile } = await app.ctx.db.kysely.selectFrom('business_profile').select('uuid').executeTakeFirstOrThrow();
  const { uuid: visibility } = await app.ctx.db.kysely.selectFrom('visibility_profile').select('uuid').executeTakeFirstOrThrow();
  await app.ctx.db.kysely
    .insertInto('app_user')
    .values(
      added.map((username, i) => ({
        username,
        email: `${username.replace(/[^a-z0-9.]/gi, 'x')}@example.com`,
        first_name: `First${10 - i}`,
        last_name: 'Last',
        active: true,
        business_profile_uuid: profile,
        visibility_profile_uuid: visibility,
        minimum_role: i === 0 ? 'ERRIGAL_ADMIN' : 'ADMIN',
      })),
    )
    .execute();
});
afterAll(() => app.stop());

async function page(query: Record<string, string>, who = 'demo.errigal') {
  const res = await app.inject({ method: 'GET', url: `${API}/user/list/page`, query, headers: bearer(tokens[who]) });
  expect(res.statusCode).toBe(200);
  return res.json<PageAnswer>();
}
const names = (answer: PageAnswer) => answer.items.map((u) => u.username);

describe('GET /user/list/page', () => {
  it("sorts in the console's order: case-insensitive, numbers by their value, punctuation first", async () => {
    expect(names(await page({ username: 'pq.' }))).toEqual(['pq.b', 'PQ.User2', 'pq.user9', 'pq.user10']);
    expect(names(await page({ username: 'pq.', direction: 'desc' }))).toEqual(['pq.user10', 'pq.user9', 'PQ.User2', 'pq.b']);
    // Name sorts by "first last": First1 … First10 by number, not First1, First10, First2.
    const byName = await page({ username: 'pq', sort: 'name', size: '100' });
    expect(byName.items.map((u) => u.firstName)).toEqual(['First2', 'First3', 'First4', 'First5', 'First6', 'First7', 'First8', 'First9', 'First10']);
  });

  it('pages with the total of the filtered users, 10 a page by default', async () => {
    const all = await page({ size: '100' });
    const first = await page({});
    expect(first.items).toHaveLength(10);
    expect(first.total).toBe(all.total);
    expect(all.total).toBe(all.items.length);
    const second = await page({ page: '2' });
    expect(second.items.map((u) => u.uuid)).toEqual(all.items.slice(10, 20).map((u) => u.uuid));
    const filtered = await page({ username: 'pq', size: '4', page: '3' });
    expect(filtered.total).toBe(added.length);
    expect(filtered.items).toHaveLength(1);
    expect((await page({ username: 'pq', page: '99' })).items).toEqual([]);
  });

  it('leaves the total out with withTotal=false, the same page otherwise, for every role', async () => {
    for (const who of ['demo.errigal', 'demo.admin', 'demo.sco']) {
      const queries: Record<string, string>[] = [{}, { username: 'pq', size: '4', page: '2' }, { name: 'first1', sort: 'email', direction: 'desc' }];
      for (const query of queries) {
        const full = await page(query, who);
        const rows = await page({ ...query, withTotal: 'false' }, who);
        expect(rows).toEqual({ items: full.items });
        expect(typeof full.total).toBe('number');
      }
    }
  });

  it('takes %, _ and \\ in a filter literally, and matches case-insensitively', async () => {
    expect(names(await page({ username: 'pq_' }))).toEqual(['pq_under']);
    expect(names(await page({ username: 'pq%' }))).toEqual(['pq%percent']);
    expect(names(await page({ username: 'q\\b' }))).toEqual(['pq\\back']);
    expect(names(await page({ username: '  PQ.USER1 ' }))).toEqual(['pq.user10']);
    expect((await page({ username: '%' })).total).toBe(1);
  });

  it('combines the five filters', async () => {
    expect(names(await page({ username: 'pq', name: 'first6 last' }))).toEqual(['pq%percent']);
    expect(names(await page({ username: 'pq', email: 'pqxback@' }))).toEqual(['pq\\back']);
    const [profileName, visibilityName] = await Promise.all([
      app.ctx.db.kysely.selectFrom('business_profile').select('name').executeTakeFirstOrThrow(),
      app.ctx.db.kysely.selectFrom('visibility_profile').select('name').executeTakeFirstOrThrow(),
    ]);
    const withProfile = await page({ username: 'pq', profile: profileName.name.toUpperCase(), visibility: visibilityName.name.slice(1) });
    expect(withProfile.total).toBe(added.length);
    expect((await page({ username: 'pq', profile: 'no profile is called this' })).total).toBe(0);
  });

  it('lists inactive users with active=false, within the caller\'s visibility level', async () => {
    const inactive = await page({ active: 'false', size: '100' });
    expect(inactive.items.length).toBeGreaterThan(0);
    expect(inactive.items.every((u) => !u.active)).toBe(true);
    const admin = await page({ username: 'pq', size: '100' }, 'demo.admin');
    expect(admin.total).toBe(added.length - 1);
    expect(admin.items.some((u) => u.minimumRole.name === 'ERRIGAL_ADMIN')).toBe(false);
    const sco = await page({ size: '100' }, 'demo.sco');
    expect(sco.items.every((u) => u.minimumRole.name === 'SCO_ADMIN')).toBe(true);
  });

  it("sorts by the profiles' names, which follow a rename and a deleted profile (migration 015)", async () => {
    const db = app.ctx.db.kysely;
    const [ten, nine] = await db
      .insertInto('business_profile')
      .values([{ name: 'pq profile 10' }, { name: 'pq profile 9' }])
      .returning('uuid')
      .execute();
    const [visibility] = await db.insertInto('visibility_profile').values({ name: 'pq visibility' }).returning('uuid').execute();
    await db.updateTable('app_user').set({ business_profile_uuid: ten.uuid }).where('username', '=', 'pq.user10').execute();
    await db.updateTable('app_user').set({ business_profile_uuid: nine.uuid, visibility_profile_uuid: visibility.uuid }).where('username', '=', 'pq.user9').execute();
    await db.updateTable('app_user').set({ business_profile_uuid: null, visibility_profile_uuid: null }).where('username', '=', 'PQ.User2').execute();
    const byProfile = async (sort = 'profile') => names(await page({ username: 'pq.user', sort }));
    // No profile sorts as '' (first); then 'pq profile 9' before 'pq profile 10'.
    expect(await byProfile()).toEqual(['PQ.User2', 'pq.user9', 'pq.user10']);
    await db.updateTable('business_profile').set({ name: 'pq profile 11' }).where('uuid', '=', nine.uuid).execute();
    expect(await byProfile()).toEqual(['PQ.User2', 'pq.user10', 'pq.user9']);
    await db.deleteFrom('business_profile').where('uuid', '=', ten.uuid).execute();
    expect(await byProfile()).toEqual(['PQ.User2', 'pq.user10', 'pq.user9']);
    expect((await page({ username: 'pq.user10' })).items[0]).not.toHaveProperty('businessProfile.uuid');
    // Visibility: no profile sorts first; a renamed profile moves.
    expect((await byProfile('visibility'))[0]).toBe('PQ.User2');
    await db.updateTable('visibility_profile').set({ name: '  first of all' }).where('uuid', '=', visibility.uuid).execute();
    expect(await byProfile('visibility')).toEqual(['PQ.User2', 'pq.user9', 'pq.user10']);
    const desc = names(await page({ username: 'pq.user', sort: 'visibility', direction: 'desc' }));
    expect(desc[2]).toBe('PQ.User2');
  });

  it('answers 400, never 5xx, for a bad page, size, sort or direction', async () => {
    const bad: Record<string, string>[] = [{ page: '0' }, { page: 'x' }, { size: '101' }, { sort: 'password' }, { direction: 'up' }, { active: 'maybe' }, { withTotal: 'maybe' }, { username: 'x'.repeat(256) }];
    for (const query of bad) {
      const res = await app.inject({ method: 'GET', url: `${API}/user/list/page`, query, headers: bearer(tokens['demo.errigal']) });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});

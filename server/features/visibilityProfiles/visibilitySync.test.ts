// Visibility sync (SPEC sections 7 and 8 "Visibility sync"): from the demo inventory that ships
// with the project, and every failure status from a local stub inventory.
import { bearer, loginAs, startTestApp } from '../../testing/testApp';
import { DEMO_INVENTORY_CREDENTIALS } from '../../config';
import { startDemoInventory, type DemoInventory } from '../../inventory/demoInventoryServer';
import { startStubInventory } from './testing/stubInventory';

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
let demo: DemoInventory;
let stub: Awaited<ReturnType<typeof startStubInventory>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  demo = await startDemoInventory({ port: 0 });
  stub = await startStubInventory();
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(async () => {
  await app.stop();
  await demo.close();
  await stub.close();
});

/** Points the server at an inventory (the handlers read the settings on every sync). */
function useInventory(url: string, overrides: Partial<typeof app.ctx.config.inventory> = {}) {
  app.ctx.config.inventory = { ...app.ctx.config.inventory, url, authType: 'HTTP_BASIC', ...DEMO_INVENTORY_CREDENTIALS, timeoutMs: 5000, ...overrides };
}
const sync = (kind: string, who = 'demo.admin') => app.inject({ method: 'GET', url: `${API}/visibility/sync/${kind}`, headers: bearer(tokens[who]) });
const count = async (sql: string, params: unknown[] = []) => (await app.ctx.db.query<{ n: number }>(sql, params))[0].n;

describe('sync from the demo inventory', () => {
  beforeAll(() => useInventory(demo.url));

  it('syncs one kind and answers its count; a second sync changes nothing', async () => {
    const res = await sync('carrier');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(demo.data.carrier.length);
    expect(await count(`select count(*)::int as n from visibility_element where kind = 'carrier'`)).toBe(demo.data.carrier.length);
    expect((await sync('carrier')).json()).toBe(demo.data.carrier.length);
    expect(await count(`select count(*)::int as n from visibility_element where kind = 'carrier'`)).toBe(demo.data.carrier.length);
  });

  it('syncs all kinds and the locations in one call; the seeded rows are adopted, so the demo profiles keep their clusters', async () => {
    const before = await app.ctx.db.query<{ uuid: string }>(`select uuid from visibility_element where kind = 'cluster' and name = 'Leinster'`);
    const res = await sync('all');
    expect(res.statusCode).toBe(200);
    const total = Object.values(demo.data).reduce((sum, list) => sum + list.length, 0);
    expect(res.json()).toBe(total);
    expect(await count(`select count(*)::int as n from visibility_element where kind = 'cluster'`)).toBe(demo.data.cluster.length);
    expect(await count(`select count(*)::int as n from location`)).toBe(demo.data.location.length);
    const after = await app.ctx.db.query<{ uuid: string }>(`select uuid from visibility_element where kind = 'cluster' and name = 'Leinster'`);
    expect(after).toEqual(before);
    const dublinOnly = await app.inject({ method: 'GET', url: `${API}/profile/visibility/list`, headers: bearer(tokens['demo.sco']) });
    expect(dublinOnly.json().find((p: { name: string }) => p.name === 'Dublin Only')).toMatchObject({ primaryVisibility: { name: 'Leinster' } });
  });

  it('gives the choices a cluster tree at least four levels deep, and the user form the synced locations', async () => {
    const choices = (await app.inject({ method: 'GET', url: `${API}/profile/visibility/choices`, headers: bearer(tokens['demo.admin']) })).json();
    type Node = { name: string; children: Node[] };
    const depth = (nodes: Node[]): number => (nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children))));
    expect(depth(choices.clusters)).toBeGreaterThanOrEqual(4);
    expect(choices.clusters.map((n: Node) => n.name)).toEqual(['Ireland', 'Netherlands', 'Spain', 'United Kingdom']);
    expect(choices.carriers.length).toBe(demo.data.carrier.length);
    expect(choices.venues.length).toBe(demo.data.venue.length);
    const locations = (await app.inject({ method: 'GET', url: `${API}/location/list`, headers: bearer(tokens['demo.sco']) })).json();
    expect(locations).toHaveLength(demo.data.location.length);
    expect(locations.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['Dublin', 'Cork', 'Amsterdam Exchange']));
  });

  it('takes over renames and moves by source id', async () => {
    const original = demo.data.cluster.find((c) => c.id === 'cl-ie-munster-kerry')!;
    const [row] = await app.ctx.db.query<{ uuid: string }>(`select uuid from visibility_element where source_id = 'cl-ie-munster-kerry'`);
    original.name = 'Kerry and West';
    original.parentId = 'cl-ie-connacht';
    try {
      expect((await sync('cluster')).statusCode).toBe(200);
      const [moved] = await app.ctx.db.query<{ uuid: string; name: string; parent: string }>(
        `select e.uuid, e.name, p.name as parent from visibility_element e join visibility_element p on p.uuid = e.parent_uuid where e.source_id = 'cl-ie-munster-kerry'`,
      );
      expect(moved).toEqual({ uuid: row.uuid, name: 'Kerry and West', parent: 'Connacht' });
    } finally {
      original.name = 'Kerry';
      original.parentId = 'cl-ie-munster';
      await sync('cluster');
    }
  });

  it('two syncs at once run one after the other: each element once, by source id', async () => {
    const [first, second] = await Promise.all([sync('all'), sync('all', 'demo.errigal')]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toBe(second.json());
    expect(await count(`select count(*)::int as n from visibility_element where kind = 'cluster'`)).toBe(demo.data.cluster.length);
    expect(await count(`select count(*)::int as n from location`)).toBe(demo.data.location.length);
    expect(await count(`select count(*)::int as n from (select kind, source_id from visibility_element group by kind, source_id having count(*) > 1) d`)).toBe(0);
  });

  it('is refused to SCO admins (403)', async () => {
    expect((await sync('all', 'demo.sco')).statusCode).toBe(403);
    expect((await sync('carrier', 'demo.sco')).statusCode).toBe(403);
  });

  it('refuses an unknown kind with 400', async () => {
    const res = await sync('planet');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('kind');
  });
});

describe('inventory failures, as the console tells them apart', () => {
  beforeAll(() => useInventory(stub.url, { timeoutMs: 300 }));

  it('504 when the inventory does not answer in time', async () => {
    stub.set('hang');
    const res = await sync('venue');
    expect(res.statusCode).toBe(504);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('401 when the inventory refuses the credentials, which it received as HTTP Basic', async () => {
    stub.set('refuseCredentials');
    const res = await sync('all');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/refused the configured credentials/);
    expect(stub.requests.at(-1)?.authorization).toBe(`Basic ${Buffer.from('userprofile:demo-inventory').toString('base64')}`);
  });

  it('sends a bearer token when INVENTORY_AUTH_TYPE is BEARER', async () => {
    useInventory(stub.url, { timeoutMs: 300, authType: 'BEARER', token: 'inventory-token' });
    stub.set('refuseCredentials');
    await sync('carrier');
    expect(stub.requests.at(-1)).toEqual({ url: '/inventory/carriers', authorization: 'Bearer inventory-token' });
    expect(stub.requests.filter((r) => r.authorization?.startsWith('Bearer'))).toHaveLength(1);
    useInventory(stub.url, { timeoutMs: 300 });
  });

  it('444 when the inventory gives no response (connection closed or refused)', async () => {
    stub.set('dropConnection');
    expect((await sync('carrier')).statusCode).toBe(444);
    useInventory('http://127.0.0.1:1/inventory');
    expect((await sync('carrier')).statusCode).toBe(444);
    useInventory(stub.url, { timeoutMs: 300 });
  });

  it('502 for an error status or an answer outside the contract, and nothing changes', async () => {
    const carriers = await count(`select count(*)::int as n from visibility_element where kind = 'carrier'`);
    stub.set('serverError');
    expect((await sync('carrier')).statusCode).toBe(502);
    stub.set('notJson');
    expect((await sync('carrier')).statusCode).toBe(502);
    stub.set({ body: [{ id: 'a', name: 'Alpha' }, { id: 'a', name: 'Again' }] });
    expect((await sync('carrier')).json().detail).toMatch(/listed twice/);
    stub.set({ body: [{ id: 'x', name: 'Loop', parentId: 'y' }, { id: 'y', name: 'Back', parentId: 'x' }] });
    expect((await sync('cluster')).json().detail).toMatch(/its own ancestor/);
    stub.set({ body: [{ id: 'x', name: 'Orphan', parentId: 'nobody' }] });
    expect((await sync('cluster')).statusCode).toBe(502);
    expect(await count(`select count(*)::int as n from visibility_element where kind = 'carrier'`)).toBe(carriers);
  });
});

describe('a layout code without NEA and VEN', () => {
  beforeAll(() => {
    useInventory(demo.url);
    app.ctx.config.layoutCode = 'SCO';
  });
  afterAll(() => {
    app.ctx.config.layoutCode = 'SCO,NEA,VEN';
  });

  it('refuses to sync NE attributes and venues (404) and leaves them out of sync all', async () => {
    const attributes = await count(`select count(*)::int as n from visibility_element where kind = 'networkElementAttribute'`);
    const res = await sync('networkElementAttribute');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Network element attributes are not offered: the layout code does not include NEA');
    expect((await sync('venue')).json().detail).toBe('Venues are not offered: the layout code does not include VEN');
    demo.data.networkElementAttribute.pop();
    const all = await sync('all');
    expect(all.json()).toBe(
      demo.data.carrier.length + demo.data.cluster.length + demo.data.clusterGroup.length + demo.data.networkGroup.length + demo.data.location.length,
    );
    expect(await count(`select count(*)::int as n from visibility_element where kind = 'networkElementAttribute'`)).toBe(attributes);
  });
});

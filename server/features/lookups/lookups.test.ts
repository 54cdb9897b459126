import { bearer, loginAs, startTestApp } from '../../testing/testApp';

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAs(app, 'demo.sco');
});
afterAll(() => app.stop());

const get = (url: string) => app.inject({ method: 'GET', url: `${API}${url}`, headers: bearer(token) });

it('lists locations sorted by name, with their coordinates', async () => {
  const locations = (await get('/location/list')).json<{ uuid: string; name: string; latitude: number | null }[]>();
  expect(locations.length).toBeGreaterThan(1);
  expect(locations.map((l) => l.name)).toEqual([...locations.map((l) => l.name)].sort((a, b) => a.localeCompare(b)));
  expect(locations[0]).toEqual({ uuid: expect.any(String), name: expect.any(String), latitude: expect.anything(), longitude: expect.anything() });
});

it('lists clusters as a tree whose every node has its children', async () => {
  type Node = { uuid: string; name: string; children: Node[] };
  const roots = (await get('/cluster/list')).json<Node[]>();
  const all = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...all(n.children)]);
  const rows = await app.ctx.db.query<{ uuid: string }>("select uuid from visibility_element where kind = 'cluster'");
  expect(all(roots).map((n) => n.uuid).sort()).toEqual(rows.map((r) => r.uuid).sort());
  expect(roots.some((r) => r.children.length > 0)).toBe(true);
});

it('answers 401 without a token', async () => {
  expect((await app.inject({ method: 'GET', url: `${API}/location/list` })).statusCode).toBe(401);
});

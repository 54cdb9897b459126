// Elements that vanish at the inventory (README "Network inventory (visibility source)"): they
// leave every profile, and no profile is left without a primary visibility or a network group.
import { loginAs, startTestApp } from '../../testing/testApp';
import { DEMO_INVENTORY_CREDENTIALS } from '../../config';
import { demoInventoryData, startDemoInventory, type DemoInventory } from '../../inventory/demoInventoryServer';
import { elementUuid, visibilityRequests, type Body } from './testing/visibilityRequests';

let app: Awaited<ReturnType<typeof startTestApp>>;
let demo: DemoInventory;
let api: ReturnType<typeof visibilityRequests>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  demo = await startDemoInventory({ port: 0, data: demoInventoryData() });
  app = await startTestApp();
  app.ctx.config.inventory = { ...app.ctx.config.inventory, url: demo.url, authType: 'HTTP_BASIC', ...DEMO_INVENTORY_CREDENTIALS };
  for (const name of ['demo.errigal', 'demo.admin']) tokens[name] = await loginAs(app, name);
  api = visibilityRequests(app, tokens);
  expect((await api.sync('demo.admin', 'all')).statusCode).toBe(200);
});
afterAll(async () => {
  await app.stop();
  await demo.close();
});

const cluster = (id: string) => elementUuid(app, 'cluster', id, 'source_id');
const ref = async (kind: string, id: string) => ({ uuid: await elementUuid(app, kind, id, 'source_id') });
/** Takes elements out of the demo inventory by source id (a cluster with its subtree, as an inventory would). */
function vanish(kind: keyof DemoInventory['data'], ...ids: string[]) {
  const doomed = new Set(ids);
  if (kind === 'cluster') {
    for (let grew = true; grew; ) {
      const before = doomed.size;
      for (const c of demo.data.cluster) if (c.parentId !== null && doomed.has(c.parentId)) doomed.add(c.id);
      grew = doomed.size > before;
    }
  }
  const list: { id: string }[] = demo.data[kind];
  for (let i = list.length - 1; i >= 0; i--) if (doomed.has(list[i].id)) list.splice(i, 1);
}
async function create(name: string, body: Body): Promise<string> {
  const res = await api.save('demo.admin', { name, minimumRole: { name: 'ADMIN' }, ...body });
  expect(res.statusCode).toBe(200);
  return res.json().uuid;
}
const read = async (uuid: string) => (await api.get('demo.admin', uuid)).json();
const names = (refs: { name: string }[]) => refs.map((r) => r.name);

it('takes vanished elements out of profiles; a vanished primary passes to the first remaining cluster by name', async () => {
  const uuid = await create('Vanish Primary', {
    primaryVisibility: await ref('cluster', 'cl-ie-munster-kerry'),
    clusters: [await ref('cluster', 'cl-ie-munster-kerry'), await ref('cluster', 'cl-ie-munster-limerick'), await ref('cluster', 'cl-ie-munster-cork-county')],
    carriers: [await ref('carrier', 'ca-eir'), await ref('carrier', 'ca-three')],
    clusterGroups: [await ref('clusterGroup', 'cg-east-region')],
    defaultClusterGroup: await ref('clusterGroup', 'cg-east-region'),
  });
  vanish('cluster', 'cl-ie-munster-kerry');
  vanish('carrier', 'ca-eir');
  vanish('clusterGroup', 'cg-east-region');
  for (const kind of ['cluster', 'carrier', 'clusterGroup'] as const) expect((await api.sync('demo.admin', kind)).json()).toBe(demo.data[kind].length);
  const profile = await read(uuid);
  expect(profile.primaryVisibility).toMatchObject({ name: 'Cork County' });
  expect(names(profile.clusters)).toEqual(['Cork County', 'Limerick']);
  expect(names(profile.carriers)).toEqual(['Three']);
  expect(profile.clusterGroups).toEqual([]);
  expect(profile.defaultClusterGroup).toBeNull();
  expect(profile.version).toBe(4);
  // The profile as read back is valid: saving it unchanged succeeds.
  expect((await api.save('demo.admin', profile)).statusCode).toBe(200);
});

it('a vanished primary with no cluster left but a network group leaves the profile on its network group', async () => {
  const uuid = await create('Vanish To Network Group', {
    primaryVisibility: await ref('cluster', 'cl-ie-munster-waterford'),
    clusters: [await ref('cluster', 'cl-ie-munster-waterford')],
    networkGroups: [await ref('networkGroup', 'ng-core-network')],
  });
  vanish('cluster', 'cl-ie-munster-waterford');
  await api.sync('demo.admin', 'cluster');
  const profile = await read(uuid);
  expect(profile.primaryVisibility).toBeNull();
  expect(profile.clusters).toEqual([]);
  expect(names(profile.networkGroups)).toEqual(['Core Network']);
  expect((await api.save('demo.admin', profile)).statusCode).toBe(200);
});

it('a vanished primary that was all the profile had stays, retired: kept by that profile, offered to nobody, back when the source lists it again', async () => {
  const tipperary = await cluster('cl-ie-munster-tipperary');
  const uuid = await create('Vanish Retired', { primaryVisibility: { uuid: tipperary }, clusters: [{ uuid: tipperary }] });
  const subtree = demo.data.cluster.filter((c) => c.id.startsWith('cl-ie-munster-tipperary'));
  vanish('cluster', 'cl-ie-munster-tipperary');
  await api.sync('demo.admin', 'cluster');

  const profile = await read(uuid);
  expect(profile.primaryVisibility).toEqual({ uuid: tipperary, name: 'Tipperary', retired: true });
  expect(profile.clusters).toEqual([{ uuid: tipperary, name: 'Tipperary', retired: true }]);
  expect((await api.save('demo.admin', { ...profile, description: 'still valid' })).statusCode).toBe(200);
  const choices = (await api.choices('demo.admin')).json();
  expect(JSON.stringify(choices.clusters)).not.toContain(tipperary);
  const other = await api.save('demo.admin', { name: 'Gains Retired', primaryVisibility: { uuid: tipperary }, clusters: [{ uuid: tipperary }] });
  expect(other.statusCode).toBe(400);
  expect(other.json().errors).toEqual([{ field: 'clusters.0', message: `${tipperary} is not a cluster you may select` }]);

  demo.data.cluster.push(...subtree);
  await api.sync('demo.admin', 'cluster');
  expect((await read(uuid)).primaryVisibility).toEqual({ uuid: tipperary, name: 'Tipperary' });
  const [row] = await app.ctx.db.query<{ parent: string }>('select p.name as parent from visibility_element e join visibility_element p on p.uuid = e.parent_uuid where e.uuid = $1', [tipperary]);
  expect(row.parent).toBe('Munster');
});

it('a retired primary is deleted once its profile has another primary and the source still lacks it', async () => {
  const sligo = await cluster('cl-ie-connacht-sligo');
  const uuid = await create('Retire Then Replace', { primaryVisibility: { uuid: sligo }, clusters: [{ uuid: sligo }] });
  vanish('cluster', 'cl-ie-connacht-sligo');
  await api.sync('demo.admin', 'cluster');
  const mayo = await cluster('cl-ie-connacht-mayo');
  const profile = await read(uuid);
  expect((await api.save('demo.admin', { ...profile, primaryVisibility: { uuid: mayo }, clusters: [{ uuid: mayo }] })).statusCode).toBe(200);
  await api.sync('demo.admin', 'cluster');
  expect(await app.ctx.db.query('select uuid from visibility_element where uuid = $1', [sligo])).toEqual([]);
});

it('a profile without a primary whose network groups all vanished keeps them, retired', async () => {
  const uuid = await create('Network Groups Only', { networkGroups: [await ref('networkGroup', 'ng-access-network')] });
  vanish('networkGroup', 'ng-access-network');
  await api.sync('demo.admin', 'networkGroup');
  const profile = await read(uuid);
  expect(profile.networkGroups).toEqual([expect.objectContaining({ name: 'Access Network', retired: true })]);
  expect((await api.save('demo.admin', profile)).statusCode).toBe(200);
});

it('keeps the children of a vanished cluster that the source moved elsewhere, and their selections', async () => {
  const galway = await cluster('cl-ie-connacht-galway-city');
  const central = await cluster('cl-ie-connacht-galway-city-central');
  const uuid = await create('Moved Children', { primaryVisibility: { uuid: galway }, clusters: [{ uuid: galway }, { uuid: central }] });
  for (const child of demo.data.cluster.filter((c) => c.parentId === 'cl-ie-connacht-galway-city')) child.parentId = 'cl-ie-connacht-galway-county';
  vanish('cluster', 'cl-ie-connacht-galway-city');
  await api.sync('demo.admin', 'cluster');
  const profile = await read(uuid);
  expect(profile.primaryVisibility).toMatchObject({ uuid: central });
  expect(names(profile.clusters)).toEqual(['Galway City Central']);
  const [row] = await app.ctx.db.query<{ parent: string }>('select p.name as parent from visibility_element e join visibility_element p on p.uuid = e.parent_uuid where e.uuid = $1', [central]);
  expect(row.parent).toBe('Galway County');
});

it('a vanished location leaves its users, who move to a new version', async () => {
  const [user] = await app.ctx.db.query<{ uuid: string; version: number }>(
    `select u.uuid, u.version from app_user u join location l on l.uuid = u.location_uuid where l.name = 'Belfast' limit 1`,
  );
  vanish('location', 'lo-belfast');
  expect((await api.sync('demo.admin', 'location')).statusCode).toBe(200);
  const [after] = await app.ctx.db.query<{ location_uuid: string | null; version: number }>('select location_uuid, version from app_user where uuid = $1', [user.uuid]);
  expect(after).toEqual({ location_uuid: null, version: user.version + 1 });
});

// Visibility profile list, get, usage, create/update and delete (SPEC sections 2, 5, 6, 7, 8):
// Visible To levels, the roles of section 6, 400 naming fields, 409, 412, nothing half-written.
import { bearer, loginAs, startTestApp } from '../../testing/testApp';
import { elementUuid, uuidOf, visibilityRequests, type Body } from './testing/visibilityRequests';
import {
  DEFAULT_GROUP_NOT_SELECTED,
  NAME_REQUIRED,
  PRIMARY_MISSING,
  PRIMARY_NOT_SELECTED,
  PRIMARY_OR_NETWORK_GROUP,
  VERSION_REQUIRED,
} from './visibilityChecks';
import { USED_BY_HIDDEN } from './visibilityWrite';

let app: Awaited<ReturnType<typeof startTestApp>>;
let api: ReturnType<typeof visibilityRequests>;
const tokens: Record<string, string> = {};
const el: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
  api = visibilityRequests(app, tokens);
  for (const [key, kind, name] of [
    ['ireland', 'cluster', 'Ireland'], ['leinster', 'cluster', 'Leinster'], ['dublinNorth', 'cluster', 'Dublin North'], ['london', 'cluster', 'London'],
    ['vodafone', 'carrier', 'Vodafone'], ['east', 'clusterGroup', 'East Region'], ['south', 'clusterGroup', 'South Region'],
    ['core', 'networkGroup', 'Core Network'], ['indoor', 'networkElementAttribute', 'Indoor'], ['aviva', 'venue', 'Aviva Stadium'],
  ]) {
    el[key] = await elementUuid(app, kind, name);
  }
});
afterAll(() => app.stop());

const names = (profiles: { name: string }[]) => profiles.map((p) => p.name);
const fieldsOf = (res: { json: () => { errors?: { field: string; message: string }[] } }) => res.json().errors ?? [];
const profileCount = async () => (await app.ctx.db.query<{ n: number }>('select count(*)::int as n from visibility_profile'))[0].n;

/** A valid ADMIN-level profile over Leinster with one of each kind. */
function leinsterProfile(name: string, overrides: Body = {}): Body {
  return {
    name,
    description: 'Leinster and the east',
    minimumRole: { name: 'ADMIN' },
    errigalCustomerCompany: null,
    primaryVisibility: { uuid: el.leinster, name: 'Leinster' },
    clusters: [{ uuid: el.leinster }, { uuid: el.dublinNorth }],
    carriers: [{ uuid: el.vodafone, name: 'Vodafone' }],
    clusterGroups: [{ uuid: el.east }, { uuid: el.south }],
    defaultClusterGroup: { uuid: el.east },
    networkGroups: [{ uuid: el.core }],
    neAttributes: [{ uuid: el.indoor }],
    venues: [{ uuid: el.aviva }],
    ...overrides,
  };
}
async function created(name: string, overrides: Body = {}, who = 'demo.admin'): Promise<string> {
  const res = await api.save(who, leinsterProfile(name, overrides));
  expect(res.statusCode).toBe(200);
  return res.json().uuid;
}

describe('list and get, by Visible To level', () => {
  it('ERRIGAL_ADMIN sees every profile, ADMIN those at ADMIN or SCO level, SCO admins the SCO ones of their company or none', async () => {
    expect(names((await api.list('demo.errigal')).json())).toEqual(expect.arrayContaining(['Global', 'All Ireland', 'UK Network', 'Dublin Only', 'Cork Field']));
    const admin = names((await api.list('demo.admin')).json());
    expect(admin).toEqual(expect.arrayContaining(['All Ireland', 'UK Network', 'Dublin Only', 'Cork Field']));
    expect(admin).not.toContain('Global');
    expect(names((await api.list('demo.sco')).json())).toEqual(['Cork Field', 'Dublin Only']);
  });

  it('lists each profile with its selection by kind and its primary', async () => {
    const uuid = await created('Listed Profile');
    const listed = (await api.list('demo.admin')).json().find((p: { uuid: string }) => p.uuid === uuid);
    expect(listed).toMatchObject({
      name: 'Listed Profile',
      primaryVisibility: { uuid: el.leinster, name: 'Leinster' },
      defaultClusterGroup: { uuid: el.east, name: 'East Region' },
      clusters: [{ uuid: el.dublinNorth, name: 'Dublin North' }, { uuid: el.leinster, name: 'Leinster' }],
      carriers: [{ uuid: el.vodafone, name: 'Vodafone' }],
      networkGroups: [{ uuid: el.core, name: 'Core Network' }],
      neAttributes: [{ uuid: el.indoor, name: 'Indoor' }],
      venues: [{ uuid: el.aviva, name: 'Aviva Stadium' }],
      version: 1,
    });
  });

  it('gets a profile it may see; 404 for one above its level or unknown', async () => {
    const allIreland = await uuidOf(app, 'visibility_profile', 'All Ireland');
    expect((await api.get('demo.admin', allIreland)).json()).toMatchObject({ name: 'All Ireland', minimumRole: { name: 'ADMIN' }, primaryVisibility: { name: 'Ireland' } });
    const global = await uuidOf(app, 'visibility_profile', 'Global');
    expect((await api.get('demo.admin', global)).statusCode).toBe(404);
    expect((await api.get('demo.errigal', global)).statusCode).toBe(200);
    expect((await api.get('demo.admin', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.get('demo.admin', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('offers the choices sorted by name, the clusters as a tree', async () => {
    const choices = (await api.choices('demo.admin')).json();
    expect(names(choices.carriers)).toEqual(['Eir', 'Three', 'Vodafone']);
    expect(choices.clusters.map((n: { name: string }) => n.name)).toEqual(['Ireland', 'United Kingdom']);
    expect(choices.clusters[0].children.map((n: { name: string }) => n.name)).toEqual(['Leinster', 'Munster']);
  });
});

describe('roles (SPEC section 6)', () => {
  it('SCO admins may list (the user form) but nothing else: 403', async () => {
    const uuid = await uuidOf(app, 'visibility_profile', 'Dublin Only');
    expect((await api.list('demo.sco')).statusCode).toBe(200);
    for (const res of [
      await api.get('demo.sco', uuid),
      await api.choices('demo.sco'),
      await api.users('demo.sco', uuid),
      await api.save('demo.sco', leinsterProfile('Sco Try', { minimumRole: { name: 'SCO_ADMIN' } })),
      await api.remove('demo.sco', uuid),
      await api.sync('demo.sco', 'all'),
      await api.sync('demo.sco', 'cluster'),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });

  it('without a token every operation answers 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/userprofile/api/v1/profile/visibility/list' });
    expect(res.statusCode).toBe(401);
    const save = await app.inject({ method: 'POST', url: '/userprofile/api/v1/profile/visibility/update', payload: leinsterProfile('Anon') });
    expect(save.statusCode).toBe(401);
  });

  it('nobody creates or raises a profile above their own level (403), nor writes one they may not see (404)', async () => {
    const before = await profileCount();
    expect((await api.save('demo.admin', leinsterProfile('Too High', { minimumRole: { name: 'ERRIGAL_ADMIN' } }))).statusCode).toBe(403);
    const global = (await api.get('demo.errigal', await uuidOf(app, 'visibility_profile', 'Global'))).json();
    expect((await api.save('demo.admin', { ...global, description: 'hijack' })).statusCode).toBe(404);
    expect((await api.remove('demo.admin', global.uuid)).statusCode).toBe(404);
    expect((await api.users('demo.admin', global.uuid)).statusCode).toBe(404);
    expect(await profileCount()).toBe(before);
    expect((await api.save('demo.errigal', leinsterProfile('Errigal Level', { minimumRole: { name: 'ERRIGAL_ADMIN' } }))).statusCode).toBe(200);
  });
});

describe('create and update', () => {
  it('creates, reads back at version 1, updates with the loaded version, and answers 412 to a stale one', async () => {
    const uuid = await created('Versioned');
    const loaded = (await api.get('demo.admin', uuid)).json();
    expect(loaded.version).toBe(1);
    const res = await api.save('demo.admin', { ...loaded, description: 'second', carriers: [], venues: [] });
    expect(res.statusCode).toBe(200);
    const after = (await api.get('demo.admin', uuid)).json();
    expect(after).toMatchObject({ description: 'second', carriers: [], venues: [], version: 2 });
    const stale = await api.save('demo.admin', { ...loaded, description: 'stale' });
    expect(stale.statusCode).toBe(412);
    expect((await api.get('demo.admin', uuid)).json()).toMatchObject({ description: 'second', version: 2 });
  });

  it('an update needs the version (400)', async () => {
    const uuid = await created('No Version');
    const res = await api.save('demo.admin', leinsterProfile('No Version', { uuid }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([{ field: 'version', message: VERSION_REQUIRED }]);
  });

  it('a network group without a primary is enough; neither is refused with SPEC\'s message on both fields', async () => {
    const ok = await api.save('demo.admin', leinsterProfile('Network Only', { primaryVisibility: null, clusters: [] }));
    expect(ok.statusCode).toBe(200);
    const before = await profileCount();
    const res = await api.save('demo.admin', leinsterProfile('Nothing Set', { primaryVisibility: null, clusters: [], networkGroups: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(fieldsOf(res)).toEqual([
      { field: 'primaryVisibility', message: PRIMARY_OR_NETWORK_GROUP },
      { field: 'networkGroups', message: PRIMARY_OR_NETWORK_GROUP },
    ]);
    expect(PRIMARY_OR_NETWORK_GROUP).toBe('Either primary visibility or a network group has to be set');
    expect(await profileCount()).toBe(before);
  });

  it('cluster rules: the primary is a selected cluster, selected clusters have a primary, the default group is a selected group', async () => {
    const before = await profileCount();
    const notSelected = await api.save('demo.admin', leinsterProfile('Primary Outside', { primaryVisibility: { uuid: el.london } }));
    expect(fieldsOf(notSelected)).toEqual([{ field: 'primaryVisibility', message: PRIMARY_NOT_SELECTED }]);
    const missing = await api.save('demo.admin', leinsterProfile('No Primary', { primaryVisibility: null }));
    expect(fieldsOf(missing)).toEqual([{ field: 'primaryVisibility', message: PRIMARY_MISSING }]);
    const group = await api.save('demo.admin', leinsterProfile('Default Outside', { clusterGroups: [{ uuid: el.south }] }));
    expect(fieldsOf(group)).toEqual([{ field: 'defaultClusterGroup', message: DEFAULT_GROUP_NOT_SELECTED }]);
    expect(await profileCount()).toBe(before);
  });

  it('an element must exist and be of its list\'s kind (400 naming the entry)', async () => {
    const res = await api.save('demo.admin', leinsterProfile('Wrong Kinds', {
      carriers: [{ uuid: el.vodafone }, { uuid: el.core, name: 'Core Network' }],
      venues: [{ uuid: '00000000-0000-4000-8000-000000000000' }],
    }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([
      { field: 'carriers.1', message: 'Core Network is not a carrier you may select' },
      { field: 'venues.0', message: '00000000-0000-4000-8000-000000000000 is not a venue you may select' },
    ]);
  });

  it('name and description limits, unknown fields and a blank name are refused with the field named', async () => {
    const before = await profileCount();
    const long = await api.save('demo.admin', leinsterProfile('x'.repeat(256), { description: 'd'.repeat(1024) }));
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long).map((e) => e.field).sort()).toEqual(['description', 'name']);
    const blank = await api.save('demo.admin', leinsterProfile('   '));
    expect(fieldsOf(blank)).toEqual([{ field: 'name', message: NAME_REQUIRED }]);
    const unknown = await api.save('demo.admin', leinsterProfile('Unknown Field', { colour: 'blue' }));
    expect(fieldsOf(unknown)).toEqual([{ field: 'colour', message: 'is not a known field' }]);
    expect((await api.save('demo.admin', leinsterProfile('d'.repeat(255), { description: 'd'.repeat(1023) }))).statusCode).toBe(200);
    expect(await profileCount()).toBe(before + 1);
  });

  it('a duplicate name answers 409, also for two saves at once', async () => {
    await created('Taken Name');
    const again = await api.save('demo.admin', leinsterProfile('Taken Name'));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('A visibility profile with this name already exists');
    const both = await Promise.all([api.save('demo.admin', leinsterProfile('Raced Name')), api.save('demo.errigal', leinsterProfile('Raced Name'))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await app.ctx.db.query<{ uuid: string }>(`select uuid from visibility_profile where name = 'Raced Name'`);
    expect(rows).toHaveLength(1);
    const links = await app.ctx.db.query<{ n: number }>('select count(*)::int as n from visibility_profile_element where profile_uuid = $1', [rows[0].uuid]);
    expect(links[0].n).toBe(8);
  });
});

describe('a layout code without NEA and VEN', () => {
  afterAll(() => {
    app.ctx.config.layoutCode = 'SCO,NEA,VEN';
  });

  it('hides NE attributes and venues, refuses them on a write, and keeps what a profile holds', async () => {
    const uuid = await created('Layout Kept');
    app.ctx.config.layoutCode = 'SCO';
    const loaded = (await api.get('demo.admin', uuid)).json();
    expect(loaded).toMatchObject({ neAttributes: [], venues: [] });
    expect((await api.choices('demo.admin')).json()).toMatchObject({ neAttributes: [], venues: [] });
    const refused = await api.save('demo.admin', { ...loaded, venues: [{ uuid: el.aviva }] });
    expect(fieldsOf(refused)).toEqual([{ field: 'venues', message: 'Venues are not offered: the layout code does not include VEN' }]);
    expect((await api.save('demo.admin', { ...loaded, description: 'saved without NEA' })).statusCode).toBe(200);
    app.ctx.config.layoutCode = 'SCO,NEA,VEN';
    expect((await api.get('demo.admin', uuid)).json()).toMatchObject({ neAttributes: [{ name: 'Indoor' }], venues: [{ name: 'Aviva Stadium' }], description: 'saved without NEA' });
  });
});

describe('usage and delete', () => {
  /** Gives users the profile directly in the database. */
  async function assign(uuid: string, usernames: string[]) {
    await app.ctx.db.query('update app_user set visibility_profile_uuid = $1 where username = any($2::text[])', [uuid, usernames]);
  }
  const someUsers = async (where: string) => (await app.ctx.db.query<{ username: string; active: boolean }>(`select username, active from app_user where ${where} order by username`));

  it('lists the users holding the profile with their active flag', async () => {
    const uuid = await created('Used Profile');
    const active = (await someUsers(`minimum_role = 'ADMIN' and active`)).slice(0, 2);
    const inactive = (await someUsers(`minimum_role = 'SCO_ADMIN' and not active`)).slice(0, 1);
    await assign(uuid, [...active, ...inactive].map((u) => u.username));
    const res = await api.users('demo.admin', uuid);
    expect(res.statusCode).toBe(200);
    const users = res.json();
    expect(users.filter((u: { active: boolean }) => u.active)).toHaveLength(2);
    expect(users.filter((u: { active: boolean }) => !u.active)).toHaveLength(1);
    expect(Object.keys(users[0]).sort()).toEqual(['active', 'username', 'uuid']);
  });

  it('delete takes the profile from its users (each to a new version) in one go, then it is gone', async () => {
    const uuid = await created('Deleted Profile');
    const holders = (await someUsers(`minimum_role = 'ADMIN'`)).slice(0, 3).map((u) => u.username);
    await assign(uuid, holders);
    const versions = await app.ctx.db.query<{ username: string; version: number }>('select username, version from app_user where username = any($1::text[]) order by username', [holders]);
    const res = await api.remove('demo.admin', uuid);
    expect(res.statusCode).toBe(204);
    expect((await api.get('demo.admin', uuid)).statusCode).toBe(404);
    const after = await app.ctx.db.query<{ username: string; version: number; visibility_profile_uuid: string | null }>(
      'select username, version, visibility_profile_uuid from app_user where username = any($1::text[]) order by username',
      [holders],
    );
    expect(after).toEqual(versions.map((v) => ({ username: v.username, version: v.version + 1, visibility_profile_uuid: null })));
    expect((await api.remove('demo.admin', uuid)).statusCode).toBe(404);
  });

  it('usage hides users above the caller, and the delete is then refused (403) with nothing changed', async () => {
    const uuid = await created('Held By Errigal');
    const [errigalUser] = await someUsers(`minimum_role = 'ERRIGAL_ADMIN'`);
    const [adminUser] = await someUsers(`minimum_role = 'ADMIN'`);
    await assign(uuid, [errigalUser.username, adminUser.username]);
    expect((await api.users('demo.admin', uuid)).json().map((u: { username: string }) => u.username)).toEqual([adminUser.username]);
    expect((await api.users('demo.errigal', uuid)).json()).toHaveLength(2);
    const res = await api.remove('demo.admin', uuid);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(USED_BY_HIDDEN);
    expect((await api.users('demo.errigal', uuid)).json()).toHaveLength(2);
    expect((await api.remove('demo.errigal', uuid)).statusCode).toBe(204);
  });

  it('a user form sees the profile go: the user reads back without it', async () => {
    const uuid = await created('Seen Going');
    const [user] = await app.ctx.db.query<{ uuid: string }>(`select uuid from app_user where minimum_role = 'ADMIN' and active order by username limit 1`);
    await app.ctx.db.query('update app_user set visibility_profile_uuid = $1 where uuid = $2', [uuid, user.uuid]);
    await api.remove('demo.admin', uuid);
    const read = await app.inject({ method: 'GET', url: `/userprofile/api/v1/user/${user.uuid}`, headers: bearer(tokens['demo.admin']) });
    expect(read.json().visibilityProfile ?? null).toBeNull();
  });
});

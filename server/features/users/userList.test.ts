import { bearer, loginAs, startTestApp } from '../../testing/testApp';

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};

interface ListedUser {
  uuid: string;
  username: string;
  active: boolean;
  minimumRole: { name: string };
  errigalCustomerCompany: { uuid: string; name: string } | null;
  businessProfile: { uuid: string; name: string } | null;
  version: number;
}

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(() => app.stop());

const list = async (who: string, which: 'active' | 'inactive') => {
  const res = await app.inject({ method: 'GET', url: `${API}/user/list/${which}`, headers: bearer(tokens[who]) });
  expect(res.statusCode).toBe(200);
  return res.json<ListedUser[]>();
};

describe('user lists apply the visibility levels', () => {
  it('ERRIGAL_ADMIN sees every level; lists are by username and split by state', async () => {
    const active = await list('demo.errigal', 'active');
    const inactive = await list('demo.errigal', 'inactive');
    expect(active.length + inactive.length).toBe(50);
    expect(active.every((u) => u.active) && inactive.every((u) => !u.active)).toBe(true);
    expect(new Set(active.map((u) => u.minimumRole.name))).toEqual(new Set(['ERRIGAL_ADMIN', 'ADMIN', 'SCO_ADMIN']));
    const names = active.map((u) => u.username.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it("sends users in the console's order (case-insensitive, numbers by value, punctuation first), not in byte order", async () => {
    const { uuid: profile } = await app.ctx.db.kysely.selectFrom('business_profile').select('uuid').executeTakeFirstOrThrow();
    const { uuid: visibility } = await app.ctx.db.kysely.selectFrom('visibility_profile').select('uuid').executeTakeFirstOrThrow();
    const added = ['zz.user10', 'zz.user9', 'zz_user', 'zz-user', 'ZZ.User2', 'zz.user'];
    await app.ctx.db.kysely
      .insertInto('app_user')
      .values(added.map((username) => ({ username, email: `${username}@example.com`, first_name: 'Z', last_name: 'Z', active: true, business_profile_uuid: profile, visibility_profile_uuid: visibility, minimum_role: 'ADMIN' })))
      .execute();
    const listed = (await list('demo.errigal', 'active')).map((u) => u.username).filter((name) => added.includes(name));
    expect(listed).toEqual(['zz_user', 'zz-user', 'zz.user', 'ZZ.User2', 'zz.user9', 'zz.user10']);
  });

  it('ADMIN sees ADMIN and SCO_ADMIN records only', async () => {
    const users = [...(await list('demo.admin', 'active')), ...(await list('demo.admin', 'inactive'))];
    expect(users.length).toBeGreaterThan(10);
    expect(users.some((u) => u.minimumRole.name === 'ERRIGAL_ADMIN')).toBe(false);
  });

  it('SCO_ADMIN sees SCO_ADMIN users of its own company or of none', async () => {
    const users = [...(await list('demo.sco', 'active')), ...(await list('demo.sco', 'inactive'))];
    expect(users.length).toBeGreaterThan(3);
    expect(users.every((u) => u.minimumRole.name === 'SCO_ADMIN')).toBe(true);
    expect(users.every((u) => !u.errigalCustomerCompany || u.errigalCustomerCompany.name === 'Acme Towers')).toBe(true);
    expect(users.some((u) => u.errigalCustomerCompany === null)).toBe(true);
  });

  it('never serialises fields outside the contract', async () => {
    const [user] = await list('demo.errigal', 'active');
    expect(Object.keys(user)).not.toContain('password_hash');
    expect(JSON.stringify(await list('demo.errigal', 'active'))).not.toMatch(/scrypt\$/);
  });

  it('answers 304 to a matching ETag and a fresh list after a change', async () => {
    const first = await app.inject({ method: 'GET', url: `${API}/user/list/active`, headers: bearer(tokens['demo.admin']) });
    const etag = first.headers.etag as string;
    const again = await app.inject({ method: 'GET', url: `${API}/user/list/active`, headers: { ...bearer(tokens['demo.admin']), 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const target = first.json<ListedUser[]>().find((u) => u.businessProfile && u.username !== 'demo.admin')!;
    await app.inject({ method: 'POST', url: `${API}/user/inactivate`, headers: bearer(tokens['demo.admin']), payload: target });
    const after = await app.inject({ method: 'GET', url: `${API}/user/list/active`, headers: { ...bearer(tokens['demo.admin']), 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json<ListedUser[]>().some((u) => u.uuid === target.uuid)).toBe(false);
  });
});

describe('activate and inactivate', () => {
  it('moves a user between the lists and returns the updated user', async () => {
    const target = (await list('demo.admin', 'active')).find((u) => u.businessProfile && u.username !== 'demo.admin')!;
    const res = await app.inject({ method: 'POST', url: `${API}/user/inactivate`, headers: bearer(tokens['demo.admin']), payload: target });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ uuid: target.uuid, active: false, version: target.version + 1 })]);
    expect((await list('demo.admin', 'inactive')).some((u) => u.uuid === target.uuid)).toBe(true);

    const back = await app.inject({ method: 'POST', url: `${API}/user/activate`, headers: bearer(tokens['demo.admin']), payload: { uuid: target.uuid } });
    expect(back.json()[0].active).toBe(true);
  });

  it('refuses a user without a business profile, like the disabled dropdown', async () => {
    // Every seeded user has one; a user loses it when its business profile is deleted.
    const target = (await list('demo.errigal', 'active')).find((u) => u.minimumRole.name === 'ADMIN' && u.username !== 'demo.admin')!;
    const [{ business_profile_uuid: profile }] = await app.ctx.db.query<{ business_profile_uuid: string }>('select business_profile_uuid from app_user where uuid = $1', [target.uuid]);
    await app.ctx.db.query('update app_user set business_profile_uuid = null where uuid = $1', [target.uuid]);
    try {
      const res = await app.inject({ method: 'POST', url: `${API}/user/inactivate`, headers: bearer(tokens['demo.errigal']), payload: { uuid: target.uuid } });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('This user has no profile assigned');
    } finally {
      await app.ctx.db.query('update app_user set business_profile_uuid = $1 where uuid = $2', [profile, target.uuid]);
    }
  });

  it('an SCO admin cannot change a user it may not see (404), nor an ADMIN an ERRIGAL_ADMIN user', async () => {
    const all = await list('demo.errigal', 'active');
    const adminLevel = all.find((u) => u.minimumRole.name === 'ADMIN' && u.businessProfile)!;
    const errigalLevel = all.find((u) => u.minimumRole.name === 'ERRIGAL_ADMIN' && u.businessProfile)!;
    const sco = await app.inject({ method: 'POST', url: `${API}/user/inactivate`, headers: bearer(tokens['demo.sco']), payload: { uuid: adminLevel.uuid } });
    const admin = await app.inject({ method: 'POST', url: `${API}/user/inactivate`, headers: bearer(tokens['demo.admin']), payload: { uuid: errigalLevel.uuid } });
    expect(sco.statusCode).toBe(404);
    expect(admin.statusCode).toBe(404);
  });

  it('401 without a token', async () => {
    const res = await app.inject({ method: 'POST', url: `${API}/user/activate`, payload: { uuid: '00000000-0000-4000-8000-000000000000' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});

describe('role rules of SPEC section 6 on the server', () => {
  const get = (who: string, url: string) => app.inject({ method: 'GET', url: `${API}${url}`, headers: bearer(tokens[who]) });

  it('SCO_ADMIN is refused admin operations; ADMIN is refused ERRIGAL_ADMIN ones', async () => {
    expect((await get('demo.sco', '/profile/app/00000000-0000-4000-8000-000000000000/businessProfiles')).statusCode).toBe(403);
    expect((await get('demo.sco', '/app/list')).statusCode).toBe(403);
    expect((await get('demo.admin', '/authClient/list')).statusCode).toBe(403);
    expect((await get('demo.sco', '/user/list/active')).statusCode).toBe(200);
    expect((await get('demo.errigal', '/errigalCustomerCompany/list')).json()).toHaveLength(3);
    expect((await get('demo.sco', '/errigalCustomerCompany/list')).json()).toEqual([expect.objectContaining({ name: 'Acme Towers' })]);
  });

  it('gets a user it may see and 404 for one it may not', async () => {
    const all = await list('demo.errigal', 'active');
    const errigalLevel = all.find((u) => u.minimumRole.name === 'ERRIGAL_ADMIN')!;
    expect((await get('demo.errigal', `/user/${errigalLevel.uuid}`)).json()).toMatchObject({ username: errigalLevel.username });
    expect((await get('demo.admin', `/user/${errigalLevel.uuid}`)).statusCode).toBe(404);
    expect((await get('demo.admin', '/user/username/demo.admin')).json()).toMatchObject({ minimumRole: { name: 'ADMIN' } });
    expect((await get('demo.admin', '/user/config')).json()).toContainEqual({ category: 'NOVA_NOVA_TREE', label: 'Default Tree', type: 'DROPDOWN' });
  });
});

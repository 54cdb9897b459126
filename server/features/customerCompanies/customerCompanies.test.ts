import { bearer, loginAs, startTestApp } from '../../testing/testApp';

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(() => app.stop());

type Body = Record<string, unknown>;
const api = {
  list: (who = 'demo.errigal') => app.inject({ method: 'GET', url: `${API}/customerCompany/list`, headers: bearer(tokens[who]) }),
  get: (uuid: string, who = 'demo.errigal') => app.inject({ method: 'GET', url: `${API}/customerCompany/${uuid}`, headers: bearer(tokens[who]) }),
  save: (payload: Body, who = 'demo.errigal') =>
    app.inject({ method: 'POST', url: `${API}/customerCompany/update`, headers: bearer(tokens[who]), payload }),
  usages: (uuid: string, who = 'demo.errigal') =>
    app.inject({ method: 'GET', url: `${API}/customerCompany/${uuid}/usages`, headers: bearer(tokens[who]) }),
  remove: (uuid: string, who = 'demo.errigal') => app.inject({ method: 'DELETE', url: `${API}/customerCompany/${uuid}`, headers: bearer(tokens[who]) }),
  lookup: (who = 'demo.errigal') => app.inject({ method: 'GET', url: `${API}/errigalCustomerCompany/list`, headers: bearer(tokens[who]) }),
};
const companyUuid = async (name: string) => {
  const rows = await app.ctx.db.query<{ uuid: string }>('select uuid from customer_company where name = $1', [name]);
  return rows[0].uuid;
};

describe('create, read, rename', () => {
  it('lists the companies by name with their versions', async () => {
    const res = await api.list();
    expect(res.statusCode).toBe(200);
    const names = res.json().map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Acme Towers', 'Globex Networks', 'Northwind Telecom']));
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(res.json()[0]).toEqual({ uuid: expect.any(String), name: expect.any(String), version: 1 });
  });

  it('creates a company (name trimmed) that the lookups list offers at once', async () => {
    const res = await api.save({ name: '  Initech Masts  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ uuid: expect.any(String), name: 'Initech Masts', version: 1 });
    expect((await api.get(res.json().uuid)).json()).toEqual(res.json());
    expect((await api.lookup()).json()).toContainEqual({ uuid: res.json().uuid, name: 'Initech Masts' });
  });

  it('renames with the loaded version; a stale version gets 412 and changes nothing', async () => {
    const created = (await api.save({ name: 'Umbrella Sites' })).json();
    const renamed = await api.save({ uuid: created.uuid, name: 'Umbrella Towers', version: 1 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Umbrella Towers', version: 2 });
    const stale = await api.save({ uuid: created.uuid, name: 'Umbrella Again', version: 1 });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect((await api.save({ uuid: created.uuid, name: 'Umbrella Again' })).statusCode).toBe(412);
    expect((await api.get(created.uuid)).json()).toMatchObject({ name: 'Umbrella Towers', version: 2 });
  });

  it('answers 404 for an unknown company', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.get(unknown)).statusCode).toBe(404);
    expect((await api.usages(unknown)).statusCode).toBe(404);
    expect((await api.remove(unknown)).statusCode).toBe(404);
    expect((await api.save({ uuid: unknown, name: 'Ghost', version: 1 })).statusCode).toBe(404);
  });
});

describe('duplicate names', () => {
  it('refuses a duplicate name on create and on rename with 409 and a clear message', async () => {
    const create = await api.save({ name: 'Acme Towers' });
    expect(create.statusCode).toBe(409);
    expect(create.json().detail).toBe('A customer company with this name already exists');
    const other = (await api.save({ name: 'Stark Poles' })).json();
    const rename = await api.save({ uuid: other.uuid, name: 'Globex Networks', version: other.version });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().detail).toBe('A customer company with this name already exists');
  });

  it('of parallel creates with one name, exactly one succeeds and the others get 409', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.save({ name: 'Parallel Masts' })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await api.list()).json().filter((c: { name: string }) => c.name === 'Parallel Masts')).toHaveLength(1);
  });

  it('of parallel renames of one company at one version, exactly one succeeds and the others get 412', async () => {
    const company = (await api.save({ name: 'Race Start' })).json();
    const answers = await Promise.all(['Race A', 'Race B', 'Race C'].map((name) => api.save({ uuid: company.uuid, name, version: 1 })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412, 412]);
    expect((await api.get(company.uuid)).json().version).toBe(2);
  });
});

describe('bad input', () => {
  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
    ['no name', {}, 'name'],
    ['an unknown field', { name: 'Fine', colour: 'red' }, 'colour'],
    ['a version that is not a number', { name: 'Fine', uuid: '00000000-0000-4000-8000-000000000000', version: 'one' }, 'version'],
  ])('refuses %s with 400 problem+json naming the field', async (_case, payload, field) => {
    const res = await api.save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.map((e: { field: string }) => e.field).join(' ')).toContain(field);
  });

  it('accepts a name of exactly 100 characters', async () => {
    expect((await api.save({ name: 'y'.repeat(100) })).statusCode).toBe(200);
  });

  it('refuses a uuid that is not one with 400', async () => {
    expect((await api.get('not-a-uuid')).statusCode).toBe(400);
    expect((await api.remove('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('usages and delete', () => {
  it('lists what belongs to a company and refuses its delete with 409 naming them', async () => {
    const acme = await companyUuid('Acme Towers');
    const usages = (await api.usages(acme)).json();
    expect(usages.users.map((u: { username: string }) => u.username)).toContain('demo.sco');
    expect(usages.users[0]).toEqual({ uuid: expect.any(String), username: expect.any(String), active: expect.any(Boolean) });
    expect(usages.businessProfiles.length + usages.visibilityProfiles.length).toBeGreaterThan(0);
    expect(usages).toEqual(expect.objectContaining({ appProfiles: expect.any(Array), roles: expect.any(Array), elements: expect.any(Array) }));
    const res = await api.remove(acme);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/^Customer company Acme Towers cannot be deleted while it is used by \d+ users? \(/);
    expect(res.json().detail).toContain('demo.sco');
    expect((await api.get(acme)).statusCode).toBe(200);
  });

  it('deletes an unused company, which leaves the lookups list', async () => {
    const company = (await api.save({ name: 'Short Lived' })).json();
    expect((await api.usages(company.uuid)).json()).toEqual({ users: [], appProfiles: [], businessProfiles: [], visibilityProfiles: [], roles: [], elements: [] });
    expect((await api.remove(company.uuid)).statusCode).toBe(204);
    expect((await api.get(company.uuid)).statusCode).toBe(404);
    expect((await api.lookup()).json().map((c: { name: string }) => c.name)).not.toContain('Short Lived');
  });

  it('refuses the delete once a single user belongs to the company, and allows it after the user moves', async () => {
    const company = (await api.save({ name: 'One User Co' })).json();
    const user = (await app.ctx.db.query<{ uuid: string }>("select uuid from app_user where username <> 'demo.sco' and company_uuid is null limit 1"))[0];
    await app.ctx.db.query('update app_user set company_uuid = $1 where uuid = $2', [company.uuid, user.uuid]);
    const refused = await api.remove(company.uuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('1 user (');
    await app.ctx.db.query('update app_user set company_uuid = null where uuid = $1', [user.uuid]);
    expect((await api.remove(company.uuid)).statusCode).toBe(204);
  });

  it('the foreign key refuses a delete that races an attach (no silent detach)', async () => {
    const company = (await api.save({ name: 'Race Attach Co' })).json();
    const profile = (await app.ctx.db.query<{ uuid: string }>('select uuid from business_profile where company_uuid is null limit 1'))[0];
    await app.ctx.db.query('update business_profile set company_uuid = $1 where uuid = $2', [company.uuid, profile.uuid]);
    await expect(app.ctx.db.query('delete from customer_company where uuid = $1', [company.uuid])).rejects.toMatchObject({ code: '23503' });
    await app.ctx.db.query('update business_profile set company_uuid = null where uuid = $1', [profile.uuid]);
  });
});

describe('roles', () => {
  it.each(['demo.admin', 'demo.sco'])('%s gets 403 on every operation', async (who) => {
    const acme = await companyUuid('Acme Towers');
    for (const res of [
      await api.list(who),
      await api.get(acme, who),
      await api.usages(acme, who),
      await api.save({ name: 'Not Allowed' }, who),
      await api.save({ uuid: acme, name: 'Renamed', version: 1 }, who),
      await api.remove(acme, who),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await api.get(acme)).json().name).toBe('Acme Towers');
  });

  it('demo.errigal may do all of it; without a token every operation is 401', async () => {
    expect((await api.list('demo.errigal')).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: `${API}/customerCompany/list` });
    expect(res.statusCode).toBe(401);
  });

  it('the lookups list for selects stays open to every role (an SCO admin sees its own company)', async () => {
    expect((await api.lookup('demo.admin')).statusCode).toBe(200);
    expect((await api.lookup('demo.sco')).json()).toEqual([{ uuid: await companyUuid('Acme Towers'), name: 'Acme Towers' }]);
  });
});

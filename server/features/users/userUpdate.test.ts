import { bearer, loginAs, startTestApp } from '../../testing/testApp';
import { startDemoApps, type DemoApps } from '../../demoApps/demoAppServer';
import { OWN_ACCOUNT_ACTIVE, USERNAME_READ_ONLY } from './userWrite';
import { DEFAULT_TREE_MUST_BE_ASSIGNED, NOT_FROM_LIST_BUSINESS } from './userChecks';

const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
let demo: DemoApps;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  demo = await startDemoApps({ port: 0 });
  app = await startTestApp({ demoAppsUrl: demo.url });
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(async () => {
  await app.stop();
  await demo.close();
});

const uuidOf = async (table: string, name: string, column = 'name') => {
  const rows = await app.ctx.db.query<{ uuid: string }>(`select uuid from ${table} where ${column} = $1`, [name]);
  if (!rows[0]) throw new Error(`no ${table} ${name}`);
  return rows[0].uuid;
};
const elementUuid = (name: string) => uuidOf('application_element', name);

type Body = Record<string, unknown>;
const save = (who: string, user: Body, clonedId?: string) =>
  app.inject({ method: 'POST', url: `${API}/user/update`, headers: bearer(tokens[who]), payload: { user, ...(clonedId ? { clonedId } : {}) } });
const getUser = (who: string, uuid: string) => app.inject({ method: 'GET', url: `${API}/user/${uuid}`, headers: bearer(tokens[who]) });

/** A valid ADMIN-level user with the NOC Operator profile (it offers the default trees) and one tree. */
async function newUser(username: string, overrides: Body = {}): Promise<Body> {
  return {
    username,
    email: `${username}@example.com`,
    firstName: 'Nora',
    lastName: 'Keane',
    deskPhone: '+353 1 555 0000',
    mobilePhone: null,
    active: true,
    location: { uuid: await uuidOf('location', 'Cork') },
    businessProfile: { uuid: await uuidOf('business_profile', 'NOC Operator') },
    visibilityProfile: { uuid: await uuidOf('visibility_profile', 'All Ireland') },
    minimumRole: { name: 'ADMIN' },
    errigalCustomerCompany: null,
    elements: [{ uuid: await elementUuid('North Tree') }, { uuid: await elementUuid('Daily Reports') }],
    ...overrides,
  };
}

const fieldsOf = (res: { json: () => { errors?: { field: string; message: string }[] } }) => res.json().errors ?? [];

describe('create and update', () => {
  it('creates a valid user, which reads back with its elements at version 1', async () => {
    const res = await save('demo.admin', await newUser('nora.keane'));
    expect(res.statusCode).toBe(200);
    const { uuid, failedUpdateApps } = res.json();
    expect(failedUpdateApps).toEqual([]);
    const user = (await getUser('demo.admin', uuid)).json();
    expect(user).toMatchObject({
      username: 'nora.keane',
      email: 'nora.keane@example.com',
      location: { name: 'Cork' },
      businessProfile: { name: 'NOC Operator' },
      visibilityProfile: { name: 'All Ireland' },
      minimumRole: { name: 'ADMIN' },
      version: 1,
    });
    expect(user.elements.map((e: { name: string }) => e.name).sort()).toEqual(['Daily Reports', 'North Tree']);
  });

  it('updates with the loaded version; the version goes up on every write', async () => {
    const { uuid } = (await save('demo.admin', await newUser('owen.ryan'))).json();
    const loaded = (await getUser('demo.admin', uuid)).json();
    const res = await save('demo.admin', { ...loaded, lastName: 'Ryan-Byrne', elements: [{ uuid: await elementUuid('South Tree') }] });
    expect(res.statusCode).toBe(200);
    const after = (await getUser('demo.admin', uuid)).json();
    expect(after).toMatchObject({ lastName: 'Ryan-Byrne', version: 2, elements: [expect.objectContaining({ name: 'South Tree' })] });
    expect(after.elements).toHaveLength(1);
  });

  it('412 for a stale version, and nothing changes', async () => {
    const { uuid } = (await save('demo.admin', await newUser('stale.sam'))).json();
    const loaded = (await getUser('demo.admin', uuid)).json();
    expect((await save('demo.admin', { ...loaded, firstName: 'First' })).statusCode).toBe(200);
    const stale = await save('demo.admin', { ...loaded, firstName: 'Second' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect((await getUser('demo.admin', uuid)).json()).toMatchObject({ firstName: 'First', version: 2 });
  });

  it('a clone (no uuid, with clonedId) creates a new user', async () => {
    const { uuid } = (await save('demo.admin', await newUser('clone.source'))).json();
    const source = (await getUser('demo.admin', uuid)).json();
    const { uuid: _uuid, version: _version, ...copy } = source;
    const res = await save('demo.admin', { ...copy, username: 'clone.source_clone', clonedId: uuid }, uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json().uuid).not.toBe(uuid);
  });

  it('409 for a username that exists, in any case', async () => {
    const res = await save('demo.admin', await newUser('DEMO.ADMIN'));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('A user with this username already exists');
  });
});

describe('validation: 400 naming the fields', () => {
  it('business and visibility profiles are required', async () => {
    const res = await save('demo.admin', await newUser('no.profiles', { businessProfile: null, visibilityProfile: undefined }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([
      { field: 'businessProfile', message: 'This field is required' },
      { field: 'visibilityProfile', message: 'This field is required' },
    ]);
  });

  it('the contract refuses a bad username, email, over-long names and phones', async () => {
    const res = await save(
      'demo.admin',
      await newUser('bad name!', { email: 'not-an-email', firstName: '', lastName: 'x'.repeat(256), deskPhone: 'x'.repeat(256) }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).map((e) => e.field).sort()).toEqual(['user.deskPhone', 'user.email', 'user.firstName', 'user.lastName', 'user.username']);
  });

  it('profiles must exist and be visible to the caller; location and company must exist', async () => {
    const res = await save(
      'demo.admin',
      await newUser('hidden.profile', {
        businessProfile: { uuid: await uuidOf('business_profile', 'Errigal Administrator') },
        visibilityProfile: { uuid: '00000000-0000-4000-8000-000000000000' },
        location: { uuid: '00000000-0000-4000-8000-000000000001' },
        errigalCustomerCompany: { uuid: '00000000-0000-4000-8000-000000000002' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res).map((e) => e.field)).toEqual(['businessProfile', 'visibilityProfile', 'location', 'errigalCustomerCompany']);
    expect(fieldsOf(res)[0].message).toBe(NOT_FROM_LIST_BUSINESS);
  });

  it('elements must be offered by the business profile', async () => {
    const res = await save('demo.admin', await newUser('wrong.element', { elements: [{ uuid: await elementUuid('North Tree') }, { uuid: await elementUuid('Weekly Reports') }] }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([{ field: 'elements', message: 'Element "REPORT_ACCESS:Weekly Reports" is not offered by the business profile' }]);
  });

  it('an update must carry the version, and the username is read-only', async () => {
    const { uuid } = (await save('demo.admin', await newUser('fixed.name'))).json();
    const loaded = (await getUser('demo.admin', uuid)).json();
    const { version: _version, ...withoutVersion } = loaded;
    const res = await save('demo.admin', { ...withoutVersion, username: 'other.name' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([
      { field: 'version', message: 'This field is required' },
      { field: 'username', message: USERNAME_READ_ONLY },
    ]);
  });

  it('an admin cannot deactivate its own account', async () => {
    const self = (await app.inject({ method: 'GET', url: `${API}/user/username/demo.admin`, headers: bearer(tokens['demo.admin']) })).json();
    const res = await save('demo.admin', { ...self, active: false, elements: [{ uuid: await elementUuid('North Tree') }] });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([{ field: 'active', message: OWN_ACCOUNT_ACTIVE }]);
  });
});

describe('default tree rule', () => {
  it('a business profile that offers NOVA_NOVA_TREE elements needs one assigned', async () => {
    const res = await save('demo.admin', await newUser('no.tree', { elements: [{ uuid: await elementUuid('Daily Reports') }] }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([{ field: 'elements', message: DEFAULT_TREE_MUST_BE_ASSIGNED }]);
  });

  it('a business profile without a default tree needs none', async () => {
    const [{ uuid: profile }] = await app.ctx.db.query<{ uuid: string }>(
      "insert into business_profile (name, minimum_role) values ('Tickets Only', 'ADMIN') returning uuid",
    );
    await app.ctx.db.query('insert into business_profile_app_profile values ($1, $2)', [profile, await uuidOf('app_profile', 'Ticketer Agent')]);
    const res = await save('demo.admin', await newUser('tickets.only', { businessProfile: { uuid: profile }, elements: [] }));
    expect(res.statusCode).toBe(200);
  });
});

describe('visibility levels', () => {
  it('ADMIN cannot create an ERRIGAL_ADMIN-level user (403)', async () => {
    const res = await save('demo.admin', await newUser('too.high', { minimumRole: { name: 'ERRIGAL_ADMIN' } }));
    expect(res.statusCode).toBe(403);
    expect((await save('demo.errigal', await newUser('high.enough', { minimumRole: { name: 'ERRIGAL_ADMIN' } }))).statusCode).toBe(200);
  });

  it('an SCO admin neither sees nor edits users outside its company (404), nor creates them there (403)', async () => {
    const northwind = await uuidOf('customer_company', 'Northwind Telecom');
    const acme = await uuidOf('customer_company', 'Acme Towers');
    const scoProfiles = {
      businessProfile: { uuid: await uuidOf('business_profile', 'SCO Field Engineer') },
      visibilityProfile: { uuid: await uuidOf('visibility_profile', 'Cork Field') },
    };
    const scoUser = (username: string, company: string) =>
      newUser(username, { minimumRole: { name: 'SCO_ADMIN' }, errigalCustomerCompany: { uuid: company }, ...scoProfiles });
    const outside = await save('demo.errigal', await scoUser('northwind.user', northwind));
    expect(outside.statusCode).toBe(200);
    const loaded = (await getUser('demo.errigal', outside.json().uuid)).json();

    expect((await getUser('demo.sco', loaded.uuid)).statusCode).toBe(404);
    expect((await save('demo.sco', { ...loaded, firstName: 'Changed' })).statusCode).toBe(404);
    expect((await save('demo.sco', await scoUser('sco.elsewhere', northwind))).statusCode).toBe(403);

    const own = await save('demo.sco', await scoUser('acme.user', acme));
    expect(own.statusCode).toBe(200);
    expect((await getUser('demo.sco', own.json().uuid)).json()).toMatchObject({ errigalCustomerCompany: { name: 'Acme Towers' } });
  });

  it('SCO Customer without a company is valid for a user: every SCO customer sees and may edit it', async () => {
    const created = await save(
      'demo.errigal',
      await newUser('all.sco', {
        minimumRole: { name: 'SCO_ADMIN' },
        errigalCustomerCompany: null,
        businessProfile: { uuid: await uuidOf('business_profile', 'SCO Field Engineer') },
        visibilityProfile: { uuid: await uuidOf('visibility_profile', 'Cork Field') },
      }),
    );
    expect(created.statusCode).toBe(200);
    const loaded = (await getUser('demo.sco', created.json().uuid)).json();
    expect(loaded).toMatchObject({ minimumRole: { name: 'SCO_ADMIN' }, errigalCustomerCompany: null });
    expect((await save('demo.sco', { ...loaded, firstName: 'Kept' })).statusCode).toBe(200);
    expect((await save('demo.errigal', { ...loaded, version: loaded.version + 1, lastName: 'Also' })).statusCode).toBe(200);
  });

  it("an SCO admin's refused Visible To carries the server's reason in detail", async () => {
    const res = await save('demo.sco', await newUser('sco.raises', { minimumRole: { name: 'ADMIN' } }));
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toBe('You may not give a record a visibility above your own');
  });

  it('401 without a token', async () => {
    const res = await app.inject({ method: 'POST', url: `${API}/user/update`, payload: { user: await newUser('anon') } });
    expect(res.statusCode).toBe(401);
  });
});

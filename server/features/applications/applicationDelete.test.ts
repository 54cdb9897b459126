import { loginAs, startTestApp } from '../../testing/testApp';
import { applicationRequests, newApplication, uuidOf, type TestApp } from './testing/applicationRequests';
import { BUILT_IN_DELETE } from './applicationDelete';

let app: TestApp;
const tokens: Record<string, string> = {};
let api: ReturnType<typeof applicationRequests>;

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
  api = applicationRequests(app, tokens);
});
afterAll(() => app.stop());

const count = async (sql: string, params: unknown[]) => (await app.ctx.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0].n;

describe('delete', () => {
  it("removes the application, its roles and elements, its app profiles (also from business profiles) and the users' elements", async () => {
    const ticketer = await uuidOf(app, 'application', 'Ticketer');
    const agentProfile = await uuidOf(app, 'app_profile', 'Ticketer Agent');
    const holders = await count('business_profile_app_profile where app_profile_uuid = $1', [agentProfile]);
    expect(holders).toBeGreaterThan(0);
    const businessProfiles = await count('business_profile', []);
    const res = await api.remove('demo.errigal', ticketer);
    expect(res.statusCode).toBe(204);
    expect(await count('application where uuid = $1', [ticketer])).toBe(0);
    expect(await count('app_profile where application_uuid = $1', [ticketer])).toBe(0);
    expect(await count('business_profile_app_profile where app_profile_uuid = $1', [agentProfile])).toBe(0);
    expect(await count('application_role where application_uuid = $1', [ticketer])).toBe(0);
    expect(await count("user_element ue join application_element e on e.uuid = ue.element_uuid where e.name = 'Daily Reports'", [])).toBe(0);
    // The business profiles themselves stay.
    expect(await count('business_profile', [])).toBe(businessProfiles);
    expect((await api.get('demo.errigal', ticketer)).statusCode).toBe(404);
    expect((await api.remove('demo.errigal', ticketer)).statusCode).toBe(404);
  });

  it('the built-in User Profile cannot be deleted: 409 with a readable reason; nothing changes', async () => {
    const userProfile = await uuidOf(app, 'application', 'User Profile');
    const res = await api.remove('demo.errigal', userProfile);
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json().detail).toBe(BUILT_IN_DELETE);
    expect(await count('app_profile where application_uuid = $1', [userProfile])).toBe(3);
  });

  it('ADMIN and SCO_ADMIN may not delete (403)', async () => {
    const created = (await api.save('demo.errigal', newApplication('Deletable'))).json();
    expect((await api.remove('demo.admin', created.uuid)).statusCode).toBe(403);
    expect((await api.remove('demo.sco', created.uuid)).statusCode).toBe(403);
    expect((await api.remove('demo.errigal', created.uuid)).statusCode).toBe(204);
  });
});

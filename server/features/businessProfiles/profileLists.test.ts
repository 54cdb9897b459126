import { bearer, loginAs, startTestApp } from '../../testing/testApp';

// The profile lists the user form offers: every admin level may list them, each seeing only
// the profiles its level allows (the same rule as users).
const API = '/userprofile/api/v1';
let app: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['demo.errigal', 'demo.admin', 'demo.sco']) tokens[name] = await loginAs(app, name);
});
afterAll(() => app.stop());

async function names(who: string, list: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `${API}/profile/${list}/list`, headers: bearer(tokens[who]) });
  expect(res.statusCode).toBe(200);
  return res.json<{ name: string }[]>().map((p) => p.name);
}

it('business profiles carry their app profiles by application and follow the visibility levels', async () => {
  const all = await app.inject({ method: 'GET', url: `${API}/profile/business/list`, headers: bearer(tokens['demo.errigal']) });
  const customer = all.json<{ name: string; appProfiles: { name: string; application: { name: string } }[] }[]>().find((p) => p.name === 'Customer Administrator');
  expect(customer?.appProfiles.map((p) => `${p.application.name}: ${p.name}`)).toEqual(['Snmp Manager: Snmp Operator', 'User Profile: UP Admin']);
  expect(await names('demo.errigal', 'business')).toContain('Errigal Administrator');
  expect(await names('demo.admin', 'business')).not.toContain('Errigal Administrator');
  // The built-in 'Console SCO Administrator' (db/builtins.ts) is there on every install.
  expect(await names('demo.sco', 'business')).toEqual(['Console SCO Administrator', 'SCO Administrator', 'SCO Field Engineer']);
});

it('app profiles carry roles and elements; SCO admins see SCO-level ones only', async () => {
  const res = await app.inject({ method: 'GET', url: `${API}/profile/app/list`, headers: bearer(tokens['demo.admin']) });
  const snmp = res.json<{ name: string; applicationName: string; elements: { category: string; name: string }[] }[]>().find((p) => p.name === 'Snmp Operator');
  expect(snmp).toMatchObject({ applicationName: 'Snmp Manager' });
  expect(snmp?.elements).toEqual([expect.objectContaining({ category: 'NOVA_NOVA_TREE', name: 'North Tree' }), expect.objectContaining({ category: 'NOVA_NOVA_TREE', name: 'South Tree' })]);
  expect(await names('demo.sco', 'app')).not.toContain('UP Admin');
});

it('visibility profiles group what they select by kind', async () => {
  const res = await app.inject({ method: 'GET', url: `${API}/profile/visibility/list`, headers: bearer(tokens['demo.admin']) });
  const ireland = res.json<{ name: string; clusters: { name: string }[]; primaryVisibility: { name: string } }[]>().find((p) => p.name === 'All Ireland');
  expect(ireland).toMatchObject({ primaryVisibility: { name: 'Ireland' }, clusters: [{ name: 'Ireland' }] });
  expect(await names('demo.sco', 'visibility')).toEqual(['Cork Field', 'Dublin Only']);
  expect(await names('demo.admin', 'visibility')).not.toContain('Global');
});

it('other profile operations stay admin-only', async () => {
  const res = await app.inject({ method: 'GET', url: `${API}/profile/business/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/users`, headers: bearer(tokens['demo.sco']) });
  expect(res.statusCode).toBe(403);
});

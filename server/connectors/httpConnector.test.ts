import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDemoApps, type DemoApps } from '../demoApps/demoAppServer';
import { DEMO_APP_CREDENTIALS, demoApiHost } from '../demoApps/demoCatalog';
import type { ApplicationConnector, ConnectorTarget, PushedUser } from './applicationConnector';
import { ConnectorError } from './applicationConnector';
import { httpConnectorFactory } from './connectorFactory';
import { callEach } from './callEach';
import { closedPortUrl, startSlowApplication } from './testing/unreachableApplications';

let demo: DemoApps;
// Reads get room on a busy machine (a cold first call took over 500 ms in CI); the timeout test
// below has its own 500 ms connectors.
const connectorFor = httpConnectorFactory({ timeoutMs: 5000 });
const quickConnectorFor = httpConnectorFactory({ timeoutMs: 500 });

const target = (overrides: Partial<ConnectorTarget> = {}): ConnectorTarget => ({
  name: 'Snmp Manager',
  apiHost: demoApiHost(demo.url, 'snmp-manager'),
  apiAuthType: 'HTTP_BASIC',
  apiUsername: DEMO_APP_CREDENTIALS.username,
  apiPassword: DEMO_APP_CREDENTIALS.password,
  ...overrides,
});

const user: PushedUser = {
  username: 'new.person',
  email: 'new.person@example.com',
  firstName: 'New',
  lastName: 'Person',
  deskPhone: null,
  mobilePhone: '+353 87 000 0000',
  active: true,
  roles: ['VIEWER'],
  elements: [{ name: 'North Tree', category: 'NOVA_NOVA_TREE', value: null }],
};

/** An application that answers each path with the given JSON, read through an OAUTH2 connector when it answers a token. */
async function withApplicationAnswering(answers: Record<string, unknown>, use: (app: ApplicationConnector) => Promise<void>) {
  const server = http.createServer((req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify(answers[req.url ?? ''])));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await use(connectorFor(target({ name: 'Odd App', apiHost, apiAuthType: '/oauth/token' in answers ? 'OAUTH2' : 'HTTP_BASIC' })));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

beforeAll(async () => {
  demo = await startDemoApps({ port: 0 });
});
afterAll(() => demo.close());

describe('HTTP connector against the demo applications (HTTP_BASIC)', () => {
  it('reads roles and elements', async () => {
    const catalog = await connectorFor(target()).fetchRoles();
    expect(catalog.roles.map((r) => r.name)).toEqual(['OPERATOR', 'VIEWER', 'ENGINEER']);
    expect(catalog.elements).toContainEqual({ name: 'North Tree', category: 'NOVA_NOVA_TREE' });
  });

  it('pushes a user, which the application then lists', async () => {
    await connectorFor(target()).pushUser(user);
    expect(demo.usersOf('snmp-manager')).toContainEqual(user);
    const listed = await connectorFor(target()).listUsers();
    expect(listed).toContainEqual(expect.objectContaining({ username: 'new.person', mobilePhone: '+353 87 000 0000' }));
    expect(listed.find((u) => u.username === 'new.person')).not.toHaveProperty('roles');
  });

  it('refuses answers that do not follow openapi/connector.yaml, saying where', async () => {
    await withApplicationAnswering({ '/roles': { roles: [{ category: 'NOC' }], elements: [] }, '/users': [{ username: 'has space' }] }, async (odd) => {
      await expect(odd.fetchRoles()).rejects.toThrow(
        new ConnectorError('Odd App', "GET /roles answered something that does not follow the connector contract: at /roles/0 must have required property 'name'"),
      );
      await expect(odd.listUsers()).rejects.toThrow(
        new ConnectorError('Odd App', 'GET /users answered something that does not follow the connector contract: at /0/username must match pattern "^[A-Za-z0-9_.]+$"'),
      );
    });
  });

  it('the demo applications take their routes and request checks from the contract: a pushed user it refuses is a 400', async () => {
    const url = `${demoApiHost(demo.url, 'snmp-manager')}/users/new.person`;
    const authorization = `Basic ${Buffer.from(`${DEMO_APP_CREDENTIALS.username}:${DEMO_APP_CREDENTIALS.password}`).toString('base64')}`;
    const put = (body: unknown) => fetch(url, { method: 'PUT', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put({ ...user, email: 'not an address' })).status).toBe(400);
    expect((await put({ username: 'new.person' })).status).toBe(400);
    expect((await put(user)).status).toBe(204);
  });

  it('fails with the application name on wrong credentials or no API host', async () => {
    await expect(connectorFor(target({ apiPassword: 'wrong' })).listUsers()).rejects.toThrow(new ConnectorError('Snmp Manager', 'GET /users answered 401'));
    await expect(connectorFor(target({ apiHost: null })).listUsers()).rejects.toThrow('no API host');
  });
});

describe('OAUTH2 applications', () => {
  it('get a client-credentials token from {apiHost}/oauth/token and reuse it until it expires', async () => {
    const requests: string[] = [];
    const realFetch = global.fetch;
    const spy = jest.spyOn(global, 'fetch').mockImplementation((input, init) => {
      requests.push(String(input));
      return realFetch(input, init);
    });
    try {
      const oauth = httpConnectorFactory({ timeoutMs: 500 });
      await oauth(target({ apiAuthType: 'OAUTH2' })).pushUser({ ...user, username: 'oauth.person' });
      await oauth(target({ apiAuthType: 'OAUTH2' })).listUsers();
      expect(requests.filter((url) => url.endsWith('/oauth/token'))).toHaveLength(1);
      expect(requests).toHaveLength(3);
      expect(demo.usersOf('snmp-manager').some((u) => u.username === 'oauth.person')).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('take a token answer as RFC 6749 allows it (token_type in any case, no expires_in) and refuse one without a token', async () => {
    await withApplicationAnswering({ '/oauth/token': { access_token: 'abc', token_type: 'bearer' }, '/users': [] }, async (app) => {
      await expect(app.listUsers()).resolves.toEqual([]);
    });
    await withApplicationAnswering({ '/oauth/token': { token_type: 'Bearer', expires_in: 60 } }, async (app) => {
      await expect(app.listUsers()).rejects.toThrow(
        new ConnectorError('Odd App', "token response does not follow the connector contract: the answer must have required property 'access_token'"),
      );
    });
  });

  it('fails when the token request is refused', async () => {
    await expect(connectorFor(target({ apiAuthType: 'OAUTH2', apiPassword: 'wrong' })).listUsers()).rejects.toThrow('token request answered 401');
  });
});

describe('unreachable applications', () => {
  it('a closed port fails at once; a slow application fails at the timeout; the others succeed', async () => {
    const slow = await startSlowApplication(3000);
    try {
      const connectors = [
        quickConnectorFor(target()),
        quickConnectorFor(target({ name: 'Down App', apiHost: await closedPortUrl() })),
        quickConnectorFor(target({ name: 'Slow App', apiHost: slow.url })),
      ];
      const started = Date.now();
      const errors: string[] = [];
      const result = await callEach(connectors, (c) => c.pushUser(user), (_name, error) => errors.push(String(error)));
      expect(Date.now() - started).toBeLessThan(1500);
      expect(result.failed).toEqual(['Down App', 'Slow App']);
      expect(result.succeeded.map((s) => s.name)).toEqual(['Snmp Manager']);
      expect(errors.join('\n')).toMatch(/Slow App: PUT \/users\/new.person took longer than 500 ms/);
      expect(slow.calls()).toBe(1);
    } finally {
      await slow.close();
    }
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config';
import { bearer, loginAs, startTestApp } from '../testing/testApp';
import { ConnectorError, type ConnectorTarget } from './applicationConnector';
import { httpConnectorFactory } from './connectorFactory';
import { HttpInventory } from '../inventory/httpInventory';
import { isLinkLocalAddress, LINK_LOCAL_REFUSED } from './outboundTarget';

// Where outbound calls may go (issue 18 item 19): no redirect to another origin is followed (its
// answer is never stored), and link-local or metadata addresses are refused as targets unless
// ALLOW_LINK_LOCAL_TARGETS allows them.
const CATALOG = JSON.stringify({ roles: [{ name: 'STOLEN', category: null }], elements: [] });

/** A server answering each path as `routes` says; counts the requests it got. */
async function serve(routes: Record<string, (res: http.ServerResponse) => void>) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    (routes[req.url ?? ''] ?? ((r: http.ServerResponse) => r.writeHead(404).end()))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const target = (apiHost: string): ConnectorTarget => ({ name: 'Probe', apiHost, apiAuthType: 'HTTP_BASIC', apiUsername: 'u', apiPassword: 'p' });
const connectorFor = httpConnectorFactory({ timeoutMs: 1000 });

describe('redirects', () => {
  it('a connector follows no redirect to another origin, and the other origin is never called', async () => {
    const elsewhere = await serve({ '/roles': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(CATALOG) });
    const app = await serve({ '/api/roles': (res) => res.writeHead(302, { location: `${elsewhere.url}/roles` }).end() });
    try {
      await expect(connectorFor(target(`${app.url}/api`)).fetchRoles()).rejects.toThrow(/redirected to another origin/);
      expect(elsewhere.hits).toEqual([]);
    } finally {
      await Promise.all([app.close(), elsewhere.close()]);
    }
  });

  it('a redirect within the same origin is followed', async () => {
    const app = await serve({
      '/api/roles': (res) => res.writeHead(301, { location: '/v2/roles' }).end(),
      '/v2/roles': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(CATALOG),
    });
    try {
      expect((await connectorFor(target(`${app.url}/api`)).fetchRoles()).roles).toEqual([{ name: 'STOLEN', category: null }]);
    } finally {
      await app.close();
    }
  });

  it('the inventory follows no redirect to another origin either', async () => {
    const elsewhere = await serve({ '/carriers': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[]') });
    const inventory = await serve({ '/inv/carriers': (res) => res.writeHead(307, { location: `${elsewhere.url}/carriers` }).end() });
    try {
      const settings = { ...loadConfig({}).inventory, url: `${inventory.url}/inv` };
      const error: unknown = await new HttpInventory(settings).elements('carrier').catch((e: unknown) => e);
      expect(error).toMatchObject({ reason: 'failed' });
      expect(String(error)).toMatch(/another origin/);
      expect(elsewhere.hits).toEqual([]);
    } finally {
      await Promise.all([inventory.close(), elsewhere.close()]);
    }
  });
});

describe('link-local and metadata targets', () => {
  it('knows link-local addresses', () => {
    for (const address of ['169.254.169.254', '169.254.0.1', 'fe80::1', 'FEBF::1', '::ffff:169.254.169.254', '[fe80::1]', 'fd00:ec2::254']) expect(isLinkLocalAddress(address)).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.1', '::1', 'fec0::1', '169.255.0.1', 'example.com']) expect(isLinkLocalAddress(address)).toBe(false);
  });

  it('a connector refuses to call a stored link-local apiHost, unless allowed', async () => {
    const call = connectorFor(target('http://169.254.169.254/latest')).fetchRoles();
    await expect(call).rejects.toBeInstanceOf(ConnectorError);
    await expect(call).rejects.toThrow(/link-local or cloud metadata/);
    await expect(connectorFor(target('http://metadata.google.internal/computeMetadata')).fetchRoles()).rejects.toThrow(/link-local or cloud metadata/);
    // Allowed, the call is made (and here fails as no such host answers in time: not refused up front).
    const allowed = httpConnectorFactory({ timeoutMs: 200, allowLinkLocal: true });
    await expect(allowed(target('http://169.254.169.254/latest')).fetchRoles()).rejects.not.toThrow(/link-local or cloud metadata/);
  });

  it('INVENTORY_URL may not be link-local or a metadata host unless ALLOW_LINK_LOCAL_TARGETS=true', () => {
    expect(() => loadConfig({ INVENTORY_URL: 'http://169.254.169.254/inventory' })).toThrow(/INVENTORY_URL may not be a link-local/);
    expect(() => loadConfig({ INVENTORY_URL: 'http://[fe80::1]:8080/inventory' })).toThrow(/INVENTORY_URL/);
    expect(loadConfig({ INVENTORY_URL: 'http://169.254.169.254/inventory', ALLOW_LINK_LOCAL_TARGETS: 'true' }).inventory.url).toBe('http://169.254.169.254/inventory');
    expect(loadConfig({ INVENTORY_URL: 'https://inventory.example.com/api' }).allowLinkLocalTargets).toBe(false);
  });

  describe('saving an application', () => {
    let app: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app.stop());

    const save = async (apiHost: string) => {
      const token = await loginAs(app, 'demo.errigal');
      return app.inject({
        method: 'POST',
        url: '/userprofile/api/v1/app/update',
        headers: bearer(token),
        payload: {
          name: `Probe ${apiHost.length}${apiHost.charCodeAt(10)}`,
          dataUrl: 'jdbc:postgresql://db.example.com/probe',
          dataDriverName: 'org.postgresql.Driver',
          dataUsername: 'probe',
          dataPassword: 'secret',
          apiHost,
          apiAuthType: 'HTTP_BASIC',
          apiUsername: 'probe',
          apiPassword: 'secret',
        },
      });
    };

    it.each(['http://169.254.169.254/latest', 'http://[fe80::a9fe:a9fe]/', 'http://metadata.google.internal/', 'https://METADATA/'])('refuses apiHost %s (400 on apiHost)', async (apiHost) => {
      const res = await save(apiHost);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'apiHost', message: LINK_LOCAL_REFUSED }]);
    });

    it('takes an ordinary host', async () => {
      expect((await save('https://snmp.example.com/api')).statusCode).toBe(200);
    });
  });
});

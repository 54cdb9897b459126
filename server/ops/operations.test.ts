import Fastify, { type FastifyInstance } from 'fastify';
import { bearer, loginAs, startTestApp, TEST_PASSWORD, authorizeRequest, pkcePair } from '../testing/testApp';
import { startDemoApps, type DemoApps } from '../demoApps/demoAppServer';
import { startDemoInventory } from '../inventory/demoInventoryServer';
import { HttpInventory } from '../inventory/httpInventory';
import { DEMO_INVENTORY_CREDENTIALS } from '../config';
import { startSlowApplication } from '../connectors/testing/unreachableApplications';

// Issue 19, "operable in production": probes, Prometheus metrics that move with what happens, and
// a request id carried from the request to its log lines and to the connector calls it makes.
const API = '/userprofile/api/v1';
const METRICS_TOKEN = 'scrape-secret';
const threshold = 3;
const logLines: string[] = [];
let app: Awaited<ReturnType<typeof startTestApp>>;
let demo: DemoApps;
let admin: string;

beforeAll(async () => {
  demo = await startDemoApps({ port: 0 });
  app = await startTestApp(
    {
      demoAppsUrl: demo.url,
      logLevel: 'info',
      metricsToken: METRICS_TOKEN,
      loginThrottle: { threshold, baseLockSeconds: 30, maxLockSeconds: 900, addressFreeFailures: 1000, addressDelayMs: 1, addressMaxDelayMs: 5 },
    },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  admin = await loginAs(app, 'demo.errigal');
});
afterAll(async () => {
  await app.stop();
  await demo.close();
});

async function scrape(): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The sum of a metric's samples whose labels include `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

async function delta(read: (text: string) => number, act: () => Promise<unknown>): Promise<number> {
  const before = read(await scrape());
  await act();
  return read(await scrape()) - before;
}

function login(username: string, password: string) {
  const { challenge, state } = pkcePair();
  return app.inject({ method: 'POST', url: `${API}/auth/authorize`, payload: { credentials: { username, password }, authorizeRequest: authorizeRequest(challenge, state) } });
}

describe('probes', () => {
  it('live and ready answer 200 to anyone', async () => {
    for (const url of ['/livez', '/readyz']) {
      const res = await app.inject({ method: 'GET', url });
      expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
    }
  });

  it('ready answers 503 problem+json while a migration of this code is not applied', async () => {
    const [{ name }] = await app.ctx.db.query<{ name: string }>('delete from kysely_migration where name = (select max(name) from kysely_migration) returning name');
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(`Migrations not applied yet: ${name}`);
      const warned = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'not ready');
      expect(warned).toEqual([expect.objectContaining({ level: 40, reason: `Migrations not applied yet: ${name}`, reqId: res.headers['x-request-id'] })]);
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await app.ctx.db.query('insert into kysely_migration (name, timestamp) values ($1, $2)', [name, new Date().toISOString()]);
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('ready answers 503 when the database is gone', async () => {
    const gone = await startTestApp();
    try {
      await gone.ctx.db.close();
      const res = await gone.inject({ method: 'GET', url: '/readyz' });
      expect([res.statusCode, res.json().detail]).toEqual([503, 'The database does not answer']);
      expect((await gone.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await gone.stop();
    }
  });
});

describe('metrics', () => {
  it('need METRICS_TOKEN when it is set', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: bearer('guess') });
    expect([wrong.statusCode, wrong.headers['www-authenticate']]).toEqual([401, 'Bearer']);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })).headers['content-type']).toContain('text/plain');
  });

  it('count requests by route pattern and status, never by URL', async () => {
    const [{ uuid }] = await app.ctx.db.query<{ uuid: string }>("select uuid from app_user where username = 'demo.sco'");
    const route = `${API}/user/:id`;
    const counted = (text: string) => sample(text, 'userprofile_http_request_duration_seconds_count', { method: 'GET', route, status: '200' });
    expect(await delta(counted, () => app.inject({ method: 'GET', url: `${API}/user/${uuid}`, headers: bearer(admin) }))).toBe(1);
    const unknown = (text: string) => sample(text, 'userprofile_http_request_duration_seconds_count', { route: '(none)', status: '404' });
    expect(await delta(unknown, () => app.inject({ method: 'GET', url: `${API}/no/such/${uuid}` }))).toBe(1);
    expect(await scrape()).not.toContain(uuid);
  });

  it('count logins by outcome, and a lockout when failures reach the threshold', async () => {
    const logins = (outcome: string) => (text: string) => sample(text, 'userprofile_logins_total', { outcome });
    expect(await delta(logins('success'), () => login('demo.admin', TEST_PASSWORD))).toBe(1);
    expect(await delta(logins('failure'), () => login('demo.admin', 'wrong'))).toBe(1);
    const lockouts = (text: string) => sample(text, 'userprofile_account_lockouts_total');
    const locking = async () => {
      for (let i = 0; i < threshold; i++) expect((await login('demo.sco', 'wrong')).statusCode).toBe(401);
    };
    expect(await delta(lockouts, locking)).toBe(1);
    expect(await delta(logins('locked'), () => login('demo.sco', TEST_PASSWORD))).toBe(1);
  });

  it('count a push job by its outcome when it ends', async () => {
    const uuidOf = async (table: string, name: string) => (await app.ctx.db.query<{ uuid: string }>(`select uuid from ${table} where name = $1`, [name]))[0].uuid;
    const profile = (await app.inject({ method: 'GET', url: `${API}/profile/business/get/${await uuidOf('business_profile', 'NOC Operator')}`, headers: bearer(admin) })).json();
    const pushJobs = (text: string) => sample(text, 'userprofile_push_jobs_total');
    const before = pushJobs(await scrape());
    const saved = await app.inject({
      method: 'POST',
      url: `${API}/profile/business/update`,
      headers: bearer(admin),
      payload: { ...profile, appProfiles: profile.appProfiles.slice(0, -1) },
    });
    expect(saved.statusCode).toBe(200);
    const job = saved.json().pushJob;
    expect(job).toBeDefined();
    for (;;) {
      const state = (await app.inject({ method: 'GET', url: `${API}/user/push/${job.uuid}`, headers: bearer(admin) })).json();
      if (state.finished) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const text = await scrape();
    expect(pushJobs(text) - before).toBe(1);
    expect(sample(text, 'userprofile_outbound_call_duration_seconds_count', { target: 'connector', operation: 'PUT /users/{username}', outcome: 'success' })).toBeGreaterThan(0);
  });

  it('time inventory calls by outcome: success, error, timeout', async () => {
    const inventory = await startDemoInventory({ port: 0 });
    const slow = await startSlowApplication(1000);
    try {
      const reading = (url: string) => new HttpInventory({ url, authType: 'HTTP_BASIC', ...DEMO_INVENTORY_CREDENTIALS, token: '', timeoutMs: 200 });
      const calls = (outcome: string) => (text: string) =>
        sample(text, 'userprofile_outbound_call_duration_seconds_count', { target: 'inventory', operation: 'GET /clusters', outcome });
      expect(await delta(calls('success'), () => reading(inventory.url).clusters())).toBe(1);
      const failing = (url: string) => () => reading(url).clusters().catch(() => undefined);
      expect(await delta(calls('error'), failing(`${inventory.url}/nothing-here`))).toBe(1);
      expect(await delta(calls('timeout'), failing(slow.url))).toBe(1);
    } finally {
      await Promise.all([inventory.close(), slow.close()]);
    }
  });

  it('report the PostgreSQL pool, and nothing for PGlite', async () => {
    const text = await scrape();
    expect(sample(text, 'userprofile_db_pool_max_connections')).toBe(app.ctx.db.kind === 'postgres' ? 10 : 0);
    expect(text).toContain('# TYPE userprofile_db_pool_connections gauge');
  });
});

describe('request id', () => {
  let recorder: FastifyInstance;
  const seen: (string | undefined)[] = [];

  beforeAll(async () => {
    // An application's connector that records the request id of each call.
    recorder = Fastify({ logger: false });
    recorder.get('/roles', async (request) => {
      seen.push(request.headers['x-request-id'] as string | undefined);
      return { roles: [{ name: 'OPERATOR', category: null }], elements: [] };
    });
    await recorder.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => recorder.close());

  const logged = (reqId: string) => logLines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === reqId);

  it('is taken from a sane X-Request-Id, replaced when the header is not sane, echoed and in the log lines', async () => {
    const given = await app.inject({ method: 'GET', url: `${API}/config`, headers: { 'x-request-id': 'edge-4f1c.77' } });
    expect(given.headers['x-request-id']).toBe('edge-4f1c.77');
    for (const headers of [{}, { 'x-request-id': 'two words' }, { 'x-request-id': 'x'.repeat(129) }]) {
      const res = await app.inject({ method: 'GET', url: `${API}/config`, headers });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(logged('edge-4f1c.77').map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('is echoed by the probes, whose answers are not logged below warn', async () => {
    for (const url of ['/livez', '/readyz']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-request-id': `probe${url.replace('/', '-')}` } });
      expect(res.headers['x-request-id']).toBe(`probe${url.replace('/', '-')}`);
    }
    expect([...logged('probe-livez'), ...logged('probe-readyz')]).toEqual([]);
  });

  it("is sent to the connector on the request's calls, and is in the call's log line and metric", async () => {
    const address = recorder.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await app.ctx.db.query("update application set api_host = $1 where name = 'Ticketer'", [`http://127.0.0.1:${port}`]);
    const [{ uuid }] = await app.ctx.db.query<{ uuid: string }>("select uuid from application where name = 'Ticketer'");
    const calls = (text: string) => sample(text, 'userprofile_outbound_call_duration_seconds_count', { target: 'connector', operation: 'GET /roles', outcome: 'success' });
    const synced = () =>
      app.inject({ method: 'POST', url: `${API}/app/sync`, headers: { ...bearer(admin), 'x-request-id': 'sync-req-1' }, payload: { uuid } }).then((res) => {
        expect(res.statusCode).toBe(200);
      });
    expect(await delta(calls, synced)).toBe(1);
    expect(seen).toEqual(['sync-req-1']);
    const callLine = logged('sync-req-1').find((entry) => entry.msg === 'outbound call');
    expect(callLine).toMatchObject({ level: 30, target: 'connector', operation: 'GET /roles', outcome: 'success', application: 'Ticketer', ms: expect.any(Number) });
  });
});

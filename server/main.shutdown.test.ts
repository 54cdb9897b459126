import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writePgliteTemplateTo } from './testing/databaseTemplate';
import { csvLine } from './shared/csv';
import { USER_CSV_COLUMNS } from './features/users/bulk/userCsvFormat';
import { authorizeRequest, pkcePair, TEST_PASSWORD } from './testing/testApp';

// The real process on a PGlite data dir: SIGTERM lets the request in flight finish, closes the
// database and exits 0; a restart on the same data dir finds every committed write. The data dir
// starts as the run's seeded template (as if the server had started there before): making a new
// database in the process would take seconds and is not what this test is about.
const port = 18_000 + Math.floor(Math.random() * 2000);
const api = `http://localhost:${port}/userprofile/api/v1`;
let dataDir: string;

// Every process a test starts, stopped after it whatever it asserted (a live one keeps Jest waiting).
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startProcess(): ChildProcess {
  const child = spawn(process.execPath, ['--require', path.join(__dirname, 'testing', 'cachedTypeScript.js'), path.join(__dirname, 'main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1',
      DATA_DIR: dataDir, DEMO_PASSWORD: TEST_PASSWORD, DEMO_APPS: 'false', DEMO_INVENTORY: 'false', DATABASE_URL: '', LOG_LEVEL: 'warn', PUBLIC_URL: `http://localhost:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  return child;
}

async function ready() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${api}/config`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function token(): Promise<string> {
  const { verifier, challenge, state } = pkcePair();
  const request = { ...authorizeRequest(challenge, state), redirect_uri: `http://localhost:${port}/userprofile/selfcallback` };
  const authorized = await fetch(`${api}/auth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { username: 'demo.admin', password: TEST_PASSWORD }, authorizeRequest: request }),
  });
  const code = new URL(((await authorized.json()) as { redirectUrl: string }).redirectUrl).searchParams.get('code');
  const exchanged = await fetch(`${api}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: 'userprofile-console', code, code_verifier: verifier, grant_type: 'authorization_code' }),
  });
  return ((await exchanged.json()) as { access_token: string }).access_token;
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'userprofile-shutdown-'));
  await writePgliteTemplateTo(dataDir);
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('finishes requests in flight on SIGTERM and keeps committed writes across a restart', async () => {
  const first = startProcess();
  await ready();
  const headers = { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' };
  const users = (await (await fetch(`${api}/user/list/active`, { headers })).json()) as { uuid: string; username: string; businessProfile: unknown }[];
  const target = users.find((u) => u.businessProfile && u.username !== 'demo.admin')!;

  const inFlight = fetch(`${api}/user/inactivate`, { method: 'POST', headers, body: JSON.stringify({ uuid: target.uuid }) });
  await new Promise((r) => setTimeout(r, 5));
  const exit = exited(first);
  first.kill('SIGTERM');
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await exit).toBe(0);

  const second = startProcess();
  try {
    await ready();
    const again = { ...headers, authorization: `Bearer ${await token()}` };
    const inactive = (await (await fetch(`${api}/user/list/inactive`, { headers: again })).json()) as { uuid: string }[];
    expect(inactive.map((u) => u.uuid)).toContain(target.uuid);
  } finally {
    const stopped = exited(second);
    second.kill('SIGINT');
    expect(await stopped).toBe(0);
  }
}, 120_000);

/** A CSV of `count` new users that demo.admin may import, named prefix0, prefix1... */
function importFile(prefix: string, count: number): string {
  const row = (username: string) =>
    csvLine(
      USER_CSV_COLUMNS.map(
        (column) =>
          ({
            username,
            email: `${username}@example.com`,
            firstName: 'Killed',
            lastName: 'Import',
            active: 'true',
            location: 'Cork',
            businessProfile: 'SCO Field Engineer',
            visibilityProfile: 'Cork Field',
            minimumRole: 'SCO_ADMIN',
            company: 'Acme Towers',
            elements: 'NOVA_NOVA_TREE:North Tree',
          })[column as string] ?? '',
      ),
    );
  return csvLine(USER_CSV_COLUMNS) + Array.from({ length: count }, (_, i) => row(`${prefix}${i}`)).join('');
}

// Issue 20: no change without its entry, no entry without its change, even when the process dies
// (SIGKILL, no shutdown) while an import is being written. The kill comes halfway through the time
// the same import took just before; wherever it lands, users and entries agree.
it('kill -9 during an import leaves its users and their audit entries all there or none', async () => {
  const first = startProcess();
  await ready();
  const auth = { authorization: `Bearer ${await token()}` };
  const total = async (url: string, headers: Record<string, string>) => ((await (await fetch(`${api}${url}`, { headers })).json()) as { total: number }).total;
  const boundary = 'killed-import';
  const upload = (prefix: string) =>
    fetch(`${api}/user/import`, {
      method: 'POST',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="users"; filename="users.csv"\r\nContent-Type: text/csv\r\n\r\n${importFile(prefix, 4000)}\r\n--${boundary}--\r\n`,
    });
  const started = Date.now();
  expect((await upload('timed.import')).status).toBe(200);
  const importMs = Date.now() - started;
  const importsBefore = await total('/audit/events?action=import', auth);

  const killed = upload('killed.import').catch(() => null);
  await new Promise((r) => setTimeout(r, importMs / 2));
  const exit = exited(first);
  first.kill('SIGKILL');
  await exit;
  await killed;

  const second = startProcess();
  try {
    await ready();
    const again = { authorization: `Bearer ${await token()}` };
    const users = await total('/user/list/page?username=killed.import&size=1', again);
    expect([0, 4000]).toContain(users);
    expect(await total('/audit/events?text=killed.import&recordType=user&size=1', again)).toBe(users);
    expect(await total('/audit/events?action=import', again)).toBe(importsBefore + (users ? 1 : 0));
  } finally {
    const stopped = exited(second);
    second.kill('SIGINT');
    expect(await stopped).toBe(0);
  }
}, 120_000);

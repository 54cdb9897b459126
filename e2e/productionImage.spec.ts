import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './ports';

// Issue 19: there is no Docker daemon where the tests run, so this runs what the image runs: the
// Dockerfile's CMD with its ENV (PostgreSQL aside: PGlite in a data dir), on the build `npm start`
// made for this run (the image's build stage runs the same two builds), then its HEALTHCHECK, the
// probes, a JSON log line with a request id, and the first admin's login.
test.describe.configure({ mode: 'serial' });

const root = path.join(__dirname, '..');
const port = E2E_PORTS.productionImage;
const origin = `http://localhost:${port}`;
const ADMIN = { username: 'first.admin', password: 'First-Admin-Password-1' };

/** The Dockerfile's runtime ENV, CMD and HEALTHCHECK command (one line each, the last of each). */
function imageInstructions() {
  const lines = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').split('\n');
  const last = (prefix: string) => lines.filter((line) => line.startsWith(prefix)).pop() ?? '';
  const env = Object.fromEntries(
    last('ENV ')
      .slice(4)
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string]),
  );
  const command = (line: string) => JSON.parse(line.slice(line.indexOf('['))) as string[];
  return { env, cmd: command(last('CMD ')), healthcheck: command(last('HEALTHCHECK ')) };
}

const image = imageInstructions();
let dataDir: string;
let server: ChildProcess;
const stdout: string[] = [];

/** The image's environment, here: its own port and data dir, the first admin, the browser's origin. */
const runtimeEnv = () => ({
  PATH: process.env.PATH ?? '',
  ...image.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  PUBLIC_URL: origin,
  BOOTSTRAP_ADMIN_USERNAME: ADMIN.username,
  BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'userprofile-e2e-image-'));
  const [command, ...args] = image.cmd;
  server = spawn(command, args, { cwd: root, env: runtimeEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
  server.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk.toString()));
  const until = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`${image.cmd.join(' ')} exited with ${server.exitCode}`);
    if (Date.now() > until) throw new Error(`${origin}/livez did not answer`);
    if (await fetch(`${origin}/livez`).then((res) => res.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the image runs its command as a production server: healthy, ready, JSON logs with request ids', async () => {
  expect(image.cmd).toEqual(['node', 'dist/server/main.js']);
  expect(image.env).toMatchObject({ NODE_ENV: 'production', SEED_DEMO: 'false', DEMO_APPS: 'false' });
  const [command, ...args] = image.healthcheck;
  expect(spawnSync(command, args, { cwd: root, env: runtimeEnv() }).status).toBe(0);

  const ready = await fetch(`${origin}/readyz`);
  expect(ready.status).toBe(200);
  const config = await fetch(`${origin}/userprofile/api/v1/config`, { headers: { 'x-request-id': 'image-request-1' } });
  expect([config.status, config.headers.get('x-request-id')]).toEqual([200, 'image-request-1']);
  const metrics = await (await fetch(`${origin}/metrics`)).text();
  expect(metrics).toMatch(/^userprofile_http_request_duration_seconds_count\{method="GET",route="\/readyz",status="200"\} [1-9]/m);
  expect(metrics).toContain('userprofile_process_resident_memory_bytes');

  const logged = stdout
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { reqId?: string; msg: string });
  expect(logged.filter((entry) => entry.reqId === 'image-request-1').map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  // No demo data: the only account is the first admin.
  expect(logged.some((entry) => entry.msg.startsWith('demo admins'))).toBe(false);
});

test('the first admin logs in to the console the image serves', async ({ page }) => {
  await page.goto(`${origin}/userprofile/user/list`);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
});

import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * Jest global setup of the console project: the real server (in-memory PGlite with the demo
 * seed) in a child process, so console tests can talk to it over HTTP like the browser does.
 * Its origin goes to the tests in CONSOLE_TEST_API_ORIGIN.
 */
export const CONSOLE_TEST_PASSWORD = 'Console-Test-Password-1';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export default async function setup() {
  const root = path.join(__dirname, '..');
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--require', 'ts-node/register/transpile-only', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      TS_NODE_PROJECT: 'server/tsconfig.json',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      PUBLIC_URL: origin,
      DEMO_PASSWORD: CONSOLE_TEST_PASSWORD,
      DEMO_APPS: 'false',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the console test server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the console test server did not start within 60 s');
    try {
      if ((await fetch(`${origin}/userprofile/api/v1/config`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.env.CONSOLE_TEST_API_ORIGIN = origin;
  (globalThis as { consoleTestServer?: typeof child }).consoleTestServer = child;
}

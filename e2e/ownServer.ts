import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_PASSWORD } from './playwright.config';

/**
 * A second console server for a spec whose settings differ from the run's shared server (layout
 * code, header service, an identity provider): the build the shared server made at the start of
 * the run, on its own port and data dir, without demo applications. `env` adds or overrides.
 */
export interface OwnServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startOwnServer(name: string, port: number, env: Record<string, string>, timeoutMs = 90_000): Promise<OwnServer> {
  const origin = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `userprofile-e2e-${name}-`));
  const server: ChildProcess = spawn(process.execPath, [path.join(__dirname, '..', 'dist', 'server', 'main.js')], {
    cwd: path.join(__dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      DEMO_PASSWORD: E2E_PASSWORD,
      DEMO_APPS: 'false',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForConfig(server, `${origin}/userprofile/api/v1/config`, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitForConfig(server: ChildProcess, url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server for ${url} exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

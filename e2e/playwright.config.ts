import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_PORTS } from './ports';

export const E2E_PASSWORD = 'E2e-Password-1';

// Workers load this file again: the folder chosen by the runner reaches them through the env.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'userprofile-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/**
 * Two fresh servers for the run (npm start: builds what changed), each with its own port, data
 * dir, demo applications and SMTP server (e2e/globalSetup.ts, which writes what it receives to the
 * server's mailbox folder). Each runs its half of the specs, one spec at a time, as every spec was
 * written for: a spec owns its server's data while it runs. The two halves run side by side.
 */
export const SHARED_SERVERS = [
  { project: 'a', port: E2E_PORTS.sharedA, demoAppsPort: E2E_PORTS.sharedA + 1, smtpPort: E2E_PORTS.smtpA },
  { project: 'b', port: E2E_PORTS.sharedB, demoAppsPort: E2E_PORTS.sharedB + 1, smtpPort: E2E_PORTS.smtpB },
].map((server) => ({ ...server, dataDir: path.join(dataDir, server.project), mailboxDir: path.join(dataDir, `${server.project}-mailbox`) }));

// Server b's half; every other spec is a's. Chosen so that the halves take about as long (the
// specs that start servers of their own are spread over both).
const SPECS_OF_B = [
  'a11y',
  'applications',
  'authClients',
  'bulkActions',
  'enterpriseSso',
  'formLayout',
  'header',
  'listState',
  'passkeyAuthorizationPage',
  'productionImage',
  'shell',
  'visibilityProfiles',
].map((name) => `**/${name}.spec.ts`);

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

const webServer = (server: (typeof SHARED_SERVERS)[number]): WebServer => ({
  command: 'node scripts/start.js',
  cwd: '..',
  url: `http://localhost:${server.port}/userprofile/api/v1/config`,
  timeout: 600_000, // the first start builds the console and the server (minutes on a busy 2-core machine)
  reuseExistingServer: false,
  stdout: 'ignore',
  stderr: 'pipe',
  env: {
    PORT: String(server.port),
    DATA_DIR: server.dataDir,
    PUBLIC_URL: `http://localhost:${server.port}`,
    DEMO_PASSWORD: E2E_PASSWORD,
    DEMO_APPS_URL: `http://127.0.0.1:${server.demoAppsPort}`,
    SMTP_URL: `smtp://127.0.0.1:${server.smtpPort}`,
    LOG_LEVEL: 'warn',
  },
});

export default defineConfig({
  testDir: '.',
  globalSetup: './globalSetup.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  // One worker per server (each project's `workers`).
  workers: SHARED_SERVERS.length,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: SHARED_SERVERS.map((server) => ({
    name: server.project,
    workers: 1,
    use: { baseURL: `http://localhost:${server.port}` },
    ...(server.project === 'b' ? { testMatch: SPECS_OF_B } : { testIgnore: SPECS_OF_B }),
  })),
  // Started one after the other: the first builds what changed, the second finds it built.
  webServer: SHARED_SERVERS.map(webServer),
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './ports';

// A fresh server (npm start: builds what changed) on its own port and data dir for every run.
const port = E2E_PORTS.shared;
// Workers load this file again: the folders chosen by the runner reach them through the env.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'userprofile-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// The SMTP server of e2e/globalSetup.ts; tests find the mails in the mailbox folder.
process.env.E2E_SMTP_PORT ??= String(E2E_PORTS.smtp);
process.env.E2E_MAILBOX_DIR ??= path.join(dataDir, 'mailbox');
export const E2E_PASSWORD = 'E2e-Password-1';

export default defineConfig({
  testDir: '.',
  globalSetup: './globalSetup.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node scripts/start.js',
    cwd: '..',
    url: `http://localhost:${port}/userprofile/api/v1/config`,
    timeout: 600_000, // the first start builds the console and the server (minutes on a busy 2-core machine)
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      DEMO_PASSWORD: E2E_PASSWORD,
      DEMO_APPS_URL: `http://127.0.0.1:${port + 1}`,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      LOG_LEVEL: 'warn',
    },
  },
});

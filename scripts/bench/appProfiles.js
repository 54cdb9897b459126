// Bench part for the application profile list (DESIGN budget: lists of 2,000 profiles filter
// within 50 ms a keystroke). Called from scripts/bench.js:
//   seedAppProfiles(dataDir)            while the server is stopped (PGlite has one writer);
//   measureAppProfileFilter(options)    with the server running, in Chromium;
//   appProfileRows(result)              the lines of the report.
// `node scripts/bench/appProfiles.js` runs this part alone on a fresh server (BENCH_PORT).
// Functions given to page.evaluate run in the page, where these are the browser's.
/* global localStorage */
const { timeFilterKeystrokes, keystrokeFigures } = require('./filterKeystrokes');

const PROFILES = 2_000;

/** Adds bench app profiles (Snmp Manager, two roles, two elements each) until there are PROFILES of them. */
async function seedAppProfiles(dataDir, total = PROFILES) {
  const { PGlite } = require('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  const { rows } = await db.query("select count(*)::int as n from app_profile where name like 'Bench Profile %'");
  const missing = Math.max(0, total - rows[0].n);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into app_profile (name, description, application_uuid, minimum_role)
       select 'Bench Profile ' || i, 'Bench desk ' || (i % 37), (select uuid from application where name = 'Snmp Manager'), 'ADMIN'
         from generate_series($1::int + 1, $1::int + $2::int) as i`,
      [rows[0].n, missing],
    );
    await tx.query(
      `insert into app_profile_role (app_profile_uuid, role_uuid)
       select p.uuid, r.uuid from app_profile p
         join application_role r on r.application_uuid = p.application_uuid and r.name in ('OPERATOR', 'VIEWER')
        where p.name like 'Bench Profile %' on conflict do nothing`,
    );
    await tx.query(
      `insert into app_profile_element (app_profile_uuid, element_uuid)
       select p.uuid, e.uuid from app_profile p
         join application_element e on e.application_uuid = p.application_uuid and e.name in ('North Tree', 'South Tree')
        where p.name like 'Bench Profile %' on conflict do nothing`,
    );
  });
  await db.close();
  return missing;
}

/**
 * The app profile list in Chromium with every profile loaded: filter keystrokes into the Name box
 * (filterKeystrokes.js: the first one, the median of the next five, and the median after 12).
 * Each value changes the first page, so each keystroke changes the table.
 */
async function measureAppProfileFilter({ base, password, username = 'demo.errigal' }) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/userprofile/profile/app/list`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Bench Profile 1', exact: true }).waitFor();
  const shown = await page.evaluate(() => fetch('/userprofile/api/v1/profile/app/list', {
    headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
  }).then((r) => r.json()).then((list) => list.length));

  const times = await timeFilterKeystrokes(page, 'Name', ['Bench Profile 2', 'Bench Profile 3', 'Bench Profile 4', 'Bench Profile 5', 'Bench Profile 6', '']);
  await browser.close();
  return { profiles: shown, ...keystrokeFigures(times) };
}

function appProfileRows(result) {
  const label = `app profile list with ${PROFILES.toLocaleString('en')} profiles: filter keystroke ms`;
  return [
    [`${label}, first (${result.profiles} listed)`, `${result.firstKeystrokeMs.toFixed(1)} ms`, ''],
    [`${label}, median of 5`, `${result.keystrokeMs.toFixed(1)} ms`, '<= 50 ms'],
    [`${label}, again after 12 keystrokes, median of 6`, `${result.warmKeystrokeMs.toFixed(1)} ms`, ''],
  ];
}

module.exports = { seedAppProfiles, measureAppProfileFilter, appProfileRows };

/** Alone: a fresh data dir, one start to seed the demo data, the profiles, a second start to measure. */
async function runAlone() {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { spawn } = require('node:child_process');
  const { ensureBuilt, root } = require('../build-if-stale');
  const port = Number(process.env.BENCH_PORT ?? 18931);
  const base = `http://localhost:${port}`;
  const password = 'Bench-Password-1';
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'userprofile-bench-profiles-'));
  const start = () => {
    const child = spawn('npm', ['start', '--silent'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_PASSWORD: password, LOG_LEVEL: 'warn', DEMO_APPS: 'false' },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    const ready = (async () => {
      for (;;) {
        try {
          if ((await fetch(`${base}/userprofile/api/v1/config`)).ok) return;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const stop = () => new Promise((resolve) => {
      child.once('exit', resolve);
      process.kill(-child.pid, 'SIGTERM');
    });
    return { ready, stop };
  };
  let server = start();
  await server.ready;
  await server.stop();
  await seedAppProfiles(dataDir);
  server = start();
  await server.ready;
  try {
    const result = await measureAppProfileFilter({ base, password });
    for (const [name, value, budget] of appProfileRows(result)) console.log(`${name.padEnd(80)}${value.padEnd(12)}${budget}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runAlone().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

// Bench part for the visibility profile cluster tree (issue 9: with a 5,000-node tree, expanding
// a node, selecting a subtree and filtering each update the screen within 50 ms). Measured in
// Chromium through the real edit screen (/profile/visibility/new, Cluster tab). Called from
// scripts/bench.js:
//   seedClusterTree(dataDir)           while the server is stopped (PGlite has one writer);
//   measureClusterTree(options)        with the server running;
//   clusterTreeRows(result)            the lines of the report.
// `node scripts/bench/visibilityTree.js` runs this part alone on a fresh server (BENCH_PORT).
// Functions given to page.evaluate run in the page, where these are the browser's.
/* global document, HTMLInputElement, MutationObserver, requestAnimationFrame */
const REGIONS = 8;
const AREAS = 24;
const SITES = 25;
/** 8 + 8 x 24 + 8 x 24 x 25 = 5,000 clusters, three levels. */
const NODES = REGIONS + REGIONS * AREAS + REGIONS * AREAS * SITES;

/** Adds the bench cluster tree (Bench Region r > Bench Area r-a > Bench Site r-a-s) unless it is there. */
async function seedClusterTree(dataDir) {
  const { PGlite } = require('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  const { rows } = await db.query("select count(*)::int as n from visibility_element where kind = 'cluster' and name like 'Bench %'");
  if (rows[0].n === 0) {
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into visibility_element (kind, name) select 'cluster', 'Bench Region ' || r from generate_series(1, $1::int) as r`,
        [REGIONS],
      );
      await tx.query(
        `insert into visibility_element (kind, name, parent_uuid)
         select 'cluster', 'Bench Area ' || r || '-' || a, p.uuid
           from generate_series(1, $1::int) as r cross join generate_series(1, $2::int) as a
           join visibility_element p on p.kind = 'cluster' and p.name = 'Bench Region ' || r`,
        [REGIONS, AREAS],
      );
      await tx.query(
        `insert into visibility_element (kind, name, parent_uuid)
         select 'cluster', 'Bench Site ' || r || '-' || a || '-' || s, p.uuid
           from generate_series(1, $1::int) as r cross join generate_series(1, $2::int) as a cross join generate_series(1, $3::int) as s
           join visibility_element p on p.kind = 'cluster' and p.name = 'Bench Area ' || r || '-' || a`,
        [REGIONS, AREAS, SITES],
      );
    });
  }
  const { rows: after } = await db.query("select count(*)::int as n from visibility_element where kind = 'cluster' and name like 'Bench %'");
  await db.close();
  return after[0].n;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The new visibility profile screen's Cluster tab with the whole tree loaded: each action is
 * timed in the page from the event to the frame after the tree's DOM changed.
 */
async function measureClusterTree({ base, password, username = 'demo.errigal' }) {
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/userprofile/profile/visibility/new`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'New Visibility Profile' }).waitFor();
  await page.getByRole('tab', { name: 'Cluster', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Bench Region 1', exact: true }).waitFor();
  const clusters = await page.locator('#primary-visibility option').count();

  /** Runs `act` (by kind and argument) in the page; resolves with ms to the frame after the tree changed. */
  const timed = (kind, arg) =>
    page.evaluate(
      ([what, value]) =>
        new Promise((resolve) => {
          const tree = document.getElementById('cluster-tree');
          const start = performance.now();
          const observer = new MutationObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(tree, { childList: true, subtree: true, characterData: true, attributes: true });
          setTimeout(() => resolve(Number.NaN), 5000);
          if (what === 'expand') document.querySelector(`button[aria-label="Expand ${value}"]`).click();
          else if (what === 'select') {
            const label = [...tree.querySelectorAll('label')].find((l) => l.textContent === value);
            label.control.click();
          } else {
            const input = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Filter Clusters').control;
            const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
            setValue.call(input, value);
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }
        }),
      [kind, arg],
    );

  const expand = [];
  for (let a = 1; a <= 6; a++) expand.push(await timed('expand', `Bench Area 2-${a}`));
  const select = [];
  // The first adds the primary as well; every one adds a region with its 624 descendants.
  for (let r = 3; r <= 8; r++) select.push(await timed('select', `Bench Region ${r}`));
  const selectedRows = await page.locator('#cluster-tree input[type=checkbox]:checked').count();
  const filter = [];
  for (const text of ['Bench Site 4-1', 'Bench Site 5-2', 'Bench Site 6-3', 'Bench Site 7-4', 'Bench Site 8-5', 'Bench Area 3-7']) {
    filter.push(await timed('filter', text));
  }
  const broadFilter = await timed('filter', 'Bench Site');
  await timed('filter', '');
  await browser.close();
  return {
    clusters,
    selectedRows,
    expandFirstMs: expand[0],
    expandMs: median(expand.slice(1)),
    selectFirstMs: select[0],
    selectMs: median(select.slice(1)),
    filterFirstMs: filter[0],
    filterMs: median(filter.slice(1)),
    broadFilterMs: broadFilter,
  };
}

function clusterTreeRows(result) {
  const n = result.clusters.toLocaleString('en');
  const ms = (value) => `${value.toFixed(1)} ms`;
  return [
    [`cluster tree (${n} clusters): expand a node, first`, ms(result.expandFirstMs), ''],
    ['  expand a node (25 children), median of 5', ms(result.expandMs), '<= 50 ms'],
    ['  select a subtree (625 clusters), first (sets primary)', ms(result.selectFirstMs), ''],
    ['  select a subtree (625 clusters), median of 5', ms(result.selectMs), '<= 50 ms'],
    ['  filter the tree, first', ms(result.filterFirstMs), ''],
    ['  filter the tree (~27 rows shown), median of 5', ms(result.filterMs), '<= 50 ms'],
    ['  filter matching 4,800 clusters (250 rows rendered)', ms(result.broadFilterMs), ''],
  ];
}

module.exports = { seedClusterTree, measureClusterTree, clusterTreeRows, NODES };

/** Alone: a fresh data dir, one start to seed the demo data, the tree, a second start to measure. */
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'userprofile-bench-tree-'));
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
  const seeded = await seedClusterTree(dataDir);
  console.log(`seeded ${seeded} bench clusters`);
  server = start();
  await server.ready;
  try {
    const result = await measureClusterTree({ base, password });
    for (const [name, value, budget] of clusterTreeRows(result)) console.log(`${name.padEnd(70)}${value.padEnd(20)}${budget}`);
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

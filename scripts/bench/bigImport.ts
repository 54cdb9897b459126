// `npm run bench:import` (also part of `npm run bench`): a CSV of 1,000,000 new users (issue 22)
// through POST /user/import/preview, /user/import/apply, and POST /user/import at once, each
// timed, with the server's heap growth beside it (garbage collected and sampled every second,
// between statements: PGlite runs each one on this thread). PGlite in a fresh data
// dir, then, with BENCH_DATABASE_URL (a server's admin URL), a scratch PostgreSQL database.
// BENCH_IMPORT_USERS changes the count; BENCH_IMPORT_PREVIEW_ONLY=1 times the preview alone (a
// million-user apply takes many minutes).
import fs from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { bearer, loginAs } from '../../server/testing/testApp';
import { createPostgresDatabase, dropPostgresDatabase, testServerConfig } from '../../server/testing/databaseTemplate';
import { newUsersFile, postCsvStream } from '../../server/features/users/bulk/testing/bulkRequests';

const USERS = Number(process.env.BENCH_IMPORT_USERS ?? 1_000_000);
const PREVIEW_ONLY = process.env.BENCH_IMPORT_PREVIEW_ONLY === '1';
const API = '/userprofile/api/v1';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The call's time and the heap's growth over its start while it ran. */
async function measured(fn: () => Promise<unknown>): Promise<{ seconds: number; growthMb: number }> {
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const timer = setInterval(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 1000);
  const started = process.hrtime.bigint();
  try {
    await fn();
  } finally {
    clearInterval(timer);
  }
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, growthMb: (peak - baseline) / 1024 / 1024 };
}

async function benchOn(databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'userprofile-bench-import-'));
  const app = await buildApp(testServerConfig({ dataDir, databaseUrl, logLevel: 'error', connectorTimeoutMs: 300 }));
  try {
    const token = await loginAs(app, 'demo.errigal');
    const post = async (url: string, prefix: string) => {
      const res = await postCsvStream(app, token, url, newUsersFile(prefix, USERS));
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 500)}`);
      return res.json();
    };
    let previewId = '';
    const preview = await measured(async () => ({ previewId } = await post('/user/import/preview', 'bench.preview')));
    const timed: [string, { seconds: number; growthMb: number }][] = [['preview', preview]];
    if (!PREVIEW_ONLY) {
      timed.push([
        'apply',
        await measured(async () => {
          const res = await app.inject({ method: 'POST', url: `${API}/user/import/apply`, headers: bearer(token), payload: { previewId } });
          if (res.statusCode !== 200) throw new Error(`apply: ${res.statusCode} ${res.body.slice(0, 500)}`);
        }),
      ]);
      timed.push(['POST /user/import', await measured(() => post('/user/import', 'bench.once'))]);
    }
    const label = `${USERS.toLocaleString('en')} users on ${app.ctx.db.kind}`;
    for (const [name, m] of timed)
      console.log(`  import ${label}: ${name.padEnd(18)} ${m.seconds.toFixed(1).padStart(6)} s   heap growth ${m.growthMb.toFixed(0).padStart(4)} MB   (budget 60 s, 200 MB)`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await benchOn(undefined);
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return;
  const postgres = await createPostgresDatabase(adminUrl, false);
  try {
    await benchOn(postgres.url);
  } finally {
    await dropPostgresDatabase(adminUrl, postgres.name);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

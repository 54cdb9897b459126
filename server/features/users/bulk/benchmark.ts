// 10,000 users through import and export against an in-memory PGlite, in this process
// (DESIGN "Performance budgets": import <= 5 s). Prints the times; asserts only the results.
//   npx ts-node --transpile-only -P server/tsconfig.json server/features/users/bulk/benchmark.ts
import assert from 'node:assert/strict';
import { loginAs, startTestApp } from '../../../testing/testApp';
import { csvLine } from './csv';
import { USER_CSV_COLUMNS } from './userCsvFormat';
import { exportCsv, importCsv } from './testing/bulkRequests';

const COUNT = 10_000;

function generatedFile(emailDomain: string): string {
  const lines = [csvLine(USER_CSV_COLUMNS)];
  for (let i = 0; i < COUNT; i++) {
    const elements = i % 2 ? 'NOVA_NOVA_TREE:North Tree|REPORT_ACCESS:Daily Reports' : '';
    lines.push(
      csvLine([
        `bench.user${i}`, `bench.user${i}@${emailDomain}`, 'Bench', `User, No. ${i}`, `+353 1 ${i}`, '', i % 5 ? 'true' : 'false',
        'Cork', 'SCO Field Engineer', 'Cork Field', 'SCO_ADMIN', 'Acme Towers', elements,
      ]),
    );
  }
  return lines.join('');
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await fn();
  console.log(`${label.padEnd(28)} ${Math.round(performance.now() - start)} ms`);
  return result;
}

async function main() {
  const app = await startTestApp({ logLevel: 'silent' });
  try {
    const token = await loginAs(app, 'demo.errigal');
    const created = await timed(`import ${COUNT} new users`, () => importCsv(app, generatedFile('example.com'), { token }));
    assert.deepEqual(created.json(), { created: COUNT, updated: 0 });
    const exported = await timed(`export ${COUNT + 50} users`, () => exportCsv(app, token));
    assert.ok(exported.body.split('\r\n').length > COUNT);
    await timed('export again (warm)', () => exportCsv(app, token));
    const unchanged = await timed('import the export unchanged', () => importCsv(app, exported.rawPayload, { token }));
    assert.deepEqual(unchanged.json(), { created: 0, updated: 0 });
    const changed = await timed(`import ${COUNT} changed users`, () => importCsv(app, generatedFile('example.org'), { token }));
    assert.deepEqual(changed.json(), { created: 0, updated: COUNT });
  } finally {
    await app.stop();
  }
}

void main();

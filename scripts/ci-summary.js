#!/usr/bin/env node
// Totals the checks, the Jest suites and the Playwright tests of a CI run into one closing line
// "N passed, N failed", and exits non-zero when anything failed or a report is missing.
const fs = require('node:fs');
const path = require('node:path');

const [dir, checksPassed, checksFailed] = process.argv.slice(2);
let passed = Number(checksPassed);
let failed = Number(checksFailed);

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    console.log(`::: ${file}: no report (the suite did not run to the end)`);
    failed += 1;
    return null;
  }
}

const jest = read('jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  console.log(`::: jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numRuntimeErrorTestSuites} suites did not run`);
}

const e2e = read('e2e.json');
if (e2e) {
  // No e2e test is skipped on purpose: a skip means a serial test before it failed.
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = e2e.stats ?? {};
  passed += expected + flaky;
  failed += unexpected + skipped + (e2e.errors?.length ?? 0);
  console.log(`::: e2e: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

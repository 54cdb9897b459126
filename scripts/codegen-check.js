#!/usr/bin/env node
// Fails when the generated RTK Query files differ from what openapi/userprofile.yaml gives.
// Generates into the real paths, compares with what was there, and always puts the originals back.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const apiDir = path.join(__dirname, '..', 'src', 'api');
const genFiles = () => fs.readdirSync(apiDir).filter((f) => f.endsWith('.gen.ts'));
const before = new Map(genFiles().map((f) => [f, fs.readFileSync(path.join(apiDir, f), 'utf8')]));

let stale = [];
try {
  execFileSync(process.execPath, [path.join(__dirname, '..', 'node_modules', '@rtk-query', 'codegen-openapi', 'lib', 'bin', 'cli.mjs'), 'codegen.config.ts'], {
    cwd: path.join(__dirname, '..', 'openapi'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const after = new Map(genFiles().map((f) => [f, fs.readFileSync(path.join(apiDir, f), 'utf8')]));
  const names = new Set([...before.keys(), ...after.keys()]);
  stale = [...names].filter((f) => before.get(f) !== after.get(f));
} finally {
  for (const f of genFiles()) if (!before.has(f)) fs.rmSync(path.join(apiDir, f));
  for (const [f, text] of before) fs.writeFileSync(path.join(apiDir, f), text);
}

if (stale.length) {
  console.error(`Generated API files are out of date with openapi/userprofile.yaml: ${stale.join(', ')}\nRun: npm run codegen`);
  process.exit(1);
}
console.log(`codegen:check: ${before.size} generated files match the contract`);

#!/usr/bin/env node
// Generates the server's types from the contracts (openapi-typescript); never edit the output, run
// `npm run codegen`. With --check, fails when a committed file differs from what its contract gives.
// - server/contract/openapi.gen.ts from openapi/userprofile.yaml: the request, params and response
//   types of every operation, and the operationIds of each tag, so a feature's handler map is
//   checked by the compiler.
// - server/contract/connector.gen.ts and inventory.gen.ts from openapi/connector.yaml and
//   openapi/inventory.yaml: the answers of the applications and of the network inventory.
const fs = require('node:fs');
const path = require('node:path');
const { load: parse } = require('js-yaml');
const { default: openapiTS, astToString } = require('openapi-typescript');

const root = path.join(__dirname, '..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operationsByTag(doc) {
  const byTag = {};
  for (const item of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      for (const tag of op.tags ?? []) (byTag[tag] ??= []).push(op.operationId);
    }
  }
  return byTag;
}

/** The typed operationIds of each tag (the console API's features). */
function tagLines(doc) {
  const lines = Object.entries(operationsByTag(doc)).map(([tag, ids]) => `  ${tag}: ${ids.map((id) => JSON.stringify(id)).join(' | ')};`);
  return ['', '/** The operationIds of each tag (one tag per feature). */', 'export interface OperationsByTag {', ...lines, '}'];
}

const outputs = [
  { contract: 'userprofile.yaml', out: 'openapi.gen.ts', more: tagLines },
  { contract: 'connector.yaml', out: 'connector.gen.ts', more: () => [] },
  { contract: 'inventory.yaml', out: 'inventory.gen.ts', more: () => [] },
];

async function generate({ contract, more }) {
  const doc = parse(fs.readFileSync(path.join(root, 'openapi', contract), 'utf8'));
  const types = astToString(await openapiTS(doc, { rootTypes: false }));
  return ['/* eslint-disable */', `// Generated from openapi/${contract} by scripts/gen-server-types.js. Do not edit.`, '', types.trimEnd(), ...more(doc), ''].join('\n');
}

async function main() {
  let stale = false;
  for (const output of outputs) {
    const file = path.join(root, 'server', 'contract', output.out);
    const text = await generate(output);
    if (!process.argv.includes('--check')) fs.writeFileSync(file, text);
    else if ((fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '') !== text) {
      console.error(`server/contract/${output.out} is out of date with openapi/${output.contract}. Run: npm run codegen`);
      stale = true;
    } else console.log(`server/contract/${output.out} matches the contract`);
  }
  if (stale) process.exit(1);
}

main();

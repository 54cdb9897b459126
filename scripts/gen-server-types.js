#!/usr/bin/env node
// Generates server/contract/openapi.gen.ts from openapi/userprofile.yaml: the request, params and
// response types of every operation (openapi-typescript) and the operationIds of each tag, so a
// feature's handler map is checked by the compiler. Never edit the output: run `npm run codegen`.
// With --check, fails when the committed file differs from what the contract gives.
const fs = require('node:fs');
const path = require('node:path');
const { load: parse } = require('js-yaml');
const { default: openapiTS, astToString } = require('openapi-typescript');

const root = path.join(__dirname, '..');
const contractFile = path.join(root, 'openapi', 'userprofile.yaml');
const outFile = path.join(root, 'server', 'contract', 'openapi.gen.ts');
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

async function generate() {
  const text = fs.readFileSync(contractFile, 'utf8');
  const types = astToString(await openapiTS(parse(text), { rootTypes: false }));
  const byTag = operationsByTag(parse(text));
  const tagLines = Object.entries(byTag).map(
    ([tag, ids]) => `  ${tag}: ${ids.map((id) => JSON.stringify(id)).join(' | ')};`,
  );
  return [
    '/* eslint-disable */',
    '// Generated from openapi/userprofile.yaml by scripts/gen-server-types.js. Do not edit.',
    '',
    types.trimEnd(),
    '',
    '/** The operationIds of each tag (one tag per feature). */',
    'export interface OperationsByTag {',
    ...tagLines,
    '}',
    '',
  ].join('\n');
}

generate().then((output) => {
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(outFile) ? fs.readFileSync(outFile, 'utf8') : '';
    if (current !== output) {
      console.error('server/contract/openapi.gen.ts is out of date with openapi/userprofile.yaml. Run: npm run codegen');
      process.exit(1);
    }
    console.log('server/contract/openapi.gen.ts matches the contract');
  } else {
    fs.writeFileSync(outFile, output);
  }
});

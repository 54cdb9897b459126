#!/usr/bin/env node
// `npm run build:server`: compiles the server into dist/server and copies Redoc's standalone bundle
// (the API reference page's renderer) into dist/redoc, so a runtime without dev dependencies (the
// Docker image) serves it without the redoc package and the React tree it brings.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.join(__dirname, '..');
execFileSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'server/tsconfig.json'], { cwd: root, stdio: 'inherit' });
const bundle = path.join(path.dirname(require.resolve('redoc/package.json', { paths: [root] })), 'bundles', 'redoc.standalone.js');
fs.mkdirSync(path.join(root, 'dist', 'redoc'), { recursive: true });
fs.copyFileSync(bundle, path.join(root, 'dist', 'redoc', 'redoc.standalone.js'));

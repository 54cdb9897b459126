#!/usr/bin/env node
// `npm start`: builds the console and the server when their sources are newer than the build,
// then runs the server (which serves the console at /userprofile/).
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.join(__dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function newestMtime(...dirs) {
  let newest = 0;
  const walk = (p) => {
    const stat = fs.statSync(p);
    if (stat.isDirectory()) fs.readdirSync(p).forEach((f) => walk(path.join(p, f)));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  dirs.map((d) => path.join(root, d)).filter(fs.existsSync).forEach(walk);
  return newest;
}

function buildIfStale(label, output, sources, command, args) {
  const outFile = path.join(root, output);
  const built = fs.existsSync(outFile) ? fs.statSync(outFile).mtimeMs : 0;
  if (built >= newestMtime(...sources)) return;
  console.log(`Building the ${label} (only when its sources changed)...`);
  execFileSync(bin(command), args, { cwd: root, stdio: 'inherit' });
  fs.utimesSync(outFile, new Date(), new Date());
}

buildIfStale('console', 'dist/console/index.html', ['src', 'webpack.config.ts', 'tsconfig.json'], 'webpack', ['--mode', 'production']);
buildIfStale('server', 'dist/server/main.js', ['server', 'openapi'], 'tsc', ['-p', 'server/tsconfig.json']);
require(path.join(root, 'dist', 'server', 'main.js'));

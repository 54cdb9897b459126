// Builds the console (webpack) and the server (tsc) when their sources are newer than the build.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.join(__dirname, '..');

function newestMtime(dirs) {
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
  if (built >= newestMtime(sources)) return;
  console.log(`Building the ${label} (only when its sources changed)...`);
  execFileSync(path.join(root, 'node_modules', '.bin', command), args, { cwd: root, stdio: 'inherit' });
  fs.utimesSync(outFile, new Date(), new Date());
}

function ensureBuilt() {
  buildIfStale('console', 'dist/console/index.html', ['src', 'webpack.config.ts', 'tsconfig.json', 'package-lock.json'], 'webpack', ['--mode', 'production']);
  buildIfStale('server', 'dist/server/main.js', ['server', 'openapi'], 'tsc', ['-p', 'server/tsconfig.json']);
}

module.exports = { ensureBuilt, root };

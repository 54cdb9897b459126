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
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  fs.utimesSync(outFile, new Date(), new Date());
}

function ensureBuilt() {
  buildIfStale('console', 'dist/console/index.html', ['src', 'webpack.config.ts', 'tsconfig.json', 'package-lock.json'], path.join(root, 'node_modules', '.bin', 'webpack'), ['--mode', 'production']);
  // npm run build:server, without npm's start-up.
  buildIfStale('server', 'dist/server/main.js', ['server', 'openapi', 'scripts/build-server.js', 'package-lock.json'], process.execPath, [path.join(__dirname, 'build-server.js')]);
}

module.exports = { ensureBuilt, root };

import fs from 'node:fs';
import path from 'node:path';

/** The repository root, whether the server runs from server/ (ts-node, Jest) or dist/server/. */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(__dirname);
export const CONTRACT_FILE = path.join(PROJECT_ROOT, 'openapi', 'userprofile.yaml');
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'migrations');
export const CONSOLE_BUILD_DIR = path.join(PROJECT_ROOT, 'dist', 'console');
/** Redoc's standalone bundle as `npm run build:server` copies it (scripts/build-server.js). */
export const REDOC_BUILD_FILE = path.join(PROJECT_ROOT, 'dist', 'redoc', 'redoc.standalone.js');

import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from './paths';

// The Docker image installs `dependencies` only (npm ci --omit=dev): the server's own code (not its
// tests and test helpers) may import nothing from devDependencies, or the image fails at start.
const serverSources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : serverSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });

/** The packages a file imports (type-only imports included: they are harmless, and rare here). */
const importedPackages = (source: string): string[] =>
  [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)'([^'./][^']*)'/g)].map(([, name]) =>
    name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0],
  );

it('the server imports only Node built-ins and production dependencies', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const allowed = new Set([...Object.keys(manifest.dependencies), ...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
  const misplaced = serverSources(path.join(PROJECT_ROOT, 'server')).flatMap((file) =>
    importedPackages(fs.readFileSync(file, 'utf8'))
      .filter((name) => !allowed.has(name))
      .map((name) => `${path.relative(PROJECT_ROOT, file)}: ${name}`),
  );
  expect(misplaced).toEqual([]);
});

it("the image's runtime stage copies every contract the server reads (its own, the connector's and the inventory's)", () => {
  const dockerfile = fs.readFileSync(path.join(PROJECT_ROOT, 'Dockerfile'), 'utf8');
  const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const copied = [...runtimeStage.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap(([, sources]) => sources.split(' '));
  const contracts = fs.readdirSync(path.join(PROJECT_ROOT, 'openapi')).filter((name) => name.endsWith('.yaml'));
  expect(contracts.map((name) => `openapi/${name}`).filter((file) => !copied.includes(file))).toEqual([]);
});

// ESLint (flat config): the recommended rules of ESLint and typescript-eslint, and the project's
// import boundaries (the boundaries rule below, judged by scripts/importBoundaries.mjs). `npm run lint`; CI runs it.
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryBroken } from './scripts/importBoundaries.mjs';

const root = import.meta.dirname;
const fromRoot = (file) => path.relative(root, file).split(path.sep).join('/');

// Relative imports resolved against the importing file, so `../session/x` and
// `../../features/session/x` are judged alike (no-restricted-imports only sees the text).
const boundaries = {
  meta: { type: 'problem', schema: [], messages: { broken: 'Import of {{target}}: {{why}}.' } },
  create(context) {
    const file = fromRoot(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = fromRoot(path.resolve(path.dirname(context.filename), source));
      const why = boundaryBroken(file, target);
      if (why) context.report({ node: node.source, messageId: 'broken', data: { target, why } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default tseslint.config(
  // Generated from the contract (npm run codegen) are src/api/*.gen.ts and server/contract/openapi.gen.ts.
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', '.ci-results/', 'data/', '**/*.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { project: { rules: { boundaries } } },
    rules: {
      'project/boundaries': 'error',
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  {
    // Hooks come from the enhance files, which add the cache tags; a generated file gives types only.
    files: ['src/app/**', 'src/features/**', 'src/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/api/*.gen'], allowTypeImports: true, message: 'Import hooks and the api from src/api/<feature>.enhance; only types from *.gen.' }] },
      ],
    },
  },
  { files: ['server/**', 'e2e/**', 'test/**', '*.config.*'], languageOptions: { globals: globals.node } },
  // The authorization page's passkey script, sent to the browser as it is (no build): a classic script.
  { files: ['server/**/browser/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  {
    files: ['scripts/**/*.js', 'server/testing/*.js'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    // CommonJS scripts: require is how they import, and `const crypto = require('node:crypto')`
    // names the module as Node's global does.
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  { files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'test/**'], languageOptions: { globals: globals.jest } },
);

// The project's import boundaries, judged by eslint.config.mjs (rule project/boundaries) on every
// relative import and unit-tested in test/importBoundaries.test.ts. Paths are from the project root.

/**
 * The server's layers, lowest first (README "Architecture"). A file imports its own folder and
 * the folders of lower rows, never a higher row nor another folder of its own row.
 * - contract: the contract's generated types, its loader, the role names, the problem answers;
 *   ops: metrics and the request scope (request id) that every layer may record into;
 * - db: client, schema, migrations, the built-ins every install needs, unique violations;
 * - audit (the audit log), auth (who calls, what they may do), mail, connectors (applications);
 * - http (Fastify plumbing), inventory (the network inventory, over connectors' auth),
 *   push (jobs pushing users to applications), demoApps (the demo applications);
 * - shared: query and CSV helpers the features share;
 * - features: one folder per contract tag (rule for features below);
 * - demo (the demo seed) and bootstrap (the first admin): start-up data, which nothing imports.
 * The process files beside them (server/*.ts) stand outside: every layer may import server/paths
 * and server/config, auth and above server/context too, and none another of them. Tests and
 * `testing/` folders (helpers of tests) are not judged here.
 */
export const SERVER_LAYERS = [
  ['contract', 'ops'],
  ['db'],
  ['audit', 'auth', 'mail', 'connectors'],
  ['http', 'inventory', 'push', 'demoApps'],
  ['shared'],
  ['features'],
  ['demo', 'bootstrap'],
];

/**
 * Server features that may import each other's modules directly, not only through the index:
 * sign-in is one flow, its password and token steps in session, its second factor in mfa.
 */
export const FEATURE_PARTNERS = { mfa: ['session'], session: ['mfa'] };

const ROOT_MODULES_FROM_ANY_LAYER = ['server/paths', 'server/config'];
const CONTEXT_FROM_RANK = 2;

const consoleFeatureOf = (file) => /^src\/features\/([^/]+)/.exec(file)?.[1];
const serverFeatureOf = (file) => /^server\/features\/([^/]+)/.exec(file)?.[1];
const isTestCode = (file) => /\.test\.[jt]sx?$/.test(file) || /(^|\/)testing\//.test(file);

/** The layer of a server file: its folder and row; `root` for the process files; null outside server/. */
function serverLayerOf(file) {
  const match = /^server\/([^/]+)(\/|$)/.exec(file);
  if (!match) return null;
  if (!match[2]) return { folder: 'root', rank: -1 };
  const rank = SERVER_LAYERS.findIndex((row) => row.includes(match[1]));
  return { folder: match[1], rank };
}

function serverBoundaryBroken(file, target) {
  if (isTestCode(file)) return null;
  const from = serverLayerOf(file);
  const to = serverLayerOf(target);
  if (!from || !to || from.folder === 'root') return null;
  if (from.rank < 0) return `server/${from.folder} is in no layer (add it to SERVER_LAYERS in scripts/importBoundaries.mjs)`;
  if (to.folder === 'root') {
    if (ROOT_MODULES_FROM_ANY_LAYER.includes(target)) return null;
    if (target === 'server/context' && from.rank >= CONTEXT_FROM_RANK) return null;
    return `server/${from.folder} may import of the process files only ${from.rank >= CONTEXT_FROM_RANK ? 'paths, config and context' : 'paths and config'}`;
  }
  if (to.rank < 0) return `server/${to.folder} is in no layer (add it to SERVER_LAYERS in scripts/importBoundaries.mjs)`;
  if (to.folder === from.folder) {
    const fromFeature = serverFeatureOf(file);
    const toFeature = serverFeatureOf(target);
    if (!fromFeature || fromFeature === toFeature) return null;
    if (target === `server/features/${toFeature}` || target === `server/features/${toFeature}/index`) return null;
    if (FEATURE_PARTNERS[fromFeature]?.includes(toFeature)) return null;
    return `a server feature uses another only through its index.ts (server/features/${toFeature})`;
  }
  if (to.rank === from.rank) return `server/${from.folder} and server/${to.folder} are one layer and never import each other`;
  if (to.rank > from.rank) return `server/${from.folder} sits below server/${to.folder} and never imports it (layers import downward only)`;
  return null;
}

/**
 * Why an import from file of target (both paths from the project root, no extension) breaks a
 * boundary, or null. A console feature reaches another feature only through that feature's
 * index.ts; src/shared depends on neither the app nor a feature; the server's layers above.
 */
export function boundaryBroken(file, target) {
  const from = consoleFeatureOf(file);
  const to = consoleFeatureOf(target);
  if (from && to && from !== to && target !== `src/features/${to}` && target !== `src/features/${to}/index`) {
    return `a feature uses another feature only through its index.ts (src/features/${to})`;
  }
  if (file.startsWith('src/shared/') && (to || /^src\/app(\/|$)/.test(target))) {
    return 'src/shared never depends on src/app or a feature';
  }
  return serverBoundaryBroken(file, target);
}

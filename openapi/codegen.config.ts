import type { ConfigFile } from '@rtk-query/codegen-openapi';

// One generated file per feature (tag). Never edit the *.gen.ts files: change userprofile.yaml
// and run `npm run codegen`. Cache tags and invalidation live in src/api/<feature>.enhance.ts.
const features = [
  'session',
  'users',
  'password',
  'lookups',
  'applications',
  'appProfiles',
  'businessProfiles',
  'visibilityProfiles',
  'authClients',
  'customerCompanies',
  'account',
  'userSessions',
  'audit',
  'access',
];

// GET calls that change state on the server are mutations for the cache.
const getMutations = ['pullUsers', 'syncVisibility', 'syncAllVisibility', 'logout'];

// Header and cookie parameters are the browser's and the base query's business (the session
// cookies, X-XSRF-TOKEN, If-None-Match), not arguments of the generated hooks.
const parameterFilter = (_name: string, parameter: { in?: string }) => parameter.in !== 'header' && parameter.in !== 'cookie';

const config: ConfigFile = {
  schemaFile: './userprofile.yaml',
  apiFile: '../src/api/emptyApi.ts',
  apiImport: 'emptyApi',
  hooks: true,
  tag: true,
  endpointOverrides: [
    ...getMutations.map((pattern) => ({ pattern, type: 'mutation' as const, parameterFilter })),
    { pattern: () => true, parameterFilter },
  ],
  outputFiles: Object.fromEntries(
    features.map((feature) => [
      `../src/api/${feature}.gen.ts`,
      {
        filterEndpoints: (_name: string, def: { operation: { tags?: string[] } }) =>
          def.operation.tags?.includes(feature) ?? false,
      },
    ]),
  ),
};

export default config;

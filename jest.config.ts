import type { Config } from 'jest';

const tsJest = (tsconfig: string) => ({ '^.+\\.tsx?$': ['ts-jest', { tsconfig }] });

const server = {
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/server/**/*.test.ts'],
  transform: tsJest('<rootDir>/server/tsconfig.test.json'),
  setupFiles: ['<rootDir>/server/testing/cheapPasswordHashing.ts'],
  // One migrated and seeded database per run, copied by each test file (server/testing/databaseTemplate.ts).
  globalSetup: '<rootDir>/server/testing/pgliteTemplateSetup.ts',
  globalTeardown: '<rootDir>/server/testing/templateTeardown.ts',
};

const config: Config = {
  testTimeout: 30_000,
  // Jest's default on 2 cores is one worker; server and console suites spend much of their time
  // waiting on a database or the console test server, so two keep both cores busy.
  maxWorkers: 2,
  // A worker's heap grows with every file it runs (garbage V8 collects late, and 10-15 MB that a
  // file building the app keeps past its end: see README, "How the tests run"), and the big heap
  // slows every later file: 7 min 10 s for the console and server projects without a limit.
  // A worker over this after a file is replaced: 4 min 9 s at 400 MB, 5 min 14 s at 700 MB,
  // 5 min 11 s at 200 MB (replaced after nearly every file).
  workerIdleMemoryLimit: '400MB',
  projects: [
    {
      displayName: 'console',
      testEnvironment: '<rootDir>/test/consoleEnvironment.ts',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
      transform: tsJest('<rootDir>/tsconfig.test.json'),
      setupFilesAfterEnv: ['<rootDir>/test/setupConsole.ts'],
      // The seeded template that each real-server file's own server starts from (server/testing/ownConsoleServer.ts).
      globalSetup: '<rootDir>/server/testing/pgliteTemplateSetup.ts',
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test/fileStub.ts' },
    },
    server,
    // The same server suites once more against a real PostgreSQL when one is configured.
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            ...server,
            displayName: 'server-postgres',
            setupFiles: [...server.setupFiles, '<rootDir>/test/usePostgres.ts'],
            globalSetup: '<rootDir>/server/testing/postgresTemplateSetup.ts',
            // The process-level shutdown test is about PGlite; the upload limit is the HTTP layer's.
            testPathIgnorePatterns: ['/node_modules/', 'main\\.shutdown\\.test', 'importLimit\\.test'],
          },
        ]
      : []),
  ],
};

export default config;

import type { Config } from 'jest';

const tsJest = (tsconfig: string) => ({ '^.+\\.tsx?$': ['ts-jest', { tsconfig }] });

const server = {
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/server/**/*.test.ts'],
  transform: tsJest('<rootDir>/server/tsconfig.test.json'),
};

const config: Config = {
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'console',
      testEnvironment: '<rootDir>/test/jsdomWithFetch.ts',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      transform: tsJest('<rootDir>/tsconfig.test.json'),
      setupFilesAfterEnv: ['<rootDir>/test/setupConsole.ts'],
      globalSetup: '<rootDir>/test/consoleServerSetup.ts',
      globalTeardown: '<rootDir>/test/consoleServerTeardown.ts',
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test/fileStub.ts' },
    },
    server,
    // The same server suites once more against a real PostgreSQL when one is configured.
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            ...server,
            displayName: 'server-postgres',
            setupFiles: ['<rootDir>/test/usePostgres.ts'],
            // The process-level shutdown test is about the PGlite data dir.
            testPathIgnorePatterns: ['/node_modules/', 'main\\.shutdown\\.test'],
          },
        ]
      : []),
  ],
};

export default config;

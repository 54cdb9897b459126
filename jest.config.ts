import type { Config } from 'jest';

const tsJest = (tsconfig: string) => ({ '^.+\\.tsx?$': ['ts-jest', { tsconfig, diagnostics: { warnOnly: false } }] });

const config: Config = {
  projects: [
    {
      displayName: 'console',
      testEnvironment: '<rootDir>/test/jsdomWithFetch.ts',
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
      transform: tsJest('<rootDir>/tsconfig.test.json'),
      setupFilesAfterEnv: ['<rootDir>/test/setupConsole.ts'],
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/test/fileStub.ts' },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      transform: tsJest('<rootDir>/server/tsconfig.test.json'),
    },
  ],
};

export default config;

import './cheapPasswordHashing';
import type { EnvironmentContext, JestEnvironment } from '@jest/environment';
import { startListeningApp } from './listeningApp';
import { TEST_PASSWORD } from './testApp';

/** A file that renders the console against the real server is named `*.server.test.tsx`. */
const USES_REAL_SERVER = /\.server\.test\.tsx?$/;

type EnvironmentClass = new (...args: any[]) => JestEnvironment; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A console test environment in which every real-server test file (`*.server.test.tsx`) gets a
 * server of its own, on its own in-memory copy of the run's seeded template: the file owns its
 * data, and no other file running at once sees or changes it. The server runs in the worker's own
 * Node context (Jest's supported place for what a file's environment needs), outside the file's
 * DOM, and stops with the file. Its origin and the demo admins' password reach the file in
 * CONSOLE_TEST_API_ORIGIN and CONSOLE_TEST_PASSWORD (read by src/app/testing/realServer.ts).
 */
export function withOwnConsoleServer<Base extends EnvironmentClass>(DomEnvironment: Base) {
  class EnvironmentWithServer extends DomEnvironment {
    private readonly testPath: string;
    private server?: Awaited<ReturnType<typeof startListeningApp>>;

    // Jest constructs every environment with (config, context).
    constructor(...args: any[]) { // eslint-disable-line @typescript-eslint/no-explicit-any
      super(...args);
      this.testPath = (args[1] as EnvironmentContext).testPath;
    }

    async setup() {
      await super.setup();
      if (!USES_REAL_SERVER.test(this.testPath)) return;
      // localhost, as the console's own origin is: the server's CORS and cookies are the browser's.
      this.server = await startListeningApp({ logLevel: 'error' }, 'localhost');
      const env = (this.global as unknown as { process: NodeJS.Process }).process.env;
      env.CONSOLE_TEST_API_ORIGIN = this.server.origin;
      env.CONSOLE_TEST_PASSWORD = TEST_PASSWORD;
    }

    async teardown() {
      await this.server?.stop();
      await super.teardown();
    }
  }
  return EnvironmentWithServer;
}

import './cheapPasswordHashing';
import net from 'node:net';
import { ensurePgliteTemplate } from './databaseTemplate';
import { startTestApp, TEST_PASSWORD } from './testApp';

/**
 * Jest global setup of the console project: the real server, from the run's seeded template
 * database (databaseTemplate.ts), listening on a free port in Jest's own process, so console tests
 * talk to it over HTTP as the browser does. Its origin and the demo admins' password go to the
 * tests in CONSOLE_TEST_API_ORIGIN and CONSOLE_TEST_PASSWORD; consoleServerTeardown.ts stops it.
 */
export type ConsoleTestServer = Awaited<ReturnType<typeof startTestApp>>;
/** Where setup leaves the running server for teardown (both run in Jest's main process). */
export const running = globalThis as { consoleTestServer?: ConsoleTestServer };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export default async function setup() {
  await ensurePgliteTemplate();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const app = await startTestApp({ publicUrl: origin, logLevel: 'error' });
  await app.listen({ port, host: '127.0.0.1' });
  running.consoleTestServer = app;
  process.env.CONSOLE_TEST_API_ORIGIN = origin;
  process.env.CONSOLE_TEST_PASSWORD = TEST_PASSWORD;
}

import { running } from './consoleServerSetup';

/** Jest global teardown of the console project: its server stops (the PGlite template stays for the next run). */
export default async function teardown() {
  await running.consoleTestServer?.stop();
}

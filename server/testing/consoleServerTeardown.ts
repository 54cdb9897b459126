import { removePgliteTemplate } from './databaseTemplate';
import { consoleTestServer } from './consoleServerSetup';

/** Jest global teardown of the console project: its server stops, and the run's template goes. */
export default async function teardown() {
  await consoleTestServer.consoleTestServer?.stop();
  removePgliteTemplate();
}

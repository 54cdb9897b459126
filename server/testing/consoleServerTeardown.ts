import { removePgliteTemplate } from './databaseTemplate';
import { running } from './consoleServerSetup';

/** Jest global teardown of the console project: its server stops, and the run's template goes. */
export default async function teardown() {
  await running.consoleTestServer?.stop();
  removePgliteTemplate();
}

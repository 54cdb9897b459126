import './cheapPasswordHashing';
import { ensurePgliteTemplate } from './databaseTemplate';

/** Jest global setup of the server project: the seeded PGlite every test file loads (the console project's setup may have made it). */
export default async function setup() {
  await ensurePgliteTemplate();
}

import './cheapPasswordHashing';
import { createPgliteTemplate } from './databaseTemplate';

/** Jest global setup of the server project: the seeded PGlite every test file loads. */
export default async function setup() {
  await createPgliteTemplate();
}

import { dropPostgresTemplate, removePgliteTemplate } from './databaseTemplate';

/** Jest global teardown of both server projects: the templates of the run go away. */
export default async function teardown() {
  removePgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await dropPostgresTemplate(process.env.TEST_DATABASE_URL);
}

import { dropPostgresTemplate } from './databaseTemplate';

/** Jest global teardown of both server projects: the run's PostgreSQL template goes (the PGlite one stays for the next run). */
export default async function teardown() {
  if (process.env.TEST_DATABASE_URL) await dropPostgresTemplate(process.env.TEST_DATABASE_URL);
}

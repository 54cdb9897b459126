import './cheapPasswordHashing';
import { createPostgresTemplate } from './databaseTemplate';

/** Jest global setup of the server-postgres project: the seeded template database every test file copies. */
export default async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the server-postgres project needs TEST_DATABASE_URL');
  await createPostgresTemplate(adminUrl);
}

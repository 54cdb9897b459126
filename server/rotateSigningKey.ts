import { loadConfig } from './config';
import { openDb } from './db/client';
import { migrate } from './db/migrate';
import { ensureSigningKey } from './auth/signingKeys';

/**
 * `npm run keys:rotate`: adds a signing key to the database the environment names (DATABASE_URL
 * or DATA_DIR, as the server reads them). Every running server process signs with it from its next
 * token on; the keys it replaces stay published until their tokens have expired.
 */
async function rotate() {
  const config = loadConfig();
  const db = await openDb(config);
  try {
    await migrate(db);
    const { kid } = await ensureSigningKey(db, { force: true, maxAgeSeconds: config.signingKeyMaxAgeDays * 86_400, tokenTtlSeconds: config.accessTokenTtlSeconds });
    console.log(`signing key ${kid} signs from now on; earlier keys stay published for ${config.accessTokenTtlSeconds} s (ACCESS_TOKEN_TTL_SECONDS)`);
  } finally {
    await db.close();
  }
}

rotate().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

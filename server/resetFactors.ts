import { loadConfig } from './config';
import { openDb } from './db/client';
import { migrate } from './db/migrate';

/**
 * `npm run mfa:reset -- <username>`: the operator's way back in for an admin who lost every second
 * factor and its recovery codes when no other ERRIGAL_ADMIN can reset them on the Sessions tab.
 * Removes the user's factors and recovery codes and ends its sessions, in the database the
 * environment names (DATABASE_URL or DATA_DIR, as the server reads them).
 */
async function reset(username: string | undefined) {
  if (!username) throw new Error('usage: npm run mfa:reset -- <username>');
  const db = await openDb(loadConfig());
  try {
    await migrate(db);
    const user = await db.kysely.selectFrom('app_user').select(['uuid', 'username']).where(({ fn, eb }) => eb(fn('lower', ['username']), '=', username.toLowerCase())).executeTakeFirst();
    if (!user) throw new Error(`no user ${username}`);
    await db.transaction(async (tx) => {
      await tx.kysely.deleteFrom('mfa_factor').where('user_uuid', '=', user.uuid).execute();
      await tx.kysely.deleteFrom('mfa_recovery_code').where('user_uuid', '=', user.uuid).execute();
      await tx.kysely.deleteFrom('provider_session').where('user_uuid', '=', user.uuid).execute();
    });
    console.log(`${user.username}: second factors and recovery codes removed, sessions ended; the next login asks for the password (and enrolment when MFA_REQUIRED_ROLES names its role)`);
  } finally {
    await db.close();
  }
}

reset(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

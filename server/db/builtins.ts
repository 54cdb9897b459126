import { sql } from 'kysely';
import type { Db, Queryable } from './client';
import { ROLE_NAMES, type RoleName } from '../contract/roleNames';

// What every install needs whatever SEED_DEMO says: the console is itself a managed application
// (`User Profile`, whose roles are the console roles), app profiles and business profiles that
// grant those roles, and the console's own OAuth2 client. Created at start when missing.
export const CONSOLE_CLIENT_ID = 'userprofile-console';
export const USER_PROFILE_APP = 'User Profile';

/** The app profile and the business profile that grant each console role. */
export const BUILT_IN_PROFILES: Record<RoleName, { appProfile: string; businessProfile: string }> = {
  ERRIGAL_ADMIN: { appProfile: 'UP Errigal Admin', businessProfile: 'Console Errigal Administrator' },
  ADMIN: { appProfile: 'UP Admin', businessProfile: 'Console Administrator' },
  SCO_ADMIN: { appProfile: 'UP SCO Admin', businessProfile: 'Console SCO Administrator' },
};

const BUILTINS_LOCK = 7_201_603;

export async function ensureBuiltins(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Several processes may start at once against one PostgreSQL.
    if (db.kind === 'postgres') await sql`select pg_advisory_xact_lock(${BUILTINS_LOCK})`.execute(tx.kysely);
    const appUuid = await upsertByName(tx, 'application', USER_PROFILE_APP, () =>
      tx.kysely.insertInto('application').values({ name: USER_PROFILE_APP, built_in: true, api_auth_type: 'HTTP_BASIC' }).returning('uuid').executeTakeFirstOrThrow(),
    );
    for (const role of ROLE_NAMES) {
      const existingRole = await tx.kysely.selectFrom('application_role').select('uuid').where('application_uuid', '=', appUuid).where('name', '=', role).executeTakeFirst();
      const roleUuid =
        existingRole?.uuid ??
        (await tx.kysely.insertInto('application_role').values({ application_uuid: appUuid, name: role, minimum_role: role }).returning('uuid').executeTakeFirstOrThrow()).uuid;
      const { appProfile, businessProfile } = BUILT_IN_PROFILES[role];
      const appProfileUuid = await upsertByName(tx, 'app_profile', appProfile, async () => {
        const created = await tx.kysely
          .insertInto('app_profile')
          .values({ name: appProfile, description: `Grants the console role ${role}`, application_uuid: appUuid, minimum_role: role })
          .returning('uuid')
          .executeTakeFirstOrThrow();
        await tx.kysely.insertInto('app_profile_role').values({ app_profile_uuid: created.uuid, role_uuid: roleUuid }).execute();
        return created;
      });
      await upsertByName(tx, 'business_profile', businessProfile, async () => {
        const created = await tx.kysely
          .insertInto('business_profile')
          .values({ name: businessProfile, description: `The console role ${role} and nothing else`, minimum_role: role })
          .returning('uuid')
          .executeTakeFirstOrThrow();
        await tx.kysely.insertInto('business_profile_app_profile').values({ business_profile_uuid: created.uuid, app_profile_uuid: appProfileUuid }).execute();
        return created;
      });
    }
    await tx.kysely
      .insertInto('auth_client')
      .values({ client_id: CONSOLE_CLIENT_ID, name: 'User Profile Console', description: 'This console', allowed_redirect_target: '/userprofile/selfcallback' })
      .onConflict((oc) => oc.column('client_id').doNothing())
      .execute();
  });
}

async function upsertByName(
  tx: Queryable,
  table: 'application' | 'app_profile' | 'business_profile',
  name: string,
  create: () => Promise<{ uuid: string }>,
): Promise<string> {
  const existing = await tx.kysely.selectFrom(table).select('uuid').where('name', '=', name).executeTakeFirst();
  return existing?.uuid ?? (await create()).uuid;
}

import type { Queryable } from '../db/client';
import type { PushedUser } from '../connectors/applicationConnector';
import { sql } from 'kysely';
import { TARGET_COLUMNS, targetOf } from '../connectors/applicationTargets';
import type { ConnectorFactory } from '../connectors/connectorFactory';
import { callEach } from '../connectors/callEach';

/** Which applications a push reached and which failed, by name. */
export interface PushOutcome {
  updated: string[];
  failed: string[];
}

/**
 * Sends a saved user to every application its business profile grants (all but the built-in
 * User Profile), in parallel; or, given `applicationUuids`, to those external applications, with
 * the roles the profile grants there (none when it no longer grants the application). Returns the
 * names of the applications that took the user and of those that failed or timed out; the user
 * stays saved whatever they answer.
 */
export async function pushUserOutcome(
  db: Queryable,
  connectorFor: ConnectorFactory,
  userUuid: string,
  onError: (application: string, error: unknown) => void,
  applicationUuids?: readonly string[],
): Promise<PushOutcome> {
  const user = await db.kysely
    .selectFrom('app_user')
    .select(['username', 'email', 'first_name', 'last_name', 'desk_phone', 'mobile_phone', 'active', 'business_profile_uuid'])
    .where('uuid', '=', userUuid)
    .executeTakeFirst();
  if (!user?.business_profile_uuid) return { updated: [], failed: [] };
  const applications = applicationUuids
    ? await listedApplications(db, user.business_profile_uuid, applicationUuids)
    : await grantedApplications(db, user.business_profile_uuid);
  const elements = await db.kysely
    .selectFrom('user_element as ue')
    .innerJoin('application_element as e', 'e.uuid', 'ue.element_uuid')
    .select(['e.application_uuid', 'e.name', 'e.category', 'ue.actual_value'])
    .where('ue.user_uuid', '=', userUuid)
    .orderBy('e.category')
    .orderBy('e.name')
    .execute();
  const pushes = applications.map((app) => {
    const pushed: PushedUser = {
      username: user.username,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      deskPhone: user.desk_phone,
      mobilePhone: user.mobile_phone,
      active: user.active,
      roles: [...app.roles].sort(),
      elements: elements
        .filter((e) => e.application_uuid === app.uuid)
        .map((e) => ({ name: e.name, category: e.category, value: e.actual_value })),
    };
    return { name: app.name, connector: connectorFor(targetOf(app)), pushed };
  });
  const { succeeded, failed } = await callEach(pushes, ({ connector, pushed }) => connector.pushUser(pushed), onError);
  return { updated: succeeded.map((s) => s.name), failed };
}

/** The listed external applications, with the role names the business profile's app profiles give there. */
async function listedApplications(db: Queryable, businessProfileUuid: string, applicationUuids: readonly string[]) {
  if (applicationUuids.length === 0) return [];
  return db.kysely
    .selectFrom('application as a')
    .select(TARGET_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('business_profile_app_profile as bpap')
        .innerJoin('app_profile as ap', 'ap.uuid', 'bpap.app_profile_uuid')
        .innerJoin('app_profile_role as apr', 'apr.app_profile_uuid', 'ap.uuid')
        .innerJoin('application_role as r', 'r.uuid', 'apr.role_uuid')
        .select(sql<string[]>`coalesce(array_agg(distinct r.name), '{}')`.as('names'))
        .where('bpap.business_profile_uuid', '=', businessProfileUuid)
        .whereRef('ap.application_uuid', '=', 'a.uuid')
        .as('roles'),
    )
    .where('a.uuid', 'in', applicationUuids)
    .where('a.built_in', '=', false)
    .orderBy('a.name')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, roles: row.roles ?? [] })));
}

/** The external applications a business profile grants, with the role names its app profiles give. */
async function grantedApplications(db: Queryable, businessProfileUuid: string) {
  return db.kysely
    .selectFrom('business_profile_app_profile as bpap')
    .innerJoin('app_profile as ap', 'ap.uuid', 'bpap.app_profile_uuid')
    .innerJoin('application as a', (join) => join.onRef('a.uuid', '=', 'ap.application_uuid').on('a.built_in', '=', false))
    .leftJoin('app_profile_role as apr', 'apr.app_profile_uuid', 'ap.uuid')
    .leftJoin('application_role as r', 'r.uuid', 'apr.role_uuid')
    .select(TARGET_COLUMNS)
    .select(sql<string[]>`coalesce(array_agg(distinct r.name) filter (where r.name is not null), '{}')`.as('roles'))
    .where('bpap.business_profile_uuid', '=', businessProfileUuid)
    .groupBy('a.uuid')
    .orderBy('a.name')
    .execute();
}

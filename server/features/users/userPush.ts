import type { Queryable } from '../../db/client';
import type { PushedUser } from '../../connectors/applicationConnector';
import { TARGET_COLUMNS, targetOf, type TargetRow } from '../../connectors/applicationTargets';
import type { ConnectorFactory } from '../../connectors/connectorFactory';
import { callEach } from '../../connectors/callEach';

interface UserRow {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  desk_phone: string | null;
  mobile_phone: string | null;
  active: boolean;
  business_profile_uuid: string | null;
}

/**
 * Sends a saved user to every application its business profile grants (all but the built-in
 * User Profile), in parallel. Returns the names of the applications that failed or timed out;
 * the user stays saved whatever they answer.
 */
export async function pushUserToApplications(
  db: Queryable,
  connectorFor: ConnectorFactory,
  userUuid: string,
  onError: (application: string, error: unknown) => void,
): Promise<string[]> {
  const [user] = await db.query<UserRow>(
    `select username, email, first_name, last_name, desk_phone, mobile_phone, active, business_profile_uuid
       from app_user where uuid = $1`,
    [userUuid],
  );
  if (!user?.business_profile_uuid) return [];
  const applications = await grantedApplications(db, user.business_profile_uuid);
  const elements = await db.query<{ application_uuid: string; name: string; category: string; actual_value: string | null }>(
    `select e.application_uuid, e.name, e.category, ue.actual_value
       from user_element ue join application_element e on e.uuid = ue.element_uuid
      where ue.user_uuid = $1 order by e.category, e.name`,
    [userUuid],
  );
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
  const { failed } = await callEach(pushes, ({ connector, pushed }) => connector.pushUser(pushed), onError);
  return failed;
}

/** The external applications a business profile grants, with the role names its app profiles give. */
async function grantedApplications(db: Queryable, businessProfileUuid: string) {
  return db.query<TargetRow & { roles: string[] }>(
    `select ${TARGET_COLUMNS},
            coalesce(array_agg(distinct r.name) filter (where r.name is not null), '{}') as roles
       from business_profile_app_profile bpap
       join app_profile ap on ap.uuid = bpap.app_profile_uuid
       join application a on a.uuid = ap.application_uuid and not a.built_in
       left join app_profile_role apr on apr.app_profile_uuid = ap.uuid
       left join application_role r on r.uuid = apr.role_uuid
      where bpap.business_profile_uuid = $1
      group by a.uuid
      order by a.name`,
    [businessProfileUuid],
  );
}

import type { Queryable } from '../db/client';
import type { RoleName } from '../contract/roleNames';

export const AUDIT_RECORD_TYPES = [
  'user',
  'application',
  'appProfile',
  'businessProfile',
  'visibilityProfile',
  'authClient',
  'customerCompany',
  'visibilitySync',
  'import',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** A record as an administrator reads it: labelled fields with names, not uuids. */
export interface RecordSnapshot {
  name: string;
  /** Set by the bulk readers, whose keys may be names. */
  uuid?: string;
  minimumRole: RoleName;
  companyUuid: string | null;
  fields: Record<string, string | null | string[]>;
  /** For a field that lists the nodes of a tree (Clusters), each one's parent by name. */
  parents?: Record<string, Record<string, string | null>>;
  /** Fingerprints of secrets: an entry says only that one changed, never its value. */
  secrets?: Record<string, string | null>;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The Visible To fields every profile and user shows. */
function visibleToFields(row: { minimum_role: RoleName; company: string | null }) {
  return { 'Visible to': row.minimum_role, Company: row.company };
}

interface ProfileRow {
  name: string;
  description: string | null;
  minimum_role: RoleName;
  company_uuid: string | null;
  company: string | null;
}

type SnapshotReader = (tx: Queryable, uuid: string) => Promise<RecordSnapshot | null>;

const readers: Partial<Record<AuditRecordType, SnapshotReader>> = {
  async user(tx, uuid) {
    return (await userSnapshots(tx, { uuids: [uuid] })).get(uuid) ?? null;
  },

  async businessProfile(tx, uuid) {
    const [row] = await tx.query<ProfileRow & { app_profiles: string[] }>(
      `select p.name, p.description, p.minimum_role, p.company_uuid, c.name as company,
              array(select ap.name || ' (' || a.name || ')' from business_profile_app_profile b
                    join app_profile ap on ap.uuid = b.app_profile_uuid join application a on a.uuid = ap.application_uuid
                    where b.business_profile_uuid = p.uuid order by 1) as app_profiles
         from business_profile p left join customer_company c on c.uuid = p.company_uuid where p.uuid = $1`,
      [uuid],
    );
    return row ? profileSnapshot(row, { 'App profiles': row.app_profiles }) : null;
  },

  async appProfile(tx, uuid) {
    const [row] = await tx.query<ProfileRow & { application: string; roles: string[]; elements: string[] }>(
      `select p.name, p.description, p.minimum_role, p.company_uuid, c.name as company, a.name as application,
              array(select r.name from app_profile_role pr join application_role r on r.uuid = pr.role_uuid
                    where pr.app_profile_uuid = p.uuid order by 1) as roles,
              array(select e.name from app_profile_element pe join application_element e on e.uuid = pe.element_uuid
                    where pe.app_profile_uuid = p.uuid order by 1) as elements
         from app_profile p join application a on a.uuid = p.application_uuid
         left join customer_company c on c.uuid = p.company_uuid where p.uuid = $1`,
      [uuid],
    );
    return row
      ? profileSnapshot(row, {
          Application: row.application,
          Roles: row.roles,
          Elements: row.elements,
        })
      : null;
  },

  async visibilityProfile(tx, uuid) {
    const [row] = await tx.query<
      ProfileRow & {
        primary_cluster: string | null;
        default_group: string | null;
        elements: { kind: string; name: string; parent: string | null }[];
      }
    >(
      `select p.name, p.description, p.minimum_role, p.company_uuid, c.name as company,
              pc.name as primary_cluster, dg.name as default_group,
              coalesce((select json_agg(json_build_object('kind', e.kind, 'name', e.name, 'parent', up.name) order by e.name)
                          from visibility_profile_element pe join visibility_element e on e.uuid = pe.element_uuid
                          left join visibility_element up on up.uuid = e.parent_uuid
                         where pe.profile_uuid = p.uuid), '[]') as elements
         from visibility_profile p
         left join visibility_element pc on pc.uuid = p.primary_cluster_uuid
         left join visibility_element dg on dg.uuid = p.default_cluster_group_uuid
         left join customer_company c on c.uuid = p.company_uuid where p.uuid = $1`,
      [uuid],
    );
    if (!row) return null;
    const elements = typeof row.elements === 'string' ? (JSON.parse(row.elements) as typeof row.elements) : row.elements;
    const ofKind = (kind: string) => elements.filter((e) => e.kind === kind).map((e) => e.name);
    const snapshot = profileSnapshot(row, {
      'Primary cluster': row.primary_cluster,
      'Default cluster group': row.default_group,
      Carriers: ofKind('carrier'),
      Clusters: ofKind('cluster'),
      'Cluster groups': ofKind('clusterGroup'),
      'Network groups': ofKind('networkGroup'),
      Attributes: ofKind('networkElementAttribute'),
      Venues: ofKind('venue'),
    });
    const clusters = elements.filter((e) => e.kind === 'cluster');
    return { ...snapshot, parents: { Clusters: Object.fromEntries(clusters.map((e) => [e.name, e.parent])) } };
  },

  async application(tx, uuid) {
    const [row] = await tx.query<{
      name: string;
      data_url: string | null;
      data_driver_name: string | null;
      data_username: string | null;
      api_host: string | null;
      api_auth_type: string | null;
      api_username: string | null;
      data_secret: string | null;
      api_secret: string | null;
      roles: string[];
      elements: string[];
    }>(
      `select a.name, a.data_url, a.data_driver_name, a.data_username, a.api_host, a.api_auth_type, a.api_username,
              md5(a.data_password) as data_secret, md5(a.api_password) as api_secret,
              array(select r.name from application_role r where r.application_uuid = a.uuid order by 1) as roles,
              array(select e.category || ': ' || e.name from application_element e where e.application_uuid = a.uuid order by 1) as elements
         from application a where a.uuid = $1`,
      [uuid],
    );
    if (!row) return null;
    return {
      name: row.name,
      minimumRole: 'ADMIN',
      companyUuid: null,
      fields: {
        Name: row.name,
        'Data URL': row.data_url,
        'Data driver': row.data_driver_name,
        'Data username': row.data_username,
        'API host': row.api_host,
        'API authentication': row.api_auth_type,
        'API username': row.api_username,
        Roles: row.roles,
        Elements: row.elements,
      },
      secrets: {
        'Data password': row.data_secret,
        'API password': row.api_secret,
      },
    };
  },

  async authClient(tx, uuid) {
    const row = await tx.kysely
      .selectFrom('auth_client')
      .select(['client_id', 'name', 'description', 'allowed_redirect_target', 'secret_hash'])
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    if (!row) return null;
    return {
      name: row.name,
      minimumRole: 'ERRIGAL_ADMIN',
      companyUuid: null,
      fields: {
        'Client ID': row.client_id,
        Name: row.name,
        Description: row.description,
        'Allowed redirect target': row.allowed_redirect_target,
      },
      secrets: { Secret: row.secret_hash },
    };
  },

  async customerCompany(tx, uuid) {
    const row = await tx.kysely.selectFrom('customer_company').select('name').where('uuid', '=', uuid).executeTakeFirst();
    return row
      ? {
          name: row.name,
          minimumRole: 'ERRIGAL_ADMIN',
          companyUuid: null,
          fields: { Name: row.name },
        }
      : null;
  },
};

/** A user's columns and names as its snapshot shows them; a save builds its "after" from these. */
export interface UserRow {
  uuid: string;
  key: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  desk_phone: string | null;
  mobile_phone: string | null;
  active: boolean;
  location: string | null;
  business_profile: string | null;
  visibility_profile: string | null;
  minimum_role: RoleName;
  company_uuid: string | null;
  company: string | null;
  elements: string[];
}

/**
 * Users' readable snapshots in one query, by uuid or by username (any case), keyed by uuid or by
 * lower-case username: an import reads its users before and after writing them. The names are
 * scalar subqueries, not joins: PGlite took about three times as long to plan a five-table join,
 * and a save reads this twice.
 */
export async function userSnapshots(tx: Queryable, which: { uuids: string[] } | { usernames: string[] }): Promise<Map<string, RecordSnapshot>> {
  const byUuid = 'uuids' in which;
  const rows = await tx.query<UserRow>(
    `select u.uuid, lower(u.username) as key, u.username, u.email, u.first_name, u.last_name, u.desk_phone, u.mobile_phone, u.active,
            (select name from location where uuid = u.location_uuid) as location,
            (select name from business_profile where uuid = u.business_profile_uuid) as business_profile,
            (select name from visibility_profile where uuid = u.visibility_profile_uuid) as visibility_profile,
            u.minimum_role, u.company_uuid, (select name from customer_company where uuid = u.company_uuid) as company,
            array(select ${userElementText('ue')} from user_element ue
                  join application_element e on e.uuid = ue.element_uuid where ue.user_uuid = u.uuid order by 1) as elements
       from app_user u
      where ${byUuid ? 'u.uuid = any($1::uuid[])' : 'lower(u.username) = any($1::text[])'}`,
    [byUuid ? which.uuids : which.usernames.map((name) => name.toLowerCase())],
  );
  return new Map(rows.map((row) => [byUuid ? row.uuid : row.key, userSnapshot(row)]));
}

/**
 * How a user's element shows in its snapshot (joined as `e`, with its user_element row's
 * actual_value under `alias`); the Elements field lists them `order by 1`, in the database's collation.
 */
export const userElementText = (alias: string) => `e.name || coalesce(' = ' || ${alias}.actual_value, '')`;

export function userSnapshot(row: UserRow): RecordSnapshot {
  return {
    name: row.username,
    uuid: row.uuid,
    minimumRole: row.minimum_role,
    companyUuid: row.company_uuid,
    fields: {
      Username: row.username,
      Email: row.email,
      'First name': row.first_name,
      'Last name': row.last_name,
      'Desk phone': row.desk_phone,
      'Mobile phone': row.mobile_phone,
      Active: yesNo(row.active),
      Location: row.location,
      'Business profile': row.business_profile,
      'Visibility profile': row.visibility_profile,
      ...visibleToFields(row),
      Elements: row.elements,
    },
  };
}

function profileSnapshot(row: ProfileRow, more: RecordSnapshot['fields']): RecordSnapshot {
  return {
    name: row.name,
    minimumRole: row.minimum_role,
    companyUuid: row.company_uuid,
    fields: {
      Name: row.name,
      Description: row.description,
      ...visibleToFields(row),
      ...more,
    },
  };
}

/** The record's readable snapshot, or null when it does not exist (or its type has none). */
export async function snapshotOf(tx: Queryable, type: AuditRecordType, uuid: string): Promise<RecordSnapshot | null> {
  const reader = readers[type];
  return reader ? reader(tx, uuid) : null;
}

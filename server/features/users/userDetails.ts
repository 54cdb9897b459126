import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import type { RoleName } from '../../contract/roleNames';
import { visibleTo, visibleToFields, type Caller } from '../../auth/visibility';

/** A whole user for the edit screen (contract schema User). */
export async function findUserDetails(db: Queryable, caller: Caller, where: { uuid: string } | { username: string }) {
  const match = 'uuid' in where ? sql`u.uuid = ${where.uuid}` : sql`lower(u.username) = lower(${where.username})`;
  const { rows } = await sql<{
    uuid: string; username: string; email: string; first_name: string; last_name: string;
    desk_phone: string | null; mobile_phone: string | null; active: boolean; minimum_role: RoleName; version: number;
    location_uuid: string | null; location_name: string | null; latitude: number | null; longitude: number | null;
    bp_uuid: string | null; bp_name: string | null; vp_uuid: string | null; vp_name: string | null;
    company_uuid: string | null; company_name: string | null;
  }>`select u.uuid, u.username, u.email, u.first_name, u.last_name, u.desk_phone, u.mobile_phone, u.active,
            u.minimum_role, u.version, l.uuid as location_uuid, l.name as location_name, l.latitude, l.longitude,
            bp.uuid as bp_uuid, bp.name as bp_name, vp.uuid as vp_uuid, vp.name as vp_name,
            cc.uuid as company_uuid, cc.name as company_name
       from app_user u
       left join location l on l.uuid = u.location_uuid
       left join business_profile bp on bp.uuid = u.business_profile_uuid
       left join visibility_profile vp on vp.uuid = u.visibility_profile_uuid
       left join customer_company cc on cc.uuid = u.company_uuid
      where ${match} and ${visibleTo(caller, 'u')}`.execute(db.kysely);
  const row = rows[0];
  if (!row) return null;
  const appProfiles = row.bp_uuid
    ? await db.kysely
        .selectFrom('business_profile_app_profile as bpap')
        .innerJoin('app_profile as ap', 'ap.uuid', 'bpap.app_profile_uuid')
        .innerJoin('application as a', 'a.uuid', 'ap.application_uuid')
        .select(['ap.uuid', 'ap.name', 'a.uuid as app_uuid', 'a.name as app_name'])
        .where('bpap.business_profile_uuid', '=', row.bp_uuid)
        .orderBy('a.name')
        .execute()
    : [];
  const elements = await db.kysely
    .selectFrom('user_element as ue')
    .innerJoin('application_element as e', 'e.uuid', 'ue.element_uuid')
    .leftJoin('user_element_config as c', 'c.category', 'e.category')
    .select(['e.uuid', 'e.name', 'e.category', 'c.label', 'ue.actual_value'])
    .where('ue.user_uuid', '=', row.uuid)
    .orderBy('e.category')
    .orderBy('e.name')
    .execute();
  return {
    uuid: row.uuid,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    deskPhone: row.desk_phone,
    mobilePhone: row.mobile_phone,
    active: row.active,
    location: row.location_uuid
      ? { uuid: row.location_uuid, name: row.location_name ?? '', latitude: row.latitude, longitude: row.longitude }
      : null,
    businessProfile: row.bp_uuid
      ? {
          uuid: row.bp_uuid,
          name: row.bp_name ?? '',
          appProfiles: appProfiles.map((p) => ({ uuid: p.uuid, name: p.name, application: { uuid: p.app_uuid, name: p.app_name } })),
        }
      : null,
    visibilityProfile: row.vp_uuid ? { uuid: row.vp_uuid, name: row.vp_name ?? '' } : null,
    ...visibleToFields(row),
    elements: elements.map((e) => ({ uuid: e.uuid, name: e.name, category: e.category, label: e.label ?? e.category, actualValue: e.actual_value })),
    version: row.version,
  };
}

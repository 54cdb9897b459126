import type { AppContext, Handlers } from '../../context';
import { callerOf } from '../../context';
import { visibleWhere } from '../../auth/visibility';
import { profileFields, type ProfileRow } from '../../shared/profileRows';

interface AppProfileRow extends ProfileRow {
  app_uuid: string;
  app_name: string;
  roles: { uuid: string; name: string; externalRole: boolean }[] | null;
  elements: { uuid: string; name: string; category: string }[] | null;
}

/** Application profiles the caller may see, with their roles and elements (the user form offers them). */
export function appProfilesHandlers(ctx: AppContext): Handlers {
  return {
    async listAppProfiles(request) {
      const params: unknown[] = [];
      const rows = await ctx.db.query<AppProfileRow>(
        `select p.uuid, p.name, p.description, p.minimum_role, p.version,
                cc.uuid as company_uuid, cc.name as company_name, a.uuid as app_uuid, a.name as app_name,
                (select json_agg(json_build_object('uuid', r.uuid, 'name', r.name, 'externalRole', r.external_role) order by r.name)
                   from app_profile_role pr join application_role r on r.uuid = pr.role_uuid where pr.app_profile_uuid = p.uuid) as roles,
                (select json_agg(json_build_object('uuid', e.uuid, 'name', e.name, 'category', e.category) order by e.category, e.name)
                   from app_profile_element pe join application_element e on e.uuid = pe.element_uuid where pe.app_profile_uuid = p.uuid) as elements
           from app_profile p
           join application a on a.uuid = p.application_uuid
           left join customer_company cc on cc.uuid = p.company_uuid
          where ${visibleWhere(callerOf(request), 'p', params)}
          order by lower(p.name)`,
        params,
      );
      return rows.map((row) => ({
        ...profileFields(row),
        application: { uuid: row.app_uuid, name: row.app_name },
        applicationName: row.app_name,
        roles: row.roles ?? [],
        elements: row.elements ?? [],
      }));
    },
  };
}

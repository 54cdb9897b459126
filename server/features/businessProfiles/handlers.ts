import type { AppContext, Handlers } from '../../context';
import { callerOf } from '../../context';
import { visibleWhere } from '../../auth/visibility';
import { profileFields, type ProfileRow } from '../../shared/profileRows';

interface BusinessProfileRow extends ProfileRow {
  app_profiles: { uuid: string; name: string; application: { uuid: string; name: string } }[] | null;
}

/** Business profiles the caller may see, with one app profile per application. */
export function businessProfilesHandlers(ctx: AppContext): Handlers {
  return {
    async listBusinessProfiles(request) {
      const params: unknown[] = [];
      const rows = await ctx.db.query<BusinessProfileRow>(
        `select b.uuid, b.name, b.description, b.minimum_role, b.version, cc.uuid as company_uuid, cc.name as company_name,
                (select json_agg(json_build_object('uuid', p.uuid, 'name', p.name,
                                                   'application', json_build_object('uuid', a.uuid, 'name', a.name)) order by a.name)
                   from business_profile_app_profile bp
                   join app_profile p on p.uuid = bp.app_profile_uuid
                   join application a on a.uuid = p.application_uuid
                  where bp.business_profile_uuid = b.uuid) as app_profiles
           from business_profile b
           left join customer_company cc on cc.uuid = b.company_uuid
          where ${visibleWhere(callerOf(request), 'b', params)}
          order by lower(b.name)`,
        params,
      );
      return rows.map((row) => ({
        ...profileFields(row),
        appProfiles: row.app_profiles ?? [],
      }));
    },
  };
}

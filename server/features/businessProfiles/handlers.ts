import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { notBuilt } from '../../http/notBuilt';
import { callerOf } from '../../context';
import { sql } from 'kysely';
import { jsonArrayFrom, jsonBuildObject } from 'kysely/helpers/postgres';
import { visibleTo } from '../../auth/visibility';
import { profileFields } from '../../shared/profileRows';

/** Business profiles the caller may see, with one app profile per application. */
export function businessProfilesHandlers(ctx: AppContext): FeatureHandlers<'businessProfiles'> {
  return {
    ...notBuilt('getBusinessProfile', 'listBusinessProfileUsers', 'updateBusinessProfile', 'deleteBusinessProfile'),
    async listBusinessProfiles(request) {
      const rows = await ctx.db.kysely
        .selectFrom('business_profile as b')
        .leftJoin('customer_company as cc', 'cc.uuid', 'b.company_uuid')
        .select(['b.uuid', 'b.name', 'b.description', 'b.minimum_role', 'b.version', 'cc.uuid as company_uuid', 'cc.name as company_name'])
        .select((eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('business_profile_app_profile as bp')
              .innerJoin('app_profile as p', 'p.uuid', 'bp.app_profile_uuid')
              .innerJoin('application as a', 'a.uuid', 'p.application_uuid')
              .select((sub) => ['p.uuid', 'p.name', jsonBuildObject({ uuid: sub.ref('a.uuid'), name: sub.ref('a.name') }).as('application')])
              .whereRef('bp.business_profile_uuid', '=', 'b.uuid')
              .orderBy('a.name'),
          ).as('app_profiles'),
        )
        .where(visibleTo(callerOf(request), 'b'))
        .orderBy(sql`lower(b.name)`)
        .execute();
      return rows.map((row) => ({ ...profileFields(row), appProfiles: row.app_profiles }));
    },
  };
}

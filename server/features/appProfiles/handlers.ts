import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { notBuilt } from '../../http/notBuilt';
import { callerOf } from '../../context';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { visibleTo } from '../../auth/visibility';
import { profileFields } from '../../shared/profileRows';

/** Application profiles the caller may see, with their roles and elements (the user form offers them). */
export function appProfilesHandlers(ctx: AppContext): FeatureHandlers<'appProfiles'> {
  return {
    ...notBuilt('getAppProfile', 'listAppProfileUsages', 'updateAppProfile', 'deleteAppProfile'),
    async listAppProfiles(request) {
      const rows = await ctx.db.kysely
        .selectFrom('app_profile as p')
        .innerJoin('application as a', 'a.uuid', 'p.application_uuid')
        .leftJoin('customer_company as cc', 'cc.uuid', 'p.company_uuid')
        .select(['p.uuid', 'p.name', 'p.description', 'p.minimum_role', 'p.version', 'cc.uuid as company_uuid', 'cc.name as company_name'])
        .select(['a.uuid as app_uuid', 'a.name as app_name'])
        .select((eb) => [
          jsonArrayFrom(
            eb
              .selectFrom('app_profile_role as pr')
              .innerJoin('application_role as r', 'r.uuid', 'pr.role_uuid')
              .select(['r.uuid', 'r.name', 'r.external_role as externalRole'])
              .whereRef('pr.app_profile_uuid', '=', 'p.uuid')
              .orderBy('r.name'),
          ).as('roles'),
          jsonArrayFrom(
            eb
              .selectFrom('app_profile_element as pe')
              .innerJoin('application_element as e', 'e.uuid', 'pe.element_uuid')
              .select(['e.uuid', 'e.name', 'e.category'])
              .whereRef('pe.app_profile_uuid', '=', 'p.uuid')
              .orderBy('e.category')
              .orderBy('e.name'),
          ).as('elements'),
        ])
        .where(visibleTo(callerOf(request), 'p'))
        .orderBy(sql`lower(p.name)`)
        .execute();
      return rows.map((row) => ({
        ...profileFields(row),
        application: { uuid: row.app_uuid, name: row.app_name },
        applicationName: row.app_name,
        roles: row.roles,
        elements: row.elements,
      }));
    },
  };
}

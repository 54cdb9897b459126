import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { notBuilt } from '../../http/notBuilt';
import { callerOf } from '../../context';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { visibleTo } from '../../auth/visibility';
import type { VisibilityKind } from '../../db/schema';
import { profileFields } from '../../shared/profileRows';

type Ref = { uuid: string; name: string };

const LISTS: Record<VisibilityKind, string> = {
  carrier: 'carriers',
  cluster: 'clusters',
  clusterGroup: 'clusterGroups',
  networkElementAttribute: 'neAttributes',
  networkGroup: 'networkGroups',
  venue: 'venues',
};

/** Visibility profiles the caller may see, with what each selects, by kind. */
export function visibilityProfilesHandlers(ctx: AppContext): FeatureHandlers<'visibilityProfiles'> {
  return {
    ...notBuilt('getVisibilityChoices', 'getVisibilityProfile', 'listVisibilityProfileUsers', 'updateVisibilityProfile', 'deleteVisibilityProfile', 'syncAllVisibility', 'syncVisibility'),
    async listVisibilityProfiles(request) {
      const rows = await ctx.db.kysely
        .selectFrom('visibility_profile as v')
        .leftJoin('customer_company as cc', 'cc.uuid', 'v.company_uuid')
        .leftJoin('visibility_element as pc', 'pc.uuid', 'v.primary_cluster_uuid')
        .leftJoin('visibility_element as dg', 'dg.uuid', 'v.default_cluster_group_uuid')
        .select(['v.uuid', 'v.name', 'v.description', 'v.minimum_role', 'v.version', 'cc.uuid as company_uuid', 'cc.name as company_name'])
        .select(['pc.uuid as primary_uuid', 'pc.name as primary_name', 'dg.uuid as default_group_uuid', 'dg.name as default_group_name'])
        .select((eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('visibility_profile_element as ve')
              .innerJoin('visibility_element as e', 'e.uuid', 've.element_uuid')
              .select(['e.uuid', 'e.name', 'e.kind'])
              .whereRef('ve.profile_uuid', '=', 'v.uuid')
              .orderBy('e.name'),
          ).as('elements'),
        )
        .where(visibleTo(callerOf(request), 'v'))
        .orderBy(sql`lower(v.name)`)
        .execute();
      return rows.map((row) => {
        const lists = Object.fromEntries(Object.values(LISTS).map((list) => [list, [] as Ref[]]));
        for (const { kind, uuid, name } of row.elements) lists[LISTS[kind]].push({ uuid, name });
        return {
          ...profileFields(row),
          primaryVisibility: row.primary_uuid ? { uuid: row.primary_uuid, name: row.primary_name ?? undefined } : null,
          defaultClusterGroup: row.default_group_uuid ? { uuid: row.default_group_uuid, name: row.default_group_name ?? undefined } : null,
          ...lists,
        };
      });
    },
  };
}

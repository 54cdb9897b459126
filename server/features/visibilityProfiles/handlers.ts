import type { AppContext, Handlers } from '../../context';
import { callerOf } from '../../context';
import { visibleWhere } from '../../auth/visibility';
import { profileFields, type ProfileRow } from '../../shared/profileRows';

type Ref = { uuid: string; name: string };

interface VisibilityProfileRow extends ProfileRow {
  primary_uuid: string | null;
  primary_name: string | null;
  default_group_uuid: string | null;
  default_group_name: string | null;
  elements: (Ref & { kind: string })[] | null;
}

const LISTS: Record<string, string> = {
  carrier: 'carriers',
  cluster: 'clusters',
  clusterGroup: 'clusterGroups',
  networkElementAttribute: 'neAttributes',
  networkGroup: 'networkGroups',
  venue: 'venues',
};

/** Visibility profiles the caller may see, with what each selects, by kind. */
export function visibilityProfilesHandlers(ctx: AppContext): Handlers {
  return {
    async listVisibilityProfiles(request) {
      const params: unknown[] = [];
      const rows = await ctx.db.query<VisibilityProfileRow>(
        `select v.uuid, v.name, v.description, v.minimum_role, v.version, cc.uuid as company_uuid, cc.name as company_name,
                pc.uuid as primary_uuid, pc.name as primary_name, dg.uuid as default_group_uuid, dg.name as default_group_name,
                (select json_agg(json_build_object('uuid', e.uuid, 'name', e.name, 'kind', e.kind) order by e.name)
                   from visibility_profile_element ve join visibility_element e on e.uuid = ve.element_uuid
                  where ve.profile_uuid = v.uuid) as elements
           from visibility_profile v
           left join customer_company cc on cc.uuid = v.company_uuid
           left join visibility_element pc on pc.uuid = v.primary_cluster_uuid
           left join visibility_element dg on dg.uuid = v.default_cluster_group_uuid
          where ${visibleWhere(callerOf(request), 'v', params)}
          order by lower(v.name)`,
        params,
      );
      return rows.map((row) => {
        const lists = Object.fromEntries(Object.values(LISTS).map((list) => [list, [] as Ref[]]));
        for (const { kind, uuid, name } of row.elements ?? []) lists[LISTS[kind]].push({ uuid, name });
        return {
          ...profileFields(row),
          primaryVisibility: row.primary_uuid ? { uuid: row.primary_uuid, name: row.primary_name } : null,
          defaultClusterGroup: row.default_group_uuid ? { uuid: row.default_group_uuid, name: row.default_group_name } : null,
          ...lists,
        };
      });
    },
  };
}

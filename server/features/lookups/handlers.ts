import type { AppContext } from '../../context';
import type { FeatureHandlers } from '../../http/handlerTypes';
import { callerOf } from '../../context';
import { callerLevel } from '../../auth/visibility';

interface ClusterRow {
  uuid: string;
  name: string;
  parent_uuid: string | null;
}

export interface ClusterNode {
  uuid: string;
  name: string;
  children: ClusterNode[];
}

/** Builds the cluster forest from parent links, each level sorted by name. */
export function clusterTree(rows: ClusterRow[]): ClusterNode[] {
  const nodes = new Map(rows.map((r) => [r.uuid, { uuid: r.uuid, name: r.name, children: [] as ClusterNode[] }]));
  const roots: ClusterNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.uuid)!;
    const parent = row.parent_uuid ? nodes.get(row.parent_uuid) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: ClusterNode[]) => {
    list.sort((a, b) => a.name.localeCompare(b.name));
    list.forEach((n) => sort(n.children));
    return list;
  };
  return sort(roots);
}

export function lookupsHandlers(ctx: AppContext): FeatureHandlers<'lookups'> {
  const { kysely } = ctx.db;
  return {
    listLocations: async () => kysely.selectFrom('location').select(['uuid', 'name', 'latitude', 'longitude']).orderBy('name').execute(),
    listClusters: async () =>
      clusterTree(await kysely.selectFrom('visibility_element').select(['uuid', 'name', 'parent_uuid']).where('kind', '=', 'cluster').execute()),
    async listCustomerCompanies(request) {
      const caller = callerOf(request);
      const companies = kysely.selectFrom('customer_company').select(['uuid', 'name']).orderBy('name');
      // An SCO admin sees only its own company.
      if (callerLevel(caller.roles) === 'SCO_ADMIN') return companies.where('uuid', '=', caller.companyUuid).execute();
      return companies.execute();
    },
  };
}

import type { AppContext, Handlers } from '../../context';
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

export function lookupsHandlers(ctx: AppContext): Handlers {
  const { db } = ctx;
  return {
    listLocations: async () => db.query('select uuid, name, latitude, longitude from location order by name'),
    listClusters: async () =>
      clusterTree(await db.query<ClusterRow>("select uuid, name, parent_uuid from visibility_element where kind = 'cluster'")),
    async listCustomerCompanies(request) {
      const caller = callerOf(request);
      // An SCO admin sees only its own company.
      if (callerLevel(caller.roles) === 'SCO_ADMIN') {
        return db.query('select uuid, name from customer_company where uuid = $1', [caller.companyUuid]);
      }
      return db.query('select uuid, name from customer_company order by name');
    },
  };
}

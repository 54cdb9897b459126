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

/** Builds the cluster forest from parent links, each level sorted by name (GET /cluster/list and the visibility choices). */
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

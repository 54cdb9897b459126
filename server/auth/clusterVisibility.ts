import { sql } from 'kysely';
import type { Queryable } from '../db/client';

// Who sees a cluster (SPEC "Cluster click" selects a cluster with its descendants): a visibility
// profile sees each cluster it selects and every cluster below one. The user's view walks down
// from the selection, the holders' question walks up from the cluster: the same rule both ways.

export interface SeenCluster {
  uuid: string;
  name: string;
  depth: number;
  /** The selected cluster that gives it: itself, or its nearest selected ancestor. */
  through: { uuid: string; name: string };
}

/** Every cluster the profile sees, depth first by name, each with the selected cluster that gives it. */
export async function clustersSeenBy(db: Queryable, profileUuid: string): Promise<SeenCluster[]> {
  // The whole forest from its roots, each cluster once, carrying its nearest selected ancestor-or-self.
  const { rows } = await sql<{
    uuid: string;
    name: string;
    depth: number;
    through_uuid: string;
    through_name: string;
  }>`
    with recursive selected as (
      select pe.element_uuid as uuid from visibility_profile_element pe where pe.profile_uuid = ${profileUuid}
    ), tree(uuid, name, through_uuid, through_name, path) as (
      select e.uuid, e.name,
             case when e.uuid in (select uuid from selected) then e.uuid end,
             case when e.uuid in (select uuid from selected) then e.name end,
             array[e.name::text, e.uuid::text]
        from visibility_element e where e.kind = 'cluster' and e.parent_uuid is null
      union all
      select c.uuid, c.name,
             case when c.uuid in (select uuid from selected) then c.uuid else t.through_uuid end,
             case when c.uuid in (select uuid from selected) then c.name else t.through_name end,
             t.path || array[c.name::text, c.uuid::text]
        from tree t join visibility_element c on c.parent_uuid = t.uuid and c.kind = 'cluster'
    )
    select uuid, name, cardinality(path) / 2 - 1 as depth, through_uuid, through_name
      from tree where through_uuid is not null order by path collate console_order`.execute(db.kysely);
  return rows.map((r) => ({
    uuid: r.uuid,
    name: r.name,
    depth: Number(r.depth),
    through: { uuid: r.through_uuid, name: r.through_name },
  }));
}

/** The cluster and its ancestors: a profile that selects any of them sees the cluster. Empty when it is no cluster. */
export async function clusterAndAncestors(db: Queryable, clusterUuid: string): Promise<string[]> {
  const { rows } = await sql<{ uuid: string }>`
    with recursive up(uuid, parent_uuid) as (
      select uuid, parent_uuid from visibility_element where uuid = ${clusterUuid} and kind = 'cluster'
      union all
      select p.uuid, p.parent_uuid from up join visibility_element p on p.uuid = up.parent_uuid
    )
    select uuid from up`.execute(db.kysely);
  return rows.map((r) => r.uuid);
}

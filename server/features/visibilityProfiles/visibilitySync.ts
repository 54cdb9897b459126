import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import type { VisibilityKind } from '../../db/schema';
import type { Inventory, InventoryKind, SourceCluster, SourceElement, SourceLocation } from '../../inventory/inventory';

// Visibility sync (README "Network inventory (visibility source)"): what the inventory lists is
// read whole first, then written in one transaction, upserting by the inventory's id.

/** What one sync read, by kind. */
export interface Snapshot {
  elements: Map<VisibilityKind, SourceElement[]>;
  clusters: SourceCluster[] | null;
  locations: SourceLocation[] | null;
}

/** Every sync takes this transaction-scoped lock, so two syncs (in any process) run one after the other. */
const SYNC_LOCK = 7_201_609;
const CHUNK = 1000;

/**
 * Reads the kinds from the inventory, all at once; any failure fails the whole read (with the
 * first kind's failure, once every call has ended, so no call outlives the sync).
 */
export async function readSnapshot(inventory: Inventory, kinds: readonly InventoryKind[]): Promise<Snapshot> {
  const snapshot: Snapshot = { elements: new Map(), clusters: null, locations: null };
  const outcomes = await Promise.allSettled(
    kinds.map(async (kind) => {
      if (kind === 'cluster') snapshot.clusters = await inventory.clusters();
      else if (kind === 'location') snapshot.locations = await inventory.locations();
      else snapshot.elements.set(kind, await inventory.elements(kind));
    }),
  );
  for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
  return snapshot;
}

/** Writes a snapshot in the caller's transaction; answers how many elements were synced. */
export async function applySnapshot(tx: Queryable, snapshot: Snapshot): Promise<number> {
  await sql`select pg_advisory_xact_lock(${SYNC_LOCK})`.execute(tx.kysely);
  let count = 0;
  const kept = new Set<string>();
  const synced: VisibilityKind[] = [];
  for (const [kind, items] of snapshot.elements) {
    for (const uuid of (await upsertElements(tx, kind, items)).values()) kept.add(uuid);
    synced.push(kind);
    count += items.length;
  }
  if (snapshot.clusters) {
    const uuids = await upsertElements(tx, 'cluster', snapshot.clusters);
    for (const uuid of uuids.values()) kept.add(uuid);
    await setParents(tx, snapshot.clusters, uuids);
    synced.push('cluster');
    count += snapshot.clusters.length;
  }
  if (synced.length > 0) await settleVanished(tx, synced, kept);
  if (snapshot.locations) {
    await syncLocations(tx, snapshot.locations);
    count += snapshot.locations.length;
  }
  return count;
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Takes a row without a source id (made before any sync, as the demo seed's) for the source
 * element of the same name, when exactly one such row and one such element exist, so the
 * profiles holding it keep it.
 */
function adoptions(existing: { uuid: string; name: string; source_id: string | null }[], items: SourceElement[]) {
  const known = new Set(existing.flatMap((row) => (row.source_id === null ? [] : [row.source_id])));
  const byName = new Map<string, string[]>();
  for (const row of existing) if (row.source_id === null) byName.set(row.name, [...(byName.get(row.name) ?? []), row.uuid]);
  const fresh = new Map<string, SourceElement[]>();
  for (const item of items) if (!known.has(item.id)) fresh.set(item.name, [...(fresh.get(item.name) ?? []), item]);
  const adopted: { uuid: string; id: string }[] = [];
  for (const [name, candidates] of fresh) {
    const rows = byName.get(name) ?? [];
    if (rows.length === 1 && candidates.length === 1) adopted.push({ uuid: rows[0], id: candidates[0].id });
  }
  return adopted;
}

/** Upserts one kind by source id; answers the uuid of each source id. */
async function upsertElements(tx: Queryable, kind: VisibilityKind, items: SourceElement[]): Promise<Map<string, string>> {
  const existing = await tx.kysely.selectFrom('visibility_element').select(['uuid', 'name', 'source_id']).where('kind', '=', kind).execute();
  for (const { uuid, id } of adoptions(existing, items)) {
    await tx.kysely.updateTable('visibility_element').set({ source_id: id }).where('uuid', '=', uuid).execute();
  }
  const uuids = new Map<string, string>();
  for (const chunk of chunks(items)) {
    const rows = await tx.kysely
      .insertInto('visibility_element')
      .values(chunk.map((item) => ({ kind, name: item.name, source_id: item.id, parent_uuid: null })))
      .onConflict((oc) => oc.columns(['kind', 'source_id']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), retired: false })))
      .returning(['uuid', 'source_id'])
      .execute();
    for (const row of rows) if (row.source_id !== null) uuids.set(row.source_id, row.uuid);
  }
  return uuids;
}

/** Points every synced cluster at its source parent (null for a root). */
async function setParents(tx: Queryable, clusters: SourceCluster[], uuids: Map<string, string>) {
  for (const chunk of chunks(clusters)) {
    const children = chunk.map((cluster) => uuids.get(cluster.id) ?? null);
    const parents = chunk.map((cluster) => (cluster.parentId === null ? null : (uuids.get(cluster.parentId) ?? null)));
    await sql`update visibility_element as e set parent_uuid = v.parent
      from unnest(${children}::uuid[], ${parents}::uuid[]) as v(child, parent)
      where e.uuid = v.child and e.parent_uuid is distinct from v.parent`.execute(tx.kysely);
  }
}

interface Holding {
  profile: string;
  primary: string | null;
  defaultGroup: string | null;
  elements: { uuid: string; kind: VisibilityKind; name: string }[];
}

/**
 * Elements of the synced kinds that the source no longer lists have vanished. Each is taken out
 * of every profile and deleted, and no profile is left without visibility:
 * - a profile whose primary vanished gets the first of its remaining selected clusters by name
 *   as primary; with none left but a network group, no primary; with neither, the vanished
 *   primary stays as a retired cluster (kept as its primary, offered to nobody);
 * - a profile without a primary whose network groups all vanished keeps them, retired;
 * - a vanished default cluster group is no longer the default.
 * Every profile that changed moves to a new version. A retired element that the source lists
 * again comes back; one that no profile needs any more is deleted.
 */
async function settleVanished(tx: Queryable, kinds: VisibilityKind[], kept: Set<string>) {
  const vanished = (await tx.kysely.selectFrom('visibility_element').select('uuid').where('kind', 'in', kinds).execute())
    .map((row) => row.uuid)
    .filter((uuid) => !kept.has(uuid));
  if (vanished.length === 0) return;
  const gone = new Set(vanished);
  const retire = new Set<string>();
  for (const holding of await holdingsOf(tx, vanished)) {
    const remaining = holding.elements.filter((element) => !gone.has(element.uuid));
    const clusters = remaining.filter((element) => element.kind === 'cluster').sort((a, b) => a.name.localeCompare(b.name) || a.uuid.localeCompare(b.uuid));
    const networkGroups = remaining.filter((element) => element.kind === 'networkGroup');
    let primary = holding.primary;
    if (primary && gone.has(primary)) {
      if (clusters.length > 0) primary = clusters[0].uuid;
      else if (networkGroups.length > 0) primary = null;
      else retire.add(primary);
    } else if (!primary && networkGroups.length === 0) {
      for (const element of holding.elements) if (element.kind === 'networkGroup' && gone.has(element.uuid)) retire.add(element.uuid);
    }
    await tx.kysely
      .updateTable('visibility_profile')
      .set((eb) => ({
        primary_cluster_uuid: primary,
        default_cluster_group_uuid: holding.defaultGroup && gone.has(holding.defaultGroup) ? null : holding.defaultGroup,
        version: eb('version', '+', 1),
      }))
      .where('uuid', '=', holding.profile)
      .execute();
  }
  if (retire.size > 0) {
    await tx.kysely.updateTable('visibility_element').set({ retired: true, parent_uuid: null }).where('uuid', 'in', [...retire]).execute();
  }
  const doomed = vanished.filter((uuid) => !retire.has(uuid));
  // Deleting an element takes it out of every profile (visibility_profile_element cascades).
  for (const chunk of chunks(doomed)) await tx.kysely.deleteFrom('visibility_element').where('uuid', 'in', chunk).execute();
}

/** The profiles that hold any of the elements (selected, as primary or as default group), with all they hold. */
async function holdingsOf(tx: Queryable, elements: string[]): Promise<Holding[]> {
  const holdings: Holding[] = [];
  const seen = new Set<string>();
  for (const chunk of chunks(elements)) {
    const profiles = await tx.kysely
      .selectFrom('visibility_profile as v')
      .select(['v.uuid', 'v.primary_cluster_uuid', 'v.default_cluster_group_uuid'])
      .where((eb) =>
        eb.or([
          eb('v.primary_cluster_uuid', 'in', chunk),
          eb('v.default_cluster_group_uuid', 'in', chunk),
          eb.exists(eb.selectFrom('visibility_profile_element as ve').select('ve.profile_uuid').whereRef('ve.profile_uuid', '=', 'v.uuid').where('ve.element_uuid', 'in', chunk)),
        ]),
      )
      .execute();
    for (const profile of profiles) {
      if (seen.has(profile.uuid)) continue;
      seen.add(profile.uuid);
      const elementsHeld = await tx.kysely
        .selectFrom('visibility_profile_element as ve')
        .innerJoin('visibility_element as e', 'e.uuid', 've.element_uuid')
        .select(['e.uuid', 'e.kind', 'e.name'])
        .where('ve.profile_uuid', '=', profile.uuid)
        .execute();
      holdings.push({ profile: profile.uuid, primary: profile.primary_cluster_uuid, defaultGroup: profile.default_cluster_group_uuid, elements: elementsHeld });
    }
  }
  return holdings;
}

/**
 * Locations: upserted by source id (a row without one is adopted by name); a location the source
 * no longer lists is deleted first, and its users lose it (each moves to a new version).
 */
async function syncLocations(tx: Queryable, items: SourceLocation[]) {
  const existing = await tx.kysely.selectFrom('location').select(['uuid', 'name', 'source_id']).execute();
  const adopted = adoptions(existing, items);
  const ids = new Set(items.map((item) => item.id));
  const adoptedUuids = new Set(adopted.map((a) => a.uuid));
  const vanished = existing.filter((row) => !adoptedUuids.has(row.uuid) && (row.source_id === null || !ids.has(row.source_id))).map((row) => row.uuid);
  for (const chunk of chunks(vanished)) {
    await tx.kysely
      .updateTable('app_user')
      .set((eb) => ({ location_uuid: null, version: eb('version', '+', 1) }))
      .where('location_uuid', 'in', chunk)
      .execute();
    await tx.kysely.deleteFrom('location').where('uuid', 'in', chunk).execute();
  }
  for (const { uuid, id } of adopted) await tx.kysely.updateTable('location').set({ source_id: id }).where('uuid', '=', uuid).execute();
  for (const chunk of chunks(items)) {
    await tx.kysely
      .insertInto('location')
      .values(chunk.map((item) => ({ name: item.name, latitude: item.latitude, longitude: item.longitude, source_id: item.id })))
      .onConflict((oc) =>
        oc.column('source_id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), latitude: eb.ref('excluded.latitude'), longitude: eb.ref('excluded.longitude') })),
      )
      .execute();
  }
}

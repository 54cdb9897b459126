// The cluster tree's logic, free of React: an index built once per tree (pre-order positions, so a
// node's descendants are one contiguous range), selection with descendants, selected-descendant
// counts, the name filter and the rows to render.

export interface TreeInput {
  uuid: string;
  name: string;
  children?: readonly TreeInput[];
}

export interface ClusterIndex {
  /** Nodes in pre-order; a node's descendants follow it up to its subtree's end. */
  readonly uuids: readonly string[];
  readonly names: readonly string[];
  /** Lower-case names, for the filter. */
  readonly lowerNames: readonly string[];
  /** Level of each node, 1 for a root. */
  readonly levels: readonly number[];
  /** Position of the parent, -1 for a root. */
  readonly parents: readonly number[];
  /** Position after the last descendant. */
  readonly ends: readonly number[];
  readonly positionOf: ReadonlyMap<string, number>;
}

/** Indexes a tree (iteratively: deep trees do not overflow the stack). */
export function indexClusterTree(roots: readonly TreeInput[]): ClusterIndex {
  const uuids: string[] = [];
  const names: string[] = [];
  const lowerNames: string[] = [];
  const levels: number[] = [];
  const parents: number[] = [];
  const ends: number[] = [];
  const positionOf = new Map<string, number>();
  // Each stack entry is a node to visit or, with exit set, the end of a visited node's subtree.
  const stack: { node?: TreeInput; parent: number; level: number; exit?: number }[] = [];
  for (let i = roots.length - 1; i >= 0; i--) stack.push({ node: roots[i], parent: -1, level: 1 });
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if (entry.exit !== undefined) {
      ends[entry.exit] = uuids.length;
      continue;
    }
    const node = entry.node!;
    if (positionOf.has(node.uuid)) continue;
    const position = uuids.length;
    uuids.push(node.uuid);
    names.push(node.name);
    lowerNames.push(node.name.toLowerCase());
    levels.push(entry.level);
    parents.push(entry.parent);
    ends.push(position + 1);
    positionOf.set(node.uuid, position);
    stack.push({ parent: entry.parent, level: entry.level, exit: position });
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], parent: position, level: entry.level + 1 });
  }
  return { uuids, names, lowerNames, levels, parents, ends, positionOf };
}

/** The uuids of a node's descendants (not the node itself). */
export function descendantsOf(index: ClusterIndex, uuid: string): string[] {
  const position = index.positionOf.get(uuid);
  if (position === undefined) return [];
  return index.uuids.slice(position + 1, index.ends[position]);
}

/** Whether a node has children. */
export function hasChildren(index: ClusterIndex, position: number): boolean {
  return index.ends[position] > position + 1;
}

/** The selection with the node and all its descendants added. */
export function withSubtree(index: ClusterIndex, selected: readonly string[], uuid: string): string[] {
  const set = new Set(selected);
  const next = [...selected];
  for (const id of [uuid, ...descendantsOf(index, uuid)]) {
    if (!set.has(id)) {
      set.add(id);
      next.push(id);
    }
  }
  return next;
}

/** The selection without the node and its descendants. */
export function withoutSubtree(index: ClusterIndex, selected: readonly string[], uuid: string): string[] {
  const removed = new Set([uuid, ...descendantsOf(index, uuid)]);
  return selected.filter((id) => !removed.has(id));
}

export type ClusterClick =
  | { kind: 'added'; selected: string[]; primary: string; children: number }
  | { kind: 'removed'; selected: string[]; children: number }
  | { kind: 'primaryKept' };

/**
 * SPEC section 4 "Cluster click": a click toggles the cluster and all its descendants. The first
 * cluster added becomes primary when there is none; the primary (alone or inside the subtree)
 * cannot be removed.
 */
export function clickCluster(index: ClusterIndex, selected: readonly string[], primary: string, uuid: string): ClusterClick {
  const children = descendantsOf(index, uuid).length;
  if (selected.includes(uuid)) {
    const removed = new Set([uuid, ...descendantsOf(index, uuid)]);
    if (primary && removed.has(primary)) return { kind: 'primaryKept' };
    return { kind: 'removed', selected: selected.filter((id) => !removed.has(id)), children };
  }
  return { kind: 'added', selected: withSubtree(index, selected, uuid), primary: primary || uuid, children };
}

/** Per position, how many of its descendants are selected (one pass from the end: children follow parents). */
export function selectedDescendantCounts(index: ClusterIndex, selected: ReadonlySet<string>): Int32Array {
  const counts = new Int32Array(index.uuids.length);
  for (let position = index.uuids.length - 1; position >= 0; position--) {
    const parent = index.parents[position];
    if (parent >= 0) counts[parent] += counts[position] + (selected.has(index.uuids[position]) ? 1 : 0);
  }
  return counts;
}

/**
 * Positions shown by a name filter: nodes whose name contains the text (any case) and their
 * ancestors; null when the filter is empty (everything shows).
 */
export function filterMatches(index: ClusterIndex, text: string): Uint8Array | null {
  const needle = text.trim().toLowerCase();
  if (!needle) return null;
  const shown = new Uint8Array(index.uuids.length);
  for (let position = 0; position < index.uuids.length; position++) {
    if (!index.lowerNames[position].includes(needle)) continue;
    for (let at = position; at >= 0 && !shown[at]; at = index.parents[at]) shown[at] = 1;
  }
  return shown;
}

/** SPEC section 9: nodes deeper than level 1 start collapsed, so the roots start expanded. */
export function initiallyExpanded(index: ClusterIndex): Set<string> {
  const expanded = new Set<string>();
  index.levels.forEach((level, position) => {
    if (level === 1) expanded.add(index.uuids[position]);
  });
  return expanded;
}

/**
 * The positions to render, in order: a collapsed node hides its subtree. While filtering, only
 * shown nodes appear and every shown node's path is open, so the matches are visible.
 */
export function visibleRows(index: ClusterIndex, expanded: ReadonlySet<string>, shown: Uint8Array | null): number[] {
  const rows: number[] = [];
  let position = 0;
  while (position < index.uuids.length) {
    if (shown && !shown[position]) {
      position = index.ends[position];
      continue;
    }
    rows.push(position);
    position = shown || expanded.has(index.uuids[position]) ? position + 1 : index.ends[position];
  }
  return rows;
}

/** SPEC section 9: indentation is 2 em per level plus 1 em. */
export const indentEm = (level: number) => 2 * level + 1;

/** Every cluster with its level, in tree order (the primary visibility dropdown's options). */
export function flatClusters(index: ClusterIndex): { uuid: string; name: string; level: number }[] {
  return index.uuids.map((uuid, position) => ({ uuid, name: index.names[position], level: index.levels[position] }));
}

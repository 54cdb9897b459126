import type { VisibilityKind } from '../../db/schema';

/** Each kind's list in the contract's VisibilityProfile and VisibilitySet. */
export const LISTS = {
  carrier: 'carriers',
  cluster: 'clusters',
  clusterGroup: 'clusterGroups',
  networkElementAttribute: 'neAttributes',
  networkGroup: 'networkGroups',
  venue: 'venues',
} as const satisfies Record<VisibilityKind, string>;

export type ListName = (typeof LISTS)[VisibilityKind];

export const VISIBILITY_KINDS: readonly VisibilityKind[] = ['carrier', 'cluster', 'clusterGroup', 'networkGroup', 'networkElementAttribute', 'venue'];

/** How a message names one element of a kind. */
export const KIND_LABELS: Record<VisibilityKind, string> = {
  carrier: 'a carrier',
  cluster: 'a cluster',
  clusterGroup: 'a cluster group',
  networkGroup: 'a network group',
  networkElementAttribute: 'a network element attribute',
  venue: 'a venue',
};

/**
 * The kinds the layout code offers (SPEC sections 2 and 6): NE attributes only with NEA, venues
 * only with VEN. A kind not offered is not synced, not shown and not written.
 */
export function offeredKinds(layoutCode: string): Set<VisibilityKind> {
  // "Includes", as the console reads the layout code.
  const code = layoutCode.toUpperCase();
  return new Set(VISIBILITY_KINDS.filter((kind) => (kind === 'networkElementAttribute' ? code.includes('NEA') : kind === 'venue' ? code.includes('VEN') : true)));
}

export const notOffered = (kind: VisibilityKind) =>
  kind === 'networkElementAttribute'
    ? 'Network element attributes are not offered: the layout code does not include NEA'
    : 'Venues are not offered: the layout code does not include VEN';

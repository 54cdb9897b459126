import type { paths } from '../contract/inventory.gen';
import type { VisibilityKind } from '../db/schema';

/**
 * The operator's network inventory as visibility sync reads it (openapi/inventory.yaml): every
 * element of a kind, each with the inventory's own stable id.
 */
export interface SourceElement {
  id: string;
  name: string;
}
export interface SourceCluster extends SourceElement {
  parentId: string | null;
}
export interface SourceLocation extends SourceElement {
  latitude: number | null;
  longitude: number | null;
}

/** What a sync can read: the six visibility kinds and the locations. */
export type InventoryKind = VisibilityKind | 'location';

export interface Inventory {
  /** Carriers, cluster groups, network groups, NE attributes or venues. */
  elements(kind: Exclude<VisibilityKind, 'cluster'>): Promise<SourceElement[]>;
  clusters(): Promise<SourceCluster[]>;
  locations(): Promise<SourceLocation[]>;
}

export const INVENTORY_KINDS: readonly InventoryKind[] = ['carrier', 'cluster', 'clusterGroup', 'networkGroup', 'networkElementAttribute', 'venue', 'location'];

/** The path of each kind under INVENTORY_URL. */
export const INVENTORY_PATHS = {
  carrier: '/carriers',
  cluster: '/clusters',
  clusterGroup: '/cluster-groups',
  networkGroup: '/network-groups',
  networkElementAttribute: '/network-element-attributes',
  venue: '/venues',
  location: '/locations',
} as const satisfies Record<InventoryKind, keyof paths>;

/**
 * Why a read failed, as the console's sync messages tell it apart (SPEC section 8 "Visibility
 * sync"): `timeout` (504), `unauthorized` (401: the inventory refused the credentials),
 * `noResponse` (444: connection refused, reset or closed) and `failed` (502: an error status
 * or an answer that does not follow the contract).
 */
export type InventoryFailure = 'timeout' | 'unauthorized' | 'noResponse' | 'failed';

export class InventoryError extends Error {
  constructor(
    readonly reason: InventoryFailure,
    message: string,
  ) {
    super(message);
  }
}

import type { InventorySettings } from '../config';
import type { VisibilityKind } from '../db/schema';
import { basicAuthorization } from '../connectors/connectorAuth';
import { fetchWithinOrigin, OutboundRefused } from '../connectors/outboundTarget';
import { INVENTORY_PATHS, InventoryError, type Inventory, type InventoryKind, type SourceCluster, type SourceElement, type SourceLocation } from './inventory';
import { timedOutboundCall } from '../ops/outboundCall';
import { parseClusters, parseElements, parseLocations } from './parseInventory';

/** openapi/inventory.yaml over HTTP with Node's fetch: HTTP_BASIC or BEARER, one timeout per call. */
export class HttpInventory implements Inventory {
  constructor(
    private readonly settings: InventorySettings,
    /** ALLOW_LINK_LOCAL_TARGETS (connectors/outboundTarget.ts). */
    private readonly allowLinkLocal = false,
  ) {}

  async elements(kind: Exclude<VisibilityKind, 'cluster'>): Promise<SourceElement[]> {
    return this.items(parseElements(await this.get(kind), INVENTORY_PATHS[kind]));
  }

  async clusters(): Promise<SourceCluster[]> {
    return this.items(parseClusters(await this.get('cluster')));
  }

  async locations(): Promise<SourceLocation[]> {
    return this.items(parseLocations(await this.get('location')));
  }

  private items<T>(parsed: { items: T[] } | { problem: string }): T[] {
    if ('problem' in parsed) throw new InventoryError('failed', `The network inventory's answer does not follow its contract: ${parsed.problem}`);
    return parsed.items;
  }

  private authorization(): string {
    const { authType, username, password, token } = this.settings;
    return authType === 'BEARER' ? `Bearer ${token}` : basicAuthorization(username, password);
  }

  private async get(kind: InventoryKind): Promise<unknown> {
    const path = INVENTORY_PATHS[kind];
    const { timeoutMs } = this.settings;
    // The timeout covers the whole call, the body included.
    const signal = AbortSignal.timeout(timeoutMs);
    return timedOutboundCall({ target: 'inventory', operation: `GET ${path}` }, () => signal.aborted, () => this.read(path, signal));
  }

  private async read(path: string, signal: AbortSignal): Promise<unknown> {
    const { url, timeoutMs } = this.settings;
    try {
      const response = await fetchWithinOrigin(`${url}${path}`, { headers: { accept: 'application/json', authorization: this.authorization() }, signal }, this.allowLinkLocal);
      if (response.status === 401 || response.status === 403) {
        throw new InventoryError('unauthorized', `The network inventory refused the configured credentials (GET ${path} answered ${response.status})`);
      }
      if (!response.ok) throw new InventoryError('failed', `The network inventory answered GET ${path} with ${response.status}`);
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new InventoryError('failed', `The network inventory answered GET ${path} with something that is not JSON`);
      }
    } catch (error) {
      if (error instanceof InventoryError) throw error;
      if (error instanceof OutboundRefused) throw new InventoryError('failed', `The network inventory cannot be read: ${error.message}`);
      if (signal.aborted) throw new InventoryError('timeout', `The network inventory did not answer GET ${path} within ${timeoutMs} ms`);
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new InventoryError('noResponse', `No response from the network inventory for GET ${path}${cause}`);
    }
  }
}

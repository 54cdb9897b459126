import Fastify from 'fastify';
import { DEMO_INVENTORY_CREDENTIALS } from '../config';
import { basicAuthorization } from '../connectors/connectorAuth';
import { INVENTORY_KINDS, INVENTORY_PATHS, type InventoryKind, type SourceCluster, type SourceElement, type SourceLocation } from './inventory';
import { peerOperations } from '../contract/peerContracts';
import { demoCarriers, demoClusterGroups, demoClusters, demoLocations, demoNeAttributes, demoNetworkGroups, demoVenues } from './demoInventoryData';

/** What the demo inventory lists, by kind; tests may change it between syncs. */
export interface DemoInventoryData {
  carrier: SourceElement[];
  cluster: SourceCluster[];
  clusterGroup: SourceElement[];
  networkGroup: SourceElement[];
  networkElementAttribute: SourceElement[];
  venue: SourceElement[];
  location: SourceLocation[];
}

export interface DemoInventory {
  /** INVENTORY_URL of this inventory: `http://host:port/inventory`. */
  url: string;
  data: DemoInventoryData;
  close(): Promise<void>;
}

export function demoInventoryData(): DemoInventoryData {
  return {
    carrier: demoCarriers(),
    cluster: demoClusters(),
    clusterGroup: demoClusterGroups(),
    networkGroup: demoNetworkGroups(),
    networkElementAttribute: demoNeAttributes(),
    venue: demoVenues(),
    location: demoLocations(),
  };
}

/**
 * The demo network inventory (openapi/inventory.yaml) under `/inventory` on one port, with
 * HTTP Basic authentication by DEMO_INVENTORY_CREDENTIALS. `npm start` runs it in the server's
 * process (server/main.ts) so visibility sync works on a fresh machine.
 */
export async function startDemoInventory(options: { port: number; host?: string; data?: DemoInventoryData }): Promise<DemoInventory> {
  const data = options.data ?? demoInventoryData();
  const expected = basicAuthorization(DEMO_INVENTORY_CREDENTIALS.username, DEMO_INVENTORY_CREDENTIALS.password);
  const server = Fastify({ logger: false });
  server.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== expected) return reply.code(401).send({ message: 'Missing or wrong credentials' });
  });
  // The routes of openapi/inventory.yaml, each listing its kind.
  const kindAt = new Map<string, InventoryKind>(INVENTORY_KINDS.map((kind) => [INVENTORY_PATHS[kind], kind]));
  for (const operation of peerOperations('inventory')) {
    const kind = kindAt.get(operation.url);
    if (!kind) throw new Error(`openapi/inventory.yaml has ${operation.url}, which the inventory does not read`);
    server.route({ method: operation.method, url: `/inventory${operation.url}`, handler: async () => data[kind] });
  }
  await server.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://${options.host ?? '127.0.0.1'}:${port}/inventory`, data, close: () => server.close() };
}

import { loadConfig } from './config';
import { buildApp } from './app';
import { DEMO_ADMINS } from './demo/seed';
import { startDemoApps } from './demoApps/demoAppServer';
import { startDemoInventory } from './inventory/demoInventoryServer';
import { startBanner } from './startBanner';
import { collectProcessMetrics } from './ops/metrics';

/** The server process: config from the environment, listen, and shut down cleanly on a signal. */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  collectProcessMetrics();
  // The demo applications the seed points at, in this process unless DEMO_APPS=false.
  const demoAppsAt = new URL(config.demoAppsUrl);
  const demoApps = config.startDemoApps ? await startDemoApps({ port: Number(demoAppsAt.port), host: demoAppsAt.hostname }) : null;
  // The demo network inventory that visibility sync reads while INVENTORY_URL is unset.
  const inventoryAt = new URL(config.inventory.url);
  const demoInventory = config.startDemoInventory ? await startDemoInventory({ port: Number(inventoryAt.port), host: inventoryAt.hostname }) : null;
  const app = await buildApp(config);
  if (demoApps) app.addHook('onClose', () => demoApps.close());
  if (demoInventory) app.addHook('onClose', () => demoInventory.close());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `userprofile console ready in ${Date.now() - started} ms at ${config.publicUrl}/userprofile/ ` +
      `(database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
  );
  // Printed whatever LOG_LEVEL says: the address to open is the first thing a new admin needs.
  process.stdout.write(startBanner(config));
  if (demoApps) app.log.info(`demo applications at ${demoApps.url}/apps/`);
  if (demoInventory) app.log.info(`demo network inventory at ${demoInventory.url}/`);
  if (config.seedDemo) {
    app.log.info(`demo admins ${DEMO_ADMINS.map((a) => a.username).join(', ')} with password ${config.demoPassword}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then closing the database`);
    // close() stops accepting, waits for requests in flight, then runs onClose (the database).
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('userprofile server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

import { join } from 'node:path';
import { CALENDAR_CACHE_FILE } from '@hotel/infra/backup/layout';
import { createAuthServices } from '@hotel/infra/auth/services';
import { ConfigError, loadConfig } from '@hotel/infra/config';
import { tuneScavenges } from '@hotel/infra/gc';
import { createLogger } from '@hotel/infra/logging';
import { startMetrics } from '@hotel/infra/metrics/endpoint';
import { uiDistOf } from '@hotel/infra/paths';
import { openBlobStores, openEventStore, openReadStore } from '@hotel/infra/stores';
import { createProjectionApp } from './app';
import { projections } from './projections';
import { ProjectionHost } from './runtime/host';
import { warmUpAfterCatchUp } from './warm-up';

/** The projection runner and query API alone (`npm run start:projection`). */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'projection-service');
  logger.info({ scavenges: tuneScavenges(config.GC_SCAVENGE) }, 'young generation');
  const eventStore = await openEventStore(config);
  const readStore = await openReadStore(config);
  const blobStores = await openBlobStores(config);
  const host = new ProjectionHost({
    eventStore,
    readStore,
    logger,
    projections,
    instanceId: config.instanceId,
    leaseTtlMs: config.PROJECTION_LEASE_TTL_MS,
  });
  host.start();
  const tokens = createAuthServices(config, logger).tokens;
  // Until the warm-up (below) is done, /readyz says "starting".
  let warming = config.WARM_UP;
  const app = createProjectionApp({
    eventStore,
    readStore,
    host,
    logger,
    readYourWritesTimeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS,
    readyMaxLagEvents: config.READY_MAX_LAG_EVENTS,
    tokens,
    warmingUp: () => warming,
    blobStore: blobStores.blobs,
    thumbnailCache: blobStores.thumbnails,
    calendarCacheFile: join(config.dataDir, CALENDAR_CACHE_FILE),
    operatorEmails: config.OPERATOR_EMAILS,
    ...(config.SERVE_UI ? { uiDist: uiDistOf(import.meta.url) } : {}),
  });
  // METRICS_PORT: /metrics on a listener of its own, with each projection's lag.
  const metricsEndpoint = await startMetrics(config, logger, { projections: { host, eventStore } });
  const server = app.listen(config.PORT, config.HOST, () => {
    logger.info(
      { port: config.PORT, eventStore: eventStore.kind, readStore: readStore.kind },
      'projection service listening',
    );
    if (warming) {
      const address = server.address();
      void warmUpAfterCatchUp({ address, eventStore, host, readStore, tokens, logger }).finally(
        () => {
          warming = false;
        },
      );
    }
  });
  const shutdown = async () => {
    server.closeAllConnections();
    server.close();
    await metricsEndpoint?.close();
    await host.stop();
    await eventStore.close();
    await readStore.close();
    await blobStores.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createAuthServices } from '@hotel/infra/auth/services';
import { createCompanyRegistry } from '@hotel/infra/company-registry/create';
import { ConfigError, loadConfig } from '@hotel/infra/config';
import { tuneScavenges } from '@hotel/infra/gc';
import { WriteProbe } from '@hotel/infra/event-store/write-probe';
import { createLogger } from '@hotel/infra/logging';
import { startMetrics } from '@hotel/infra/metrics/endpoint';
import { projectRoot, uiDistOf } from '@hotel/infra/paths';
import { openBlobStores, openEventStore, openReadStore } from '@hotel/infra/stores';
import { warmUpAfterCatchUp } from '@hotel/projection-service/warm-up';
import { composeApp } from './app';
import { demoBanner, seedDemo } from './demo-seed';

const root = projectRoot(import.meta.url);
const uiDist = uiDistOf(import.meta.url);

const main = async (): Promise<void> => {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  logger.info({ scavenges: tuneScavenges(config.GC_SCAVENGE) }, 'young generation');
  if (config.SERVE_UI && !existsSync(join(uiDist, 'index.html'))) {
    logger.info('building the UI (first start)');
    execFileSync('npm', ['run', 'build', '-w', 'ui'], { cwd: root, stdio: 'inherit' });
  }
  const eventStore = await openEventStore(config);
  const readStore = await openReadStore(config);
  const blobStores = await openBlobStores(config);
  const probe = new WriteProbe(eventStore, logger, { instance: config.instanceId });
  void probe.run();
  const auth = createAuthServices(config, logger);
  // Until the warm-up (below) is done, /readyz says "starting".
  let warming = config.WARM_UP;
  const composed = composeApp({
    blobStores,
    storeWritable: () => probe.writable,
    warmingUp: () => warming,
    projectionsInWorker: config.PROJECTIONS_IN_WORKER,
    config: { ...config, ...(config.TRUST_PROXY ? { trustProxy: config.TRUST_PROXY } : {}) },
    eventStore,
    readStore,
    logger,
    auth,
    uiDist,
    properties: {
      needsApproval: config.PROPERTY_APPROVAL,
      operatorEmails: config.OPERATOR_EMAILS,
      companyRegistry: createCompanyRegistry(config, logger),
    },
  });
  // METRICS_PORT (off unless set): /metrics on a listener of its own, never on PORT.
  const metricsEndpoint = await startMetrics(config, logger, {
    projections: { host: composed.host, eventStore },
    mail: true,
  });
  // The projections run while the demo is seeded (on a second core, in their worker), so
  // they have little left to catch up once it is; the night audit starts after it.
  const demo = config.DEMO_SEED
    ? await seedDemo({
        eventStore,
        logger,
        publicUrl: config.publicUrl,
        blobStore: blobStores.blobs,
        storeWritable: () => probe.writable,
        quiet: true,
      }).catch((error: unknown) => {
        // The product starts without its demo rather than not at all; the next start goes on
        // with the seed from where it stopped.
        logger.error({ err: error }, 'the demo hotel could not be seeded');
        return null;
      })
    : null;
  if (demo?.outcome === 'seeded') {
    // Its read models are complete before anyone can log in to look at them.
    const head = await eventStore.headPosition();
    if (head !== undefined) await composed.host.waitForPosition(head, 120_000);
  }
  composed.startNightAudit(config.NIGHT_AUDIT_CHECK_MS);
  composed.startCalendarImports(config);
  composed.startAriDispatcher(config);
  const server: Server = composed.app.listen(config.PORT, config.HOST, () => {
    // The port bound (PORT=0 takes one the system gives).
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info(
      {
        port,
        dataDir: config.EVENTSTORE_URL && config.MONGODB_URL ? undefined : config.dataDir,
        eventStore: eventStore.kind,
        readStore: readStore.kind,
      },
      `hotel PMS listening on http://localhost:${port}`,
    );
    if (demo && demo.outcome !== 'skipped') console.warn(demoBanner(demo, config.publicUrl));
    if (warming) {
      void warmUpAfterCatchUp({
        address,
        eventStore,
        host: composed.host,
        readStore,
        tokens: auth.tokens,
        logger,
      }).finally(() => {
        warming = false;
      });
    }
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    probe.stop();
    server.closeAllConnections();
    server.close();
    await metricsEndpoint?.close();
    await composed.stop();
    await eventStore.close();
    await readStore.close();
    await blobStores.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

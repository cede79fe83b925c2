import { createAuthServices } from '@hotel/infra/auth/services';
import { createCompanyRegistry } from '@hotel/infra/company-registry/create';
import { ConfigError, loadConfig } from '@hotel/infra/config';
import { tuneScavenges } from '@hotel/infra/gc';
import { WriteProbe } from '@hotel/infra/event-store/write-probe';
import { createLogger } from '@hotel/infra/logging';
import { startMetrics } from '@hotel/infra/metrics/endpoint';
import { openBlobStores, openEventStore, openReadStore } from '@hotel/infra/stores';
import { readStoreDocuments } from '@hotel/projection-service/documents/render/index';
import { projections } from '@hotel/projection-service/projections';
import { checkpointWait } from '@hotel/projection-service/runtime/checkpoint-wait';
import { createCommandApp } from './app';
import { calendarImportsFromConfig } from './channels/calendar-import-config';
import { ariDispatcherFromConfig } from './channels/ari-config';
import { createNightAuditScheduler } from './night-audit/scheduler';
import { createCommandPipeline } from './pipeline/handle-command';

/**
 * The command service alone (`npm run start:command`): stateless, so any number can run side
 * by side — optimistic concurrency on every append keeps them safe.
 */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'command-service');
  logger.info({ scavenges: tuneScavenges(config.GC_SCAVENGE) }, 'young generation');
  const eventStore = await openEventStore(config);
  const auth = createAuthServices(config, logger);
  const blobStores = await openBlobStores(config);
  // Read only, for the documents it mails (POST /send/email): the projection service writes
  // the read store; read-your-writes waits for its checkpoints.
  const readStore = await openReadStore(config);
  const probe = new WriteProbe(eventStore, logger, { instance: config.instanceId });
  void probe.run();
  const pipeline = createCommandPipeline({ eventStore });
  const scheduler =
    config.NIGHT_AUDIT_CHECK_MS > 0
      ? createNightAuditScheduler({ pipeline, logger, intervalMs: config.NIGHT_AUDIT_CHECK_MS })
      : null;
  // Every instance fetches the booking sites' calendars; each fetch is recorded once.
  const calendarImports = calendarImportsFromConfig(config, pipeline, logger);
  // Every instance pushes availability and rates to the channels; each message is sent once.
  const ariDispatcher = ariDispatcherFromConfig(config, pipeline, eventStore, logger);
  const app = createCommandApp({
    pipeline,
    eventStore,
    logger,
    auth,
    publicUrl: config.publicUrl,
    blobStore: blobStores.blobs,
    storeWritable: () => probe.writable,
    documents: readStoreDocuments(readStore, {
      waitForPosition: checkpointWait(
        readStore,
        projections.map((p) => p.name),
        { timeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS },
      ),
      images: blobStores.blobs,
      logger,
    }),
    properties: {
      needsApproval: config.PROPERTY_APPROVAL,
      operatorEmails: config.OPERATOR_EMAILS,
      companyRegistry: createCompanyRegistry(config, logger),
    },
  });
  if (config.TRUST_PROXY) app.set('trust proxy', config.TRUST_PROXY);
  // METRICS_PORT: /metrics on a listener of its own (this service sends the mail).
  const metricsEndpoint = await startMetrics(config, logger, { mail: true });
  const server = app.listen(config.PORT, config.HOST, () =>
    logger.info({ port: config.PORT, eventStore: eventStore.kind }, 'command service listening'),
  );
  const shutdown = () => {
    probe.stop();
    scheduler?.stop();
    calendarImports?.stop();
    ariDispatcher?.stop();
    server.close();
    void metricsEndpoint?.close();
    void Promise.all([eventStore.close(), blobStores.close(), readStore.close()]).then(() =>
      process.exit(0),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

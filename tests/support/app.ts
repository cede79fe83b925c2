import { join } from 'node:path';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { createAuthServices } from '@hotel/infra/auth/services';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { PropertyOptions } from '@hotel/command-service/property/options';
import type { PublicRateLimits } from '@hotel/infra/http/rate-limit';
import express from 'express';
import { createCommandApi } from '@hotel/command-service/app';
import { openFolderBlobStores } from '@hotel/infra/blob-store/folder';
import { composeApp } from '../../scripts/app';
import { tempDir } from './temp-dir';

/** The composed app (commands, projections, queries) on embedded stores in a temp folder. */
export const startTestApp = (
  options: {
    readYourWritesTimeoutMs?: number;
    properties?: PropertyOptions;
    publicRateLimits?: PublicRateLimits;
    now?: () => Date;
    /** Run the projections in a worker thread, as `npm start` does (default: in this one). */
    projectionsInWorker?: boolean;
    /** Run on this DATA_DIR (a restored backup, say), kept on close; default a new temp one. */
    dataDir?: string;
    /** Whether a start's warm-up still runs (/readyz says "starting" while it does). */
    warmingUp?: () => boolean;
  } = {},
) => {
  const dir = options.dataDir ? { path: options.dataDir, remove: () => undefined } : tempDir('api');
  const eventStore = new SqliteEventStore({ path: join(dir.path, 'events.sqlite') });
  const readStore = new EmbeddedReadStore({ path: join(dir.path, 'read-models.sqlite') });
  const logger = createLogger('silent');
  const auth = createAuthServices(
    { dataDir: dir.path, MAIL_FROM: 'Hotel PMS <no-reply@hotel.test>' },
    logger,
  );
  const composed = composeApp({
    config: {
      READ_YOUR_WRITES_TIMEOUT_MS: options.readYourWritesTimeoutMs ?? 2000,
      READY_MAX_LAG_EVENTS: 1000,
      SERVE_UI: false,
      publicUrl: 'http://hotel.test',
      dataDir: dir.path,
    },
    auth,
    eventStore,
    readStore,
    logger,
    ...(options.properties ? { properties: options.properties } : {}),
    ...(options.publicRateLimits ? { publicRateLimits: options.publicRateLimits } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.projectionsInWorker ? { projectionsInWorker: true } : {}),
    ...(options.warmingUp ? { warmingUp: options.warmingUp } : {}),
  });
  return {
    app: composed.app,
    /**
     * Another command-service instance on the same event store (its own pipeline: its own
     * lock and cache), as when several run side by side behind a load balancer.
     */
    secondCommandInstance: () => {
      const second = express();
      second.use(
        '/api',
        createCommandApi({
          eventStore,
          logger,
          auth,
          publicUrl: 'http://hotel.test',
          blobStore: openFolderBlobStores(dir.path).blobs,
          ...(options.publicRateLimits ? { publicRateLimits: options.publicRateLimits } : {}),
          ...(options.now ? { now: options.now } : {}),
        }),
      );
      return second;
    },
    host: composed.host,
    /** The tokens the app issues and verifies. */
    tokens: auth.tokens,
    routes: composed.routes,
    apis: composed.apis,
    eventStore,
    readStore,
    dataDir: dir.path,
    close: async () => {
      await composed.stop();
      await eventStore.close();
      await readStore.close();
      dir.remove();
    },
  };
};

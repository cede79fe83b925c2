import express, {
  type Express,
  type NextFunction,
  type Request,
  type Response,
  type Router,
} from 'express';
import { join } from 'node:path';
import { CALENDAR_CACHE_FILE } from '@hotel/infra/backup/layout';
import { createCommandApi } from '@hotel/command-service/app';
import { createNightAuditScheduler } from '@hotel/command-service/night-audit/scheduler';
import { calendarImportsFromConfig } from '@hotel/command-service/channels/calendar-import-config';
import type { CalendarImportScheduler } from '@hotel/command-service/channels/calendar-import-scheduler';
import { ariDispatcherFromConfig } from '@hotel/command-service/channels/ari-config';
import type { AriDispatcher } from '@hotel/command-service/channels/ari-dispatcher';
import { createCommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import type { PropertyOptions } from '@hotel/command-service/property/options';
import type { AuthServices } from '@hotel/infra/auth/services';
import { openFolderBlobStores } from '@hotel/infra/blob-store/folder';
import type { BlobStore } from '@hotel/infra/blob-store/port';
import type { RegisteredRoute } from '@hotel/infra/http/route-policy';
import type { PublicRateLimits } from '@hotel/infra/http/rate-limit';
import type { Config } from '@hotel/infra/config';
import { requestLog } from '@hotel/infra/http/request-log';
import { serveUi } from '@hotel/infra/http/serve-ui';
import { apiDocs } from '@hotel/infra/http/api-docs';
import { buildOpenApi } from '@hotel/infra/http/openapi';
import { apiInfo } from './openapi-document';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { createQueryApi, readinessHandler } from '@hotel/projection-service/app';
import { CALENDAR_FEED_PATH } from '@hotel/projection-service/channels/calendar-export-routes';
import { readStoreDocuments } from '@hotel/projection-service/documents/render/index';
import { projections } from '@hotel/projection-service/projections';
import { ProjectionHost, type ProjectionHostPort } from '@hotel/projection-service/runtime/host';
import { ProjectionWorkerHost } from '@hotel/projection-service/runtime/worker-host';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';

export interface ComposedApp {
  readonly app: Express;
  /** Every API route with its access policy. */
  readonly routes: readonly RegisteredRoute[];
  /** The two API routers (to check that every route in them has a policy). */
  readonly apis: { readonly command: Router; readonly query: Router };
  readonly host: ProjectionHostPort;
  /**
   * Starts the automatic night audit later than the composition (`npm start` starts it once
   * the demo is seeded); nothing when it runs already or `intervalMs` is 0.
   */
  readonly startNightAudit: (intervalMs: number) => void;
  /** Starts fetching the booking sites' calendars (none when the interval is 0; once). */
  readonly startCalendarImports: (config: Parameters<typeof calendarImportsFromConfig>[0]) => void;
  readonly startAriDispatcher: (config: Parameters<typeof ariDispatcherFromConfig>[0]) => void;
  readonly stop: () => Promise<void>;
}

export interface ComposeOptions {
  readonly config: Pick<
    Config,
    'READ_YOUR_WRITES_TIMEOUT_MS' | 'READY_MAX_LAG_EVENTS' | 'SERVE_UI' | 'publicUrl' | 'dataDir'
  > & { readonly instanceId?: string; readonly trustProxy?: string };
  readonly auth: AuthServices;
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly logger: Logger;
  readonly now?: () => Date;
  /** Folder of the built UI (served with a single-page-app fallback). */
  readonly uiDist?: string;
  /** PROPERTY_APPROVAL, OPERATOR_EMAILS, the company registry (default: none of them). */
  readonly properties?: PropertyOptions;
  /** How often one client may call the public online booking endpoints (default: 120 reads a minute, 5 requests per 10 minutes). */
  readonly publicRateLimits?: PublicRateLimits;
  /** Uploads and their resized copies (default: DATA_DIR/blobs and DATA_DIR/blobs-cache). */
  readonly blobStores?: { readonly blobs: BlobStore; readonly thumbnails: BlobStore };
  /** Whether the event store has accepted a write yet (/readyz says "starting" until then). */
  readonly storeWritable?: () => boolean;
  /** Whether the start's warm-up still runs (/readyz says "starting" until it is done). */
  readonly warmingUp?: () => boolean;
  /** How often the automatic night audit looks for due properties (0 or unset: never). */
  readonly nightAuditCheckMs?: number;
  /**
   * Run the projections in a worker thread (on the embedded stores only; with KurrentDB and
   * MongoDB they run in this thread, or as their own service). Default: in this thread.
   */
  readonly projectionsInWorker?: boolean;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * One process, one port: the command API (writes), the projection runner and query API
 * (reads) and the built UI. Under /api, GET/HEAD go to the query side and every other method
 * to the command side, as a gateway in front of separate services would route them.
 */
export const composeApp = (options: ComposeOptions): ComposedApp => {
  const { eventStore, readStore, logger, config } = options;
  const instance = config.instanceId ? { instanceId: config.instanceId } : {};
  const host: ProjectionHostPort =
    options.projectionsInWorker &&
    eventStore instanceof SqliteEventStore &&
    readStore instanceof EmbeddedReadStore &&
    eventStore.path !== ':memory:' &&
    readStore.path !== ':memory:'
      ? new ProjectionWorkerHost({
          eventStore,
          readStore,
          logger,
          projectionNames: projections.map((p) => p.name),
          ...instance,
        })
      : new ProjectionHost({ eventStore, readStore, logger, projections, ...instance });
  // Uploaded images and their resized copies (by default DATA_DIR/blobs and blobs-cache).
  const { blobs: blobStore, thumbnails: thumbnailCache } =
    options.blobStores ?? openFolderBlobStores(config.dataDir);
  const queryRoutes: RegisteredRoute[] = [];
  const commandRoutes: RegisteredRoute[] = [];
  const queryDeps = {
    eventStore,
    readStore,
    host,
    logger,
    readYourWritesTimeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS,
    readyMaxLagEvents: config.READY_MAX_LAG_EVENTS,
    tokens: options.auth.tokens,
    routeTable: queryRoutes,
    blobStore,
    thumbnailCache,
    calendarCacheFile: join(config.dataDir, CALENDAR_CACHE_FILE),
    ...(options.storeWritable ? { storeWritable: options.storeWritable } : {}),
    ...(options.warmingUp ? { warmingUp: options.warmingUp } : {}),
    ...(options.properties ? { operatorEmails: options.properties.operatorEmails } : {}),
    ...(options.publicRateLimits ? { publicRateLimits: options.publicRateLimits } : {}),
  };
  const queryApi = createQueryApi(queryDeps);
  const pipeline = createCommandPipeline({ eventStore });
  const nightAudit = (intervalMs: number) =>
    createNightAuditScheduler({
      pipeline,
      logger,
      intervalMs,
      ...(options.now ? { now: options.now } : {}),
    });
  let scheduler = options.nightAuditCheckMs ? nightAudit(options.nightAuditCheckMs) : null;
  // The booking sites' calendars (docs/channels.md), started by startCalendarImports.
  let calendarImports: CalendarImportScheduler | null = null;
  // The ARI push to the channels (docs/channels.md), started by startAriDispatcher.
  let ariDispatcher: AriDispatcher | null = null;
  const commandApi = createCommandApi({
    pipeline,
    eventStore,
    logger,
    auth: options.auth,
    publicUrl: config.publicUrl,
    routeTable: commandRoutes,
    blobStore,
    // Read-your-writes for the documents it mails, as for a query.
    documents: readStoreDocuments(readStore, {
      waitForPosition: (position) =>
        host.waitForPosition(position, config.READ_YOUR_WRITES_TIMEOUT_MS),
      images: blobStore,
      logger,
    }),
    ...(options.now ? { now: options.now } : {}),
    ...(options.properties ? { properties: options.properties } : {}),
    ...(options.publicRateLimits ? { publicRateLimits: options.publicRateLimits } : {}),
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', readinessHandler(queryDeps));
  // The API's contract, generated from every route registered below (with its policy and the
  // zod schemas it validates with), and a page to read it.
  app.use(
    '/api',
    apiDocs(() => buildOpenApi([...commandRoutes, ...queryRoutes], apiInfo)),
  );
  app.use('/api', (req: Request, res: Response, next: NextFunction) =>
    READ_METHODS.has(req.method) ? queryApi(req, res, next) : commandApi(req, res, next),
  );
  // The calendar feeds' public URLs (/ical/{token}.ics), answered by the query API's route.
  app.get(CALENDAR_FEED_PATH, queryApi);
  if (config.SERVE_UI && options.uiDist) serveUi(app, options.uiDist);
  host.start();
  return {
    app,
    host,
    routes: [...commandRoutes, ...queryRoutes],
    apis: { command: commandApi, query: queryApi },
    startNightAudit: (intervalMs) => {
      if (!scheduler && intervalMs > 0) scheduler = nightAudit(intervalMs);
    },
    startCalendarImports: (importConfig) => {
      calendarImports ??= calendarImportsFromConfig(importConfig, pipeline, logger, options.now);
    },
    startAriDispatcher: (ariConfig) => {
      ariDispatcher ??= ariDispatcherFromConfig(
        ariConfig,
        pipeline,
        eventStore,
        logger,
        options.now,
      );
    },
    stop: () => {
      scheduler?.stop();
      calendarImports?.stop();
      ariDispatcher?.stop();
      return host.stop();
    },
  };
};

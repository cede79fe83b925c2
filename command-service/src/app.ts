import express, { type Express, Router } from 'express';
import type { AuthServices } from '@hotel/infra/auth/services';
import type { EventStore } from '@hotel/infra/event-store/port';
import { apiDocs } from '@hotel/infra/http/api-docs';
import { authenticate } from '@hotel/infra/http/auth';
import { committedOpenApi } from '@hotel/infra/http/committed-openapi';
import { notFoundHandler, problemHandler } from '@hotel/infra/http/problem';
import { requestLog } from '@hotel/infra/http/request-log';
import type { Logger } from '@hotel/infra/logging';
import { accountRoutes } from './account/routes';
import { createCommandPipeline } from './pipeline/handle-command';
import { access, accessView } from './access/decider';
import { accessRoutes } from './access/routes';
import { streams } from '@hotel/events/streams';
import {
  type AccessResolver,
  guardedRoutes,
  type RegisteredRoute,
} from '@hotel/infra/http/route-policy';
import { routesWithHistory } from './pipeline/history';
import { property } from './property/decider';
import { propertyRoutes } from './property/routes';
import { defaultPropertyOptions, type PropertyOptions } from './property/options';
import { ratesRoutes } from './rates/routes';
import { reservationsRoutes } from './reservations/routes';
import { settingsRoutes } from './settings/routes';
import { policiesRoutes } from './policies/routes';
import { profileRoutes } from './profile/routes';
import type { BlobStore } from '@hotel/infra/blob-store/port';
import { imageRoutes } from './images/routes';
import { inventoryRoutes } from './inventory/routes';
import { reservationRequestRoutes } from './reservation-requests/routes';
import { blockRoutes } from './blocks/routes';
import { housekeepingRoutes } from './housekeeping/routes';
import { guestRoutes } from './guests/routes';
import { folioRoutes } from './folio/routes';
import { invoiceRoutes } from './invoices/routes';
import { type DocumentSource, documentMailRoutes } from './documents-mail/routes';
import { vatReceiptRoutes } from './vat-receipts/routes';
import { type EReceiptService, localEReceiptService } from './vat-receipts/port';
import { nightAuditRoutes } from './night-audit/routes';
import type { CommandPipeline } from './pipeline/handle-command';
import { onlineBookingRoutes } from './online-booking/routes';
import { calendarExportRoutes } from './channels/calendar-export-routes';
import { calendarImportRoutes } from './channels/calendar-import-routes';
import { allotmentRoutes } from './allotments/routes';
import { channelConnectionRoutes } from './channels/channel-connection-routes';
import { ariRoutes } from './channels/ari-routes';
import { channelHoldConversionRoutes } from './channels/channel-hold-conversion-routes';
import { channelReservationRoutes } from './channels/channel-reservation-routes';
import { defaultPublicRateLimits, type PublicRateLimits } from '@hotel/infra/http/rate-limit';

export interface CommandAppDeps {
  readonly eventStore: EventStore;
  readonly logger: Logger;
  readonly auth: AuthServices;
  readonly publicUrl: string;
  readonly now?: () => Date;
  /** Filled with every route and its policy (for the authorization test). */
  readonly routeTable?: RegisteredRoute[];
  /** Property approval, operators and the company registry (default: none, local check). */
  readonly properties?: PropertyOptions;
  /** Uploaded images (POST /image/upload; commands naming images check them here). */
  readonly blobStore: BlobStore;
  /** How often one client may call the public online booking endpoints. */
  readonly publicRateLimits?: PublicRateLimits;
  /** Whether the event store has accepted a write yet (see WriteProbe; default: yes). */
  readonly storeWritable?: () => boolean;
  /** The command pipeline, when the composition shares it (the night audit scheduler). */
  readonly pipeline?: CommandPipeline;
  /** The national e-receipt service (default: the local numbering, vat-receipts/port.ts). */
  readonly eReceipts?: EReceiptService;
  /** The documents POST /send/email mails (the read models'; none: that route answers 503). */
  readonly documents?: DocumentSource;
}

/** The command API: every POST/PUT/PATCH/DELETE under /api. */
export const createCommandApi = ({
  eventStore,
  logger,
  auth,
  publicUrl,
  now = () => new Date(),
  routeTable = [],
  properties = defaultPropertyOptions,
  blobStore,
  publicRateLimits = defaultPublicRateLimits,
  pipeline = createCommandPipeline({ eventStore }),
  eReceipts = localEReceiptService,
  documents,
}: CommandAppDeps): Router => {
  const deps = {
    pipeline,
    now,
    logger,
    publicUrl,
    tokens: auth.tokens,
    throttle: auth.throttle,
    mailer: auth.mailer,
    secureCookies: publicUrl.startsWith('https:'),
  };
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.use(authenticate(auth.tokens));
  const resolveAccess: AccessResolver = async (propertyId) => {
    // Both folds are cached and refreshed from their revision (every request is guarded; a
    // change of access counts from the next request on).
    const [opened, registered] = await Promise.all([
      pipeline.reader.load(streams.access(propertyId), access),
      pipeline.reader.load(streams.property(propertyId), property),
    ]);
    return accessView(opened, registered.status === 'active');
  };
  // A route that needs history a cached fold forgot answers again on whole folds (history.ts).
  const routes = routesWithHistory(guardedRoutes(router, routeTable, resolveAccess));
  accountRoutes(routes, deps);
  propertyRoutes(routes, deps, { ...properties, eventStore });
  accessRoutes(routes, deps);
  settingsRoutes(routes, deps);
  ratesRoutes(routes, deps);
  reservationsRoutes(routes, deps);
  reservationRequestRoutes(routes, deps);
  blockRoutes(routes, deps);
  calendarExportRoutes(routes, deps);
  calendarImportRoutes(routes, deps);
  allotmentRoutes(routes, deps);
  channelConnectionRoutes(routes, deps);
  ariRoutes(routes, deps);
  channelReservationRoutes(routes, deps);
  channelHoldConversionRoutes(routes, deps);
  housekeepingRoutes(routes, deps);
  guestRoutes(routes, deps);
  folioRoutes(routes, deps);
  invoiceRoutes(routes, documents ? { ...deps, documents } : deps);
  documentMailRoutes(routes, documents ? { ...deps, documents } : deps);
  vatReceiptRoutes(routes, {
    ...deps,
    eReceipts,
    companyRegistry: properties.companyRegistry,
  });
  nightAuditRoutes(routes, deps);
  onlineBookingRoutes(routes, { ...deps, limits: publicRateLimits });
  policiesRoutes(routes, deps);
  profileRoutes(routes, deps);
  inventoryRoutes(routes, { ...deps, blobStore });
  imageRoutes(routes, { blobStore });
  router.use(notFoundHandler());
  router.use(problemHandler(logger));
  return router;
};

/** A stand-alone command service app (`npm run start:command`). */
export const createCommandApp = (deps: CommandAppDeps): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(deps.logger));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (deps.storeWritable && !deps.storeWritable()) {
      res.status(503).json({ status: 'starting' });
      return;
    }
    try {
      await deps.eventStore.headPosition();
      res.json({ status: 'ready' });
    } catch (error) {
      deps.logger.warn({ err: error }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable' });
    }
  });
  // The whole API's contract (both services' routes, as `npm run api-types` wrote it) and a
  // page to read it: the same document whichever service a gateway sends the call to.
  app.use('/api', apiDocs(committedOpenApi));
  app.use('/api', createCommandApi(deps));
  return app;
};

import express, { type Express, type Request, type Response, Router } from 'express';
import type { TokenService } from '@hotel/infra/auth/tokens';
import type { EventStore } from '@hotel/infra/event-store/port';
import { apiDocs } from '@hotel/infra/http/api-docs';
import { authenticate } from '@hotel/infra/http/auth';
import { committedOpenApi } from '@hotel/infra/http/committed-openapi';
import { notFoundHandler, problemHandler } from '@hotel/infra/http/problem';
import { requestLog } from '@hotel/infra/http/request-log';
import { serveUi } from '@hotel/infra/http/serve-ui';
import type { Logger } from '@hotel/infra/logging';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { permissionQueries } from './accounts/permissions-routes';
import { accountQueries } from './accounts/routes';
import { ACCOUNTS, type AccountDoc } from './accounts/projection';
import { isOperatorEmail } from '@hotel/infra/config';
import { accessViewOf, PROPERTY_ACCESS, type PropertyAccessDoc } from './access/projection';
import { accessQueries } from './access/routes';
import {
  type AccessResolver,
  guardedRoutes,
  accountRoute,
  publicRoute,
  type RegisteredRoute,
} from '@hotel/infra/http/route-policy';
import { propertyQueries } from './properties/routes';
import { quoteQueries } from './rates/quote-route';
import { ratesQueries } from './rates/routes';
import { settingsQueries } from './settings/routes';
import { policiesQueries } from './policies/routes';
import { profileQueries } from './profile/routes';
import type { BlobStore } from '@hotel/infra/blob-store/port';
import { imageQueries } from './images/routes';
import { roomTypeQueries } from './room-types/routes';
import { describeReservationAnswers } from './reservations/history-responses';
import { reservationQueries } from './reservations/routes';
import { documentQueries } from './documents/routes';
import { reservationRequestQueries } from './reservation-requests/routes';
import { blockQueries } from './blocks/routes';
import { housekeepingQueries } from './housekeeping/routes';
import { guestQueries } from './guests/routes';
import { incomeQueries } from './incomes/routes';
import { nightAuditQueries } from './night-audit/routes';
import { invoiceQueries } from './invoices/routes';
import { vatReceiptQueries } from './vat-receipts/routes';
import { dashboardQueries } from './dashboard/routes';
import { salesReportQueries } from './sales/routes';
import { activityQueries } from './activity/routes';
import { onlineBookingQueries } from './online-booking/routes';
import {
  CALENDAR_FEED_PATH,
  calendarExportQueries,
  calendarFeedQueries,
} from './channels/calendar-export-routes';
import { calendarImportQueries } from './channels/calendar-import-routes';
import { allotmentQueries } from './allotments/routes';
import { channelConnectionQueries } from './channels/channel-connection-routes';
import { ariQueries } from './channels/ari-routes';
import { defaultPublicRateLimits, type PublicRateLimits } from '@hotel/infra/http/rate-limit';
import { changesFeed, changesFeedTicket } from './runtime/changes-feed';
import type { ProjectionHostPort } from './runtime/host';
import { readYourWrites } from './runtime/read-your-writes';

export interface QueryAppDeps {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly host: ProjectionHostPort;
  readonly logger: Logger;
  readonly readYourWritesTimeoutMs: number;
  readonly readyMaxLagEvents: number;
  readonly tokens: TokenService;
  /** Filled with every route and its policy (for the authorization test). */
  readonly routeTable?: RegisteredRoute[];
  /** Folder of the built UI to serve, if any (behind a gateway, this service serves it). */
  readonly uiDist?: string;
  /** OPERATOR_EMAILS: who confirms properties waiting for confirmation. */
  readonly operatorEmails?: readonly string[];
  /** Uploaded images (GET /image). */
  readonly blobStore: BlobStore;
  /** Resized copies of images, made on first request (none: resized every time). */
  readonly thumbnailCache?: BlobStore;
  /** How often one client may call the public online booking page's reads. */
  readonly publicRateLimits?: PublicRateLimits;
  /** Whether the event store has accepted a write yet (the one-process app; default: yes). */
  readonly storeWritable?: () => boolean;
  /** Whether the start's warm-up (./warm-up.ts) still runs: `/readyz` says `starting` until not. */
  readonly warmingUp?: () => boolean;
  /** Where the calendar keeps its packed runs between starts (none: in memory only). */
  readonly calendarCacheFile?: string;
}

/** The query API: every GET under /api, answered from read models. */
export const createQueryApi = (deps: QueryAppDeps): Router => {
  const router = Router();
  const resolveAccess: AccessResolver = async (propertyId) =>
    accessViewOf(
      await deps.readStore
        .collection<PropertyAccessDoc>(PROPERTY_ACCESS)
        .findOne({ _id: propertyId }),
    );
  const routes = guardedRoutes(router, deps.routeTable ?? [], resolveAccess);
  // The live feed: opened with a ticket (EventSource cannot send an Authorization header),
  // which the route checks itself; notices name the ticket's property's read models only.
  routes.get('/events', publicRoute, ...changesFeed(deps.host, deps.tokens, resolveAccess));
  onlineBookingQueries(routes, {
    ...deps,
    limits: deps.publicRateLimits ?? defaultPublicRateLimits,
  });
  // The calendar feeds the booking sites fetch (no login; docs/channels.md).
  calendarFeedQueries(routes, deps.readStore);
  router.use(authenticate(deps.tokens));
  router.use(readYourWrites(deps.host, deps.readYourWritesTimeoutMs));
  routes.get('/events/ticket', accountRoute, changesFeedTicket(deps.tokens, resolveAccess));
  // A property's images, for its staff (the public ones: GET /online/book/{id}/image).
  imageQueries(routes, deps);
  accountQueries(routes, deps.readStore, { operatorEmails: deps.operatorEmails ?? [] });
  permissionQueries(routes);
  propertyQueries(routes, deps.readStore, { operatorEmails: deps.operatorEmails ?? [] });
  accessQueries(routes, deps.readStore);
  settingsQueries(routes, deps.readStore);
  ratesQueries(routes, deps.readStore);
  quoteQueries(routes, deps.readStore);
  policiesQueries(routes, deps.readStore);
  profileQueries(routes, deps.readStore);
  roomTypeQueries(routes, deps.readStore);
  reservationQueries(routes, deps.readStore, deps.eventStore, {
    ...(deps.calendarCacheFile ? { calendarCacheFile: deps.calendarCacheFile } : {}),
    logger: deps.logger,
  });
  describeReservationAnswers(routes);
  documentQueries(routes, deps.readStore);
  reservationRequestQueries(routes, deps.readStore);
  blockQueries(routes, deps.readStore);
  calendarExportQueries(routes, deps.readStore);
  calendarImportQueries(routes, deps.readStore);
  allotmentQueries(routes, deps.readStore);
  channelConnectionQueries(routes, deps.readStore);
  ariQueries(routes, deps.readStore);
  housekeepingQueries(routes, deps.readStore);
  guestQueries(routes, deps.readStore);
  incomeQueries(routes, deps.readStore);
  invoiceQueries(routes, deps.readStore);
  vatReceiptQueries(routes, deps.readStore);
  nightAuditQueries(routes, deps.readStore);
  dashboardQueries(routes, deps.readStore);
  salesReportQueries(routes, deps.readStore);
  activityQueries(routes, deps.readStore);
  router.use(notFoundHandler());
  router.use(problemHandler(deps.logger));
  return router;
};

/**
 * Readiness: both stores answer, no projection has stopped on a poison event, and every
 * projection is at most `readyMaxLagEvents` events behind the head of the log.
 */
/** Whether the request carries an operator's access token (OPERATOR_EMAILS). */
const isOperatorRequest = async (req: Request, deps: QueryAppDeps): Promise<boolean> => {
  const header = req.headers.authorization;
  if (!deps.operatorEmails?.length || typeof header !== 'string') return false;
  if (!header.startsWith('Bearer ')) return false;
  const claims = await deps.tokens.verifyAccessToken(header.slice('Bearer '.length).trim());
  if (!claims) return false;
  const account = await deps.readStore.collection<AccountDoc>(ACCOUNTS).findOne({
    _id: claims.accountId,
  });
  return account !== null && isOperatorEmail(deps.operatorEmails, account.email);
};

/**
 * GET /readyz: 200 `{status: 'ready'}` or 503 `{status: 'not-ready' | 'unavailable'}` for load
 * balancers and anyone else; the detail (event store head, each projection's state, position
 * and lag, a poison event) only for an operator's access token, as it tells how much every
 * property does.
 */
export const readinessHandler = (deps: QueryAppDeps) => async (req: Request, res: Response) => {
  const detailed = await isOperatorRequest(req, deps).catch(() => false);
  if ((deps.storeWritable && !deps.storeWritable()) || deps.warmingUp?.()) {
    res.status(503).json({ status: 'starting' });
    return;
  }
  try {
    await deps.readStore.ping();
    const head = await deps.eventStore.headPosition();
    // How far behind each projection is, read once per distinct position (at a start all
    // thirty stand at the same one; a load balancer asks every few hundred milliseconds), and
    // not at all for one at the head.
    const counts = new Map<string, Promise<number>>();
    const behindOf = (position: string | null): Promise<number> => {
      if (head === undefined || (position !== null && BigInt(position) >= head)) {
        return Promise.resolve(0);
      }
      const key = position ?? '';
      let counted = counts.get(key);
      if (!counted) {
        counted = deps.eventStore
          .readAll({
            after: position === null ? undefined : BigInt(position),
            maxCount: deps.readyMaxLagEvents + 1,
          })
          .then((events) => events.length);
        counts.set(key, counted);
      }
      return counted;
    };
    const projections = await Promise.all(
      deps.host.status().map(async (status) => {
        const behind = await behindOf(status.position);
        // A standby instance (another holds the lease) serves queries from the shared read store.
        const serving = status.state === 'running' || status.state === 'standby';
        const ready = serving && behind <= deps.readyMaxLagEvents;
        return { ...status, behind, ready };
      }),
    );
    const ready = projections.every((p) => p.ready);
    const status = ready ? 'ready' : 'not-ready';
    if (!ready) {
      deps.logger.warn({ projections: projections.filter((p) => !p.ready) }, 'not ready');
    }
    res
      .status(ready ? 200 : 503)
      .json(detailed ? { status, head: head?.toString() ?? null, projections } : { status });
  } catch (error) {
    deps.logger.warn({ err: error }, 'readiness check failed');
    res
      .status(503)
      .json(detailed ? { status: 'unavailable', error: String(error) } : { status: 'unavailable' });
  }
};

/** A stand-alone projection + query service (`npm run start:projection`). */
export const createProjectionApp = (deps: QueryAppDeps): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(deps.logger));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', readinessHandler(deps));
  // The whole API's contract (both services' routes, as `npm run api-types` wrote it) and a
  // page to read it: the gateway sends /api/openapi.json and /api/docs here.
  app.use('/api', apiDocs(committedOpenApi));
  const queryApi = createQueryApi(deps);
  app.use('/api', queryApi);
  // The calendar feeds' public URLs (/ical/{token}.ics), answered by the query API's route.
  app.get(CALENDAR_FEED_PATH, queryApi);
  if (deps.uiDist) serveUi(app, deps.uiDist);
  return app;
};

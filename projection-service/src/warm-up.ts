import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { addDays } from '@hotel/events/dates';
import type { TokenService } from '@hotel/infra/auth/tokens';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { PROPERTY_ACCESS, type PropertyAccessDoc } from './access/projection';
import { PROPERTIES, type PropertyDoc } from './properties/projection';
import type { ProjectionHostPort } from './runtime/host';

/**
 * The reads a front desk's day opens with, as the UI asks them: the home screen, the calendar,
 * the lists and their searches, the report. Searches look for a term no document holds: they
 * run the search's code, and answer nothing.
 */
export const warmUpReads = (workingDate: string): readonly string[] => [
  '/today',
  '/dashboard?tab=todayCheckin',
  `/calendar?from=${workingDate}&to=${addDays(workingDate, 30)}`,
  '/calendar/conflicts',
  '/reservations?page=1&rowsPerPage=25',
  '/reservations?search=00000000&page=1&rowsPerPage=25',
  `/reservations?filterType=createdAt&start=${addDays(workingDate, -30)}&end=${workingDate}&page=1&rowsPerPage=25`,
  '/reservation/requests/figures',
  '/incomes?page=1&rowsPerPage=25',
  `/incomes?search=${encodeURIComponent('хайлт 00000000')}&page=1&rowsPerPage=25`,
  '/invoices?page=1&rowsPerPage=25',
  '/guests?page=1&rowsPerPage=25',
  '/housekeeping',
  '/report/sales?type=year',
  '/activity?page=1&limit=25',
  '/room/types',
  '/rooms',
  '/rate/plans',
  '/night-audit/check',
];

export interface WarmUpResult {
  /** The property the reads were asked of (none: the store holds no active property). */
  readonly propertyId: string | null;
  readonly calls: number;
  /** Calls answered with anything but 200 (or not at all). */
  readonly failed: number;
  readonly ms: number;
}

/** How long one read may take before the warm-up gives it up. */
const CALL_TIMEOUT_MS = 10_000;
/** How long the reads may take together: past it, the rest are not asked (readiness waits). */
const BUDGET_MS = 30_000;

/**
 * A process's first call of each route costs 4–10× its tenth: V8 compiles and optimises the
 * code it runs on first use (express's routing, jose's verification, the route's zod schema,
 * the query's readers, the SQL statements it prepares), and the read store loads what the
 * route reads. Staff met that cost on their first clicks after every start, and a load
 * balancer sent them there as soon as `/readyz` said ready.
 *
 * So before the app says it is ready (`/readyz` answers `starting` until this settles), it asks
 * itself the day's first reads (`warmUpReads`) once each, over its own port and the whole
 * stack, as the owner of one active property: a token issued for that in this process and
 * never sent anywhere else (the requests carry `X-Request-Id: warm-up-…` in the log). They
 * only read. The code they compile serves every property; the data they load is that one
 * property's (with one hotel, the hotel's).
 *
 * Never throws: a read that fails or times out is counted and the warm-up goes on; a store
 * with no active property (a new install) has nothing to warm.
 */
export const warmUpQueries = async (deps: {
  /** Where the app listens (`http://127.0.0.1:3000`). */
  readonly baseUrl: string;
  readonly readStore: ReadStore;
  readonly tokens: TokenService;
  readonly logger: Logger;
  /** How long the reads may take together (default 30 s). */
  readonly budgetMs?: number;
}): Promise<WarmUpResult> => {
  const started = performance.now();
  const result = (propertyId: string | null, calls: number, failed: number): WarmUpResult => ({
    propertyId,
    calls,
    failed,
    ms: Math.round(performance.now() - started),
  });
  try {
    const access = await deps.readStore
      .collection<PropertyAccessDoc>(PROPERTY_ACCESS)
      .findOne({ status: 'active' });
    if (!access) return result(null, 0, 0);
    const property = await deps.readStore
      .collection<PropertyDoc>(PROPERTIES)
      .findOne({ _id: access._id });
    if (!property) return result(null, 0, 0);
    const { token } = await deps.tokens.issueAccessToken({
      accountId: access.ownerAccountId,
      sessionId: `warm-up-${randomUUID()}`,
    });
    let failed = 0;
    let calls = 0;
    const reads = warmUpReads(property.workingDate);
    for (const [index, path] of reads.entries()) {
      if (performance.now() - started > (deps.budgetMs ?? BUDGET_MS)) {
        deps.logger.warn({ asked: calls, left: reads.length - calls }, 'warm-up out of time');
        break;
      }
      calls += 1;
      try {
        const response = await fetch(`${deps.baseUrl}/api${path}`, {
          headers: {
            authorization: `Bearer ${token}`,
            'X-Slug': property._id,
            'X-Language': index % 2 === 0 ? 'mn' : 'en',
            'X-Request-Id': `warm-up-${index + 1}`,
          },
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (response.status !== 200) {
          failed += 1;
          deps.logger.warn({ path, status: response.status }, 'warm-up read failed');
        }
      } catch (error) {
        failed += 1;
        deps.logger.warn({ path, err: error }, 'warm-up read failed');
      }
    }
    return result(property._id, calls, failed);
  } catch (error) {
    deps.logger.warn({ err: error }, 'warm-up stopped');
    return result(null, 0, 1);
  }
};

/** The address a server bound to `host` (a wildcard: this machine) is reached at from here. */
export const loopbackUrl = (address: { address: string; family: string; port: number }) => {
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
};

/** How long the warm-up waits for the projections to reach the log's head at the start. */
const CATCH_UP_WAIT_MS = 120_000;

/**
 * The start's warm-up: once the projections have reached the log's head as it was (or two
 * minutes have passed), `warmUpQueries` over the server's own address; logs what it did.
 */
export const warmUpAfterCatchUp = async (deps: {
  readonly address: ReturnType<Server['address']>;
  readonly eventStore: EventStore;
  readonly host: Pick<ProjectionHostPort, 'waitForPosition'>;
  readonly readStore: ReadStore;
  readonly tokens: TokenService;
  readonly logger: Logger;
}): Promise<void> => {
  const { address, logger } = deps;
  if (!address || typeof address === 'string') return;
  try {
    const head = await deps.eventStore.headPosition();
    if (head !== undefined) await deps.host.waitForPosition(head, CATCH_UP_WAIT_MS);
  } catch (error) {
    logger.warn({ err: error }, 'warm-up: the projections could not be waited for');
  }
  const outcome = await warmUpQueries({ ...deps, baseUrl: loopbackUrl(address) });
  logger.info(outcome, 'warmed up');
};

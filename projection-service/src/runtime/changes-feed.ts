import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { parseLanguage, translate } from '@hotel/events/messages';
import type { TokenService } from '@hotel/infra/auth/tokens';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { HttpProblemNotFound, requirePrincipal, unauthorizedProblem } from '@hotel/infra/http/auth';
import { problemTypes, sendProblem } from '@hotel/infra/http/problem';
import {
  type AccessResolver,
  type AccessView,
  describedBy,
  withContract,
} from '@hotel/infra/http/route-policy';
import type { ProjectionHostPort, ReadModelChange } from './host';
import {
  type ChangedDocuments,
  changedNotice,
  gatherDocuments,
  knownDocuments,
} from './read-model-change';

/**
 * Server-sent events: tells a logged-in user's open screens which read models of *their*
 * property changed, so lists and calendars refresh themselves and nobody else's do.
 *
 * EventSource sends no Authorization header, so the feed is opened with a ticket
 * (`GET /events/ticket`, with the access token and X-Slug): a short-lived token good for the
 * feed only, naming the account and the property it was checked for. A notice names read
 * models and, where the events tell, which documents changed (`changed`: per read model, the
 * reservation, block and hold ids and the nights from … to, so a calendar refetches only the
 * dates it shows) — ids and dates, never guest data, no position. It is sent after the read
 * store holds the change, and every query instance reads that same store, so the UI's refetch
 * sees it.
 *
 * A connection lives at most `renewAfterMs`: then the feed says `renew` (the UI opens a new
 * one with a new ticket, and closes this one once the new one is open: no notice falls in a
 * gap) and ends it `renewGraceMs` later. So a user removed from the property, or logged out,
 * stops hearing within that time.
 */
export interface ChangesFeedOptions {
  readonly coalesceMs?: number;
  readonly heartbeatMs?: number;
  readonly maxPerClient?: number;
  readonly renewAfterMs?: number;
  readonly renewGraceMs?: number;
}

/**
 * Open feeds one client (IP address) may hold at once: every tab of a hotel whose desks share
 * one address (an office behind NAT), never a flood.
 */
export const MAX_FEEDS_PER_CLIENT = 64;

/** How long an account feed remembers whether the account works in a property. */
const MEMBERSHIP_KEPT_MS = 10_000;

const ticketQuery = z.object({ ticket: z.string().min(1).max(4096) });

const LiveFeedTicket = apiSchema(
  'LiveFeedTicket',
  z.object({
    /** Opens `GET /events?ticket=…` within a minute. */
    ticket: z.string(),
    expiresAt: z.string(),
  }),
);

const isMember = (access: AccessView | null, accountId: string): access is AccessView =>
  access !== null &&
  access.active &&
  (access.ownerId === accountId || access.members.has(accountId));

/**
 * GET /events/ticket (any logged-in account): a ticket for the feed of the X-Slug property,
 * which the caller must work in (404 otherwise, as every property route answers), or, with no
 * X-Slug, for the account's own screens (they hear only changes of no property).
 */
export const changesFeedTicket = (tokens: TokenService, resolve: AccessResolver): RequestHandler =>
  withContract(
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const { accountId } = requirePrincipal(res);
        const slug = req.headers['x-slug'];
        let propertyId: string | null = null;
        if (typeof slug === 'string' && slug !== '') {
          if (!isMember(await resolve(slug), accountId)) throw new HttpProblemNotFound(res);
          propertyId = slug;
        }
        const issued = await tokens.issueFeedTicket({ accountId, propertyId });
        res.setHeader('Cache-Control', 'no-store');
        res.json(LiveFeedTicket.parse(issued));
      } catch (error) {
        next(error);
      }
    },
    {
      summary: 'A ticket to open the live feed (GET /events) for one minute',
      response: LiveFeedTicket,
    },
  );

/** GET /events?ticket=…: the feed itself. */
export const changesFeed = (
  host: ProjectionHostPort,
  tokens: TokenService,
  resolve: AccessResolver,
  {
    coalesceMs = 50,
    heartbeatMs = 15_000,
    maxPerClient = MAX_FEEDS_PER_CLIENT,
    renewAfterMs = 10 * 60_000,
    renewGraceMs = 30_000,
  }: ChangesFeedOptions = {},
): RequestHandler[] => {
  const open = new Map<string, number>();
  const feed = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const query = ticketQuery.safeParse(req.query);
      const claims = query.success ? await tokens.verifyFeedTicket(query.data.ticket) : null;
      if (!claims) throw unauthorizedProblem(res);
      const { propertyId } = claims;
      if (propertyId !== null && !isMember(await resolve(propertyId), claims.accountId)) {
        throw new HttpProblemNotFound(res);
      }
      const client = req.ip ?? 'unknown';
      const held = open.get(client) ?? 0;
      if (held >= maxPerClient) {
        res.setHeader('Retry-After', '30');
        sendProblem(res, {
          type: problemTypes.tooManyRequests,
          title: translate('online.tooManyRequests', parseLanguage(req.header('x-language'))),
          status: 429,
        });
        return;
      }
      open.set(client, held + 1);
      stream(req, res, hearing(claims.accountId, propertyId), () => {
        const left = (open.get(client) ?? 1) - 1;
        if (left > 0) open.set(client, left);
        else open.delete(client);
      });
    } catch (error) {
      next(error);
    }
  };

  /**
   * Which changes a feed hears. A property's: that property's, and those of no property. The
   * account's own (the hotel list): those of no property, the account's own work (a hotel it
   * registered in another window) and that of the properties it works in (asked of the
   * access read model, remembered for a few seconds).
   */
  const hearing = (accountId: string, propertyId: string | null) => {
    if (propertyId !== null) {
      return async (change: ReadModelChange) =>
        change.properties.some((p) => p === null || p === propertyId);
    }
    const known = new Map<string, { member: boolean; until: number }>();
    const worksIn = async (property: string): Promise<boolean> => {
      const kept = known.get(property);
      if (kept && kept.until > Date.now()) return kept.member;
      const member = isMember(await resolve(property), accountId);
      known.set(property, { member, until: Date.now() + MEMBERSHIP_KEPT_MS });
      return member;
    };
    return async (change: ReadModelChange) => {
      if (change.properties.includes(null) || change.actors.includes(accountId)) return true;
      for (const property of change.properties) {
        if (property !== null && (await worksIn(property))) return true;
      }
      return false;
    };
  };

  const stream = (
    req: Request,
    res: Response,
    hears: (change: ReadModelChange) => Promise<boolean>,
    closed: () => void,
  ) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    let pending = new Set<string>();
    let documents = new Map<string, ChangedDocuments | null>();
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      timer = undefined;
      if (pending.size === 0) return;
      const changed = changedNotice(knownDocuments(documents));
      const data = JSON.stringify({ readModels: [...pending], ...(changed ? { changed } : {}) });
      pending = new Set();
      documents = new Map();
      res.write(`event: changed\ndata: ${data}\n\n`);
    };
    const off = host.onChange((change) => {
      hears(change).then(
        (heard) => {
          if (!heard || res.writableEnded) return;
          for (const name of change.readModels) pending.add(name);
          gatherDocuments(documents, change.readModels, change.documents);
          timer ??= setTimeout(flush, coalesceMs);
        },
        // The read store did not answer whether the account works there: not heard (the
        // screens refetch on the next notice, or when the feed reconnects).
        () => undefined,
      );
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
    let ending: NodeJS.Timeout | undefined;
    const renew = setTimeout(() => {
      res.write('event: renew\ndata: {}\n\n');
      ending = setTimeout(() => res.end(), renewGraceMs);
    }, renewAfterMs);
    req.on('close', () => {
      off();
      clearInterval(heartbeat);
      clearTimeout(renew);
      clearTimeout(ending);
      if (timer) clearTimeout(timer);
      closed();
    });
  };

  return [
    describedBy({
      summary:
        'Server-sent "read model changed" notices of one property (read models, ids and dates; no data)',
      query: ticketQuery,
      produces: 'event-stream',
    }),
    feed,
  ];
};

import type { NextFunction, Request, Response } from 'express';
import { isUuid } from '@hotel/events/ids';
import { parseLanguage, translate } from '@hotel/events/messages';
import {
  onlineAvailabilitySchema,
  onlineRequestSchema,
} from '@hotel/events/reservation-requests/commands';
import { ONLINE_CHANNEL } from '@hotel/events/reservation-requests/events';
import { NotFound } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { type PublicRateLimits, perClientLimit } from '@hotel/infra/http/rate-limit';
import { type GuardedRoutes, publicRoute, describedBy } from '@hotel/infra/http/route-policy';
import { mapCommandError, parseInput } from '../http/command-route';
import type { Loader } from '../pipeline/handle-command';
import { profile } from '../profile/decider';
import { property } from '../property/decider';
import { onlinePlanOf } from '../reservation-requests/decider';
import {
  loadRequestWorld,
  receiveHandler,
  type RequestRouteDeps,
} from '../reservation-requests/route-support';
import { freeRoomsFor, ledger } from '../reservations/ledger';
import { quoteFor, roomsView, stayOf, taxClonesOf } from '../reservations/world';
import { onlineAvailabilityAnswer, requestReceivedAnswer } from '../reservation-requests/answers';

/**
 * The property of a public page: it exists, is active and has its online booking page open
 * — otherwise 404, as for no property at all (nothing tells a closed one from a missing one).
 */
export const requireOnlineBooking = async (loader: Loader, slug: string): Promise<string> => {
  if (!isUuid(slug)) throw new NotFound('property');
  const [place, hotel] = await Promise.all([
    loader.load(streams.property(slug), property),
    loader.load(streams.profile(slug), profile),
  ]);
  if (place.status !== 'active' || !hotel.hasOnlineBook) throw new NotFound('property');
  return slug;
};

/**
 * The public online booking page's commands (no login; docs/reservation-requests.md):
 * availability with the online plans' prices, and the reservation request. Both answer only
 * what a guest may see, and are limited per client.
 */
export const onlineBookingRoutes = (
  routes: GuardedRoutes,
  deps: RequestRouteDeps & { readonly limits: PublicRateLimits },
): void => {
  const reads = perClientLimit({ windowMs: 60_000, limit: deps.limits.reads });
  const submissions = perClientLimit({ windowMs: 10 * 60_000, limit: deps.limits.requests });
  const receive = receiveHandler(deps);

  routes.post(
    '/online/book/:slug/availability',
    publicRoute,
    reads,
    describedBy({
      body: onlineAvailabilitySchema,
      response: onlineAvailabilityAnswer,
      summary: 'Public: free room types and prices',
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const language = parseLanguage(req.header('x-language'));
        const loader = deps.pipeline.glance;
        const propertyId = await requireOnlineBooking(loader, String(req.params.slug));
        const search = parseInput(onlineAvailabilitySchema, req.body, req);
        const world = await loadRequestWorld(loader, propertyId);
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        const now = deps.now().toISOString();
        const rooms = roomsView(world);
        const stay = stayOf(world, now, {
          stayType: 'night',
          checkIn: search.checkIn,
          checkOut: search.checkOut,
          arrivalTime: null,
          exitTime: null,
          hours: null,
        });
        const taxes = taxClonesOf(world);
        const roomTypes = [...world.inventory.roomTypes.values()].flatMap((type) => {
          const plan = onlinePlanOf(world, type.id);
          if (!plan) return [];
          // The same ledger rules as staff bookings (stays and live request holds).
          const { available } = freeRoomsFor(occupancy, type.id, stay, rooms, { at: now });
          const quote = quoteFor(world, {
            roomTypeId: type.id,
            ratePlanId: plan.id,
            stay,
            adults: type.occupancy,
            childrenAges: [],
            partnerDiscount: 0,
            discount: null,
            taxes,
            timePrice: null,
          });
          return [
            {
              roomTypeId: type.id,
              available: quote.sellable ? available : 0,
              total: quote.total,
              nights: quote.nights,
              sellable: quote.sellable,
              reasons: quote.reasons.map((r) => translate(r.code, language, r.params)),
            },
          ];
        });
        res.json({ checkIn: stay.checkIn, checkOut: stay.checkOut, roomTypes });
      } catch (error) {
        next(error);
      }
    },
  );

  routes.post(
    '/online/book/:slug/requests',
    publicRoute,
    submissions,
    describedBy({
      body: onlineRequestSchema,
      response: requestReceivedAnswer,
      summary: 'Public: a guest sends a reservation request',
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const language = parseLanguage(req.header('x-language'));
        const propertyId = await requireOnlineBooking(
          deps.pipeline.reader,
          String(req.params.slug),
        );
        const command = parseInput(onlineRequestSchema, req.body, req);
        await receive(
          req,
          res,
          {
            channel: ONLINE_CHANNEL,
            syncId: null,
            sourceName: translate('request.source', 'mn'),
            sourceNameEn: translate('request.source', 'en'),
            checkIn: command.checkIn,
            checkOut: command.checkOut,
            rooms: command.rooms,
            guest: command.guest,
            notes: command.notes,
            language,
          },
          propertyId,
          command,
        );
      } catch (error) {
        next(mapCommandError(error));
      }
    },
  );
};

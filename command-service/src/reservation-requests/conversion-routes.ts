import type { NextFunction, Request, Response } from 'express';
import { type Language, parseLanguage, translate } from '@hotel/events/messages';
import { convertRequestSchema } from '@hotel/events/reservation-requests/commands';
import { RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { requirePrincipal } from '@hotel/infra/http/auth';
import { type GuardedRoutes, propertyCallerOf, describedBy } from '@hotel/infra/http/route-policy';
import { commandRoute, parseInput } from '../http/command-route';
import type { Decision } from '../pipeline/handle-command';
import { bookingGuestEvents } from '../guests/booking';
import { decisionContext, eventsOf, occupancyLock } from '../reservations/route-support';
import { convertRequest } from './decider';
import { conversionCheckAnswer } from './answers';
import { loadRequest, MANAGE_RESERVATIONS, type RequestRouteDeps } from './route-support';

/** What the conversion's date dialog is told: available or not, and why. */
const conversionCheck = (
  language: Language,
  attempt: () => { checkOut: string; total: number },
  fallbackCheckOut: string,
) => {
  try {
    const { checkOut, total } = attempt();
    return { available: true, checkOut, total, message: translate('request.available', language) };
  } catch (error) {
    const refused =
      error instanceof Unavailable ||
      (error instanceof RuleBroken &&
        (error.rule === 'reservation.notSellable' || error.rule === 'reservation.tooEarly'));
    if (!refused) throw error;
    return {
      available: false,
      checkOut: fallbackCheckOut,
      total: null,
      message: translate(error.rule, language, error.params),
    };
  }
};

/** Converting a request into reservations: the date dialog's check, then the conversion. */
export const conversionRoutes = (routes: GuardedRoutes, deps: RequestRouteDeps): void => {
  routes.post(
    '/reservation/requests/check',
    MANAGE_RESERVATIONS,
    describedBy({
      body: convertRequestSchema,
      response: conversionCheckAnswer,
      summary: 'Whether a request can be booked as it is',
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(convertRequestSchema, req.body, req);
        const { propertyId } = propertyCallerOf(res);
        const language = parseLanguage(req.header('x-language'));
        const { current, world, occupancy } = await loadRequest(
          deps.pipeline.glance,
          propertyId,
          command.id,
        );
        const context = {
          commandId: 'check',
          now: deps.now().toISOString(),
          language,
          user: { userId: requirePrincipal(res).accountId, name: null, email: null },
        };
        const fallback = command.checkOut ?? command.checkIn;
        res.json(
          conversionCheck(
            language,
            () => convertRequest(command, current, world, occupancy, context),
            fallback,
          ),
        );
      } catch (error) {
        next(error);
      }
    },
  );

  routes.post(
    '/reservation/requests/select/date',
    MANAGE_RESERVATIONS,
    commandRoute(deps, {
      type: 'ConvertReservationRequest',
      schema: convertRequestSchema,
      lockKey: occupancyLock,
      handler: async (command, context, loader): Promise<Decision> => {
        const propertyId = context.propertyId as string;
        const { current, world, occupancy } = await loadRequest(loader, propertyId, command.id);
        const decision = convertRequest(
          command,
          current,
          world,
          occupancy,
          await decisionContext(loader, context),
        );
        return {
          // The reservations, their group and the ledger first, then the request.
          events: {
            ...eventsOf(decision.booking, propertyId, decision.booking.groupId),
            ...(await bookingGuestEvents(loader, propertyId, decision.booking, context)),
            [streams.reservationRequest(command.id)]: decision.request,
          },
          status: 201,
          body: {
            id: command.id,
            groupId: decision.booking.groupId,
            groupNumber: decision.booking.groupNumber,
            reservationIds: decision.booking.reservationIds,
            checkOut: decision.checkOut,
            prepaid: decision.prepaid,
          },
        };
      },
    }),
  );
};

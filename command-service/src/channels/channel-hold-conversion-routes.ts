import type { z } from 'zod';
import { convertChannelHoldSchema } from '@hotel/events/channels/channel-reservation-commands';
import { streams } from '@hotel/events/streams';
import { idAnswerSchema } from '@hotel/infra/http/api-schemas';
import type { GuardedRoutes } from '@hotel/infra/http/route-policy';
import { bookingGuestEvents } from '../guests/booking';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import type { CommandHandler } from '../pipeline/handle-command';
import { ledger } from '../reservations/ledger';
import {
  decisionContext,
  eventsOf,
  MANAGE_RESERVATIONS,
  occupancyLock,
} from '../reservations/route-support';
import { loadWorld } from '../reservations/world';
import { convertChannelHold } from './channel-hold-conversion';

/**
 * POST /api/calendar/holds/:holdId/reservation: a site's held booking made a reservation
 * (manage-reservations: it books). One append: the reservation, its group and guest, the hold
 * released and the stay held on the ledger, the conversion on the import.
 */
export const channelHoldConversionRoutes = (
  routes: GuardedRoutes,
  deps: CommandRouteDeps,
): void => {
  routes.post(
    '/calendar/holds/:holdId/reservation',
    MANAGE_RESERVATIONS,
    commandRoute(deps, {
      type: 'ConvertChannelHold',
      schema: convertChannelHoldSchema,
      response: idAnswerSchema,
      lockKey: occupancyLock,
      handler: (async (command, context, loader) => {
        const propertyId = context.propertyId as string;
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        const world = await loadWorld(loader, propertyId, [command.ratePlanId]);
        const { decision, released, converted } = convertChannelHold(
          command,
          world,
          occupancy,
          await decisionContext(loader, context),
        );
        const events = eventsOf(decision, propertyId, decision.groupId);
        const occupancyStream = streams.occupancy(propertyId);
        return {
          events: {
            ...events,
            [occupancyStream]: [released, ...(events[occupancyStream] ?? [])],
            ...(await bookingGuestEvents(loader, propertyId, decision, context)),
            [streams.calendarImports(propertyId)]: [converted],
          },
          status: 201,
          body: { id: converted.data.reservationId },
        };
      }) satisfies CommandHandler<z.output<typeof convertChannelHoldSchema>>,
    }),
  );
};

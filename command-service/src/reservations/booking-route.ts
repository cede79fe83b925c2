import type { NextFunction, Request, Response } from 'express';
import { bookReservationSchema } from '@hotel/events/reservations/commands';
import { streams } from '@hotel/events/streams';
import type { Logger } from '@hotel/infra/logging';
import type { MailMessage, Mailer } from '@hotel/infra/mail/port';
import { confirmationLetter } from './mail';
import { bookingAnswer } from './answers';
import { type GuardedRoutes, describedBy } from '@hotel/infra/http/route-policy';
import {
  type CommandRouteDeps,
  commandContext,
  mapCommandError,
  parseInput,
  sendOutcome,
} from '../http/command-route';
import { book, group } from './decider';
import { bookingGuestEvents } from '../guests/booking';
import { ledger } from './ledger';
import { decisionContext, eventsOf, MANAGE_RESERVATIONS, occupancyLock } from './route-support';
import { loadWorld } from './world';

/** Booking: one or more rooms, a new or existing group, the guest, the confirmation letter. */
export const bookingRoute = (
  routes: GuardedRoutes,
  deps: CommandRouteDeps & { readonly mailer: Mailer; readonly logger: Logger },
): void => {
  routes.post(
    '/reservations/book',
    MANAGE_RESERVATIONS,
    describedBy({
      body: bookReservationSchema,
      commandType: 'BookReservation',
      response: bookingAnswer,
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(bookReservationSchema, req.body, req);
        const context = commandContext(req, res, deps, { type: 'BookReservation', data: command });
        let letter: MailMessage | null = null;
        const outcome = await deps.pipeline(
          async (_command, ctx, loader) => {
            const propertyId = ctx.propertyId as string;
            const world = await loadWorld(
              loader,
              propertyId,
              command.roomTypes.map((line) => line.ratePlanId),
            );
            const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
            const existingGroup = command.gid
              ? await loader.load(streams.group(command.gid), group)
              : null;
            const decision = book(
              command,
              world,
              occupancy,
              existingGroup,
              await decisionContext(loader, ctx),
            );
            letter = command.isSendEmail ? confirmationLetter(decision, world, ctx.language) : null;
            return {
              events: {
                ...eventsOf(decision, propertyId, decision.groupId),
                ...(await bookingGuestEvents(loader, propertyId, decision, ctx)),
              },
              status: 201,
              body: {
                id: decision.reservationIds[0],
                groupId: decision.groupId,
                reservationIds: decision.reservationIds,
              },
            };
          },
          command,
          context,
          occupancyLock(command, context),
        );
        // The letter goes once the booking is stored (never for a replayed command).
        let emailSent: boolean | undefined;
        const message = letter as MailMessage | null;
        if (message && !outcome.replayed) {
          try {
            await deps.mailer.send(message);
            emailSent = true;
          } catch (error) {
            deps.logger.error({ err: error }, 'booking confirmation e-mail could not be sent');
            emailSent = false;
          }
        }
        sendOutcome(res, outcome, emailSent === undefined ? {} : { emailSent });
      } catch (error) {
        next(mapCommandError(error));
      }
    },
  );
};

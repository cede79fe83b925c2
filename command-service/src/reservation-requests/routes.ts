import type { NextFunction, Request, Response } from 'express';
import { parseLanguage } from '@hotel/events/messages';
import {
  changeRequestStatusSchema,
  channelRequestSchema,
  recordRequestPaymentSchema,
  requestPaymentSchema,
} from '@hotel/events/reservation-requests/commands';
import { type GuardedRoutes, propertyCallerOf, describedBy } from '@hotel/infra/http/route-policy';
import type { MailMessage } from '@hotel/infra/mail/port';
import { commandContext, mapCommandError, parseInput, sendOutcome } from '../http/command-route';
import { occupancyLock } from '../reservations/route-support';
import { changeRequestStatus, type LiveRequest, recordPayment, requestPayment } from './decider';
import { paymentRequestMail } from './mail';
import { paymentRequestedAnswer, requestReceivedAnswer } from './answers';
import {
  hotelNameOf,
  loadRequest,
  MANAGE_RESERVATIONS,
  receiveHandler,
  requestCommand,
  requestEvents,
  type RequestRouteDeps,
  sendAfterwards,
} from './route-support';
import { conversionRoutes } from './conversion-routes';

/**
 * Reservation requests, staff side (docs/reservation-requests.md): the channel port, confirm
 * and cancel, the payment request (e-mailed), the payment, and the conversion with its check.
 */
export const reservationRequestRoutes = (routes: GuardedRoutes, deps: RequestRouteDeps): void => {
  const receive = receiveHandler(deps);

  routes.post(
    '/reservation/requests',
    MANAGE_RESERVATIONS,
    describedBy({ body: channelRequestSchema, response: requestReceivedAnswer }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(channelRequestSchema, req.body, req);
        const { propertyId } = propertyCallerOf(res);
        await receive(
          req,
          res,
          {
            channel: command.channel,
            syncId: command.syncId,
            sourceName: command.channel,
            checkIn: command.checkIn,
            checkOut: command.checkOut,
            rooms: command.rooms,
            guest: command.guest,
            notes: command.notes,
            language: parseLanguage(req.header('x-language')),
          },
          propertyId,
          command,
        );
      } catch (error) {
        next(mapCommandError(error));
      }
    },
  );

  routes.post(
    '/reservation/requests/status',
    MANAGE_RESERVATIONS,
    requestCommand(
      deps,
      'ChangeReservationRequestStatus',
      changeRequestStatusSchema,
      (command, current, world, occupancy, context) =>
        changeRequestStatus(command, current, occupancy, {
          propertyId: world.propertyId,
          now: context.now,
        }),
    ),
  );

  routes.post(
    '/reservation/requests/paid',
    MANAGE_RESERVATIONS,
    requestCommand(
      deps,
      'RecordReservationRequestPayment',
      recordRequestPaymentSchema,
      (command, current, world, occupancy, context) => {
        const decision = recordPayment(command, current, world, occupancy, context);
        return { ...decision, answer: { held: decision.held } };
      },
    ),
  );

  routes.post(
    '/notify/payment',
    MANAGE_RESERVATIONS,
    describedBy({ body: requestPaymentSchema, response: paymentRequestedAnswer }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(requestPaymentSchema, req.body, req);
        const context = commandContext(req, res, deps, {
          type: 'RequestReservationRequestPayment',
          data: command,
        });
        let mail: MailMessage | null = null;
        const outcome = await deps.pipeline(
          async (_command, ctx, loader) => {
            const propertyId = ctx.propertyId as string;
            const { current, world, occupancy } = await loadRequest(loader, propertyId, command.id);
            const decision = requestPayment(command, current, world, occupancy, ctx);
            const state = current as LiveRequest;
            mail = paymentRequestMail(world, await hotelNameOf(loader, world), state, {
              amount: state.amount - state.amountPaid,
              bankAccount: decision.bankAccount,
              email: decision.email,
              until: decision.until,
            });
            return {
              events: requestEvents(propertyId, command.id, decision),
              status: 200,
              body: { id: command.id, until: decision.until },
            };
          },
          command,
          context,
          occupancyLock(command, context),
        );
        const emailSent = outcome.replayed
          ? undefined
          : await sendAfterwards(deps, mail, 'payment request');
        sendOutcome(res, outcome, emailSent === undefined ? {} : { emailSent });
      } catch (error) {
        next(mapCommandError(error));
      }
    },
  );

  conversionRoutes(routes, deps);
};

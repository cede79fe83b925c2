import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { type Language, parseLanguage, translate } from '@hotel/events/messages';
import {
  changeRequestStatusSchema,
  channelRequestSchema,
  convertRequestSchema,
  recordRequestPaymentSchema,
  requestPaymentSchema,
} from '@hotel/events/reservation-requests/commands';
import type { DomainEvent } from '@hotel/events/metadata';
import { RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { requirePrincipal } from '@hotel/infra/http/auth';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
  describedBy,
} from '@hotel/infra/http/route-policy';
import type { Logger } from '@hotel/infra/logging';
import type { MailMessage, Mailer } from '@hotel/infra/mail/port';
import {
  type CommandRouteDeps,
  commandContext,
  commandRoute,
  mapCommandError,
  parseInput,
  sendOutcome,
} from '../http/command-route';
import type { CommandContext } from '../pipeline/context';
import type { Decision, Loader } from '../pipeline/handle-command';
import { property } from '../property/decider';
import { ratePlans } from '../rates/decider';
import { ledger, type LedgerState } from '../reservations/ledger';
import { bookingGuestEvents } from '../guests/booking';
import { decisionContext, eventsOf, occupancyLock } from '../reservations/route-support';
import { type BookingWorld, loadWorld } from '../reservations/world';
import {
  changeRequestStatus,
  convertRequest,
  type LiveRequest,
  receiveRequest,
  recordPayment,
  type RequestDecision,
  type RequestIntake,
  requestPayment,
  reservationRequest,
  type RequestState,
} from './decider';
import { paymentRequestMail, requestReceivedMail } from './mail';
import { conversionCheckAnswer, paymentRequestedAnswer, requestReceivedAnswer } from './answers';

const MANAGE_RESERVATIONS = propertyRoute('manage-reservations');

export interface RequestRouteDeps extends CommandRouteDeps {
  readonly mailer: Mailer;
  readonly logger: Logger;
}

/** The streams a request decision appends to: the request, then the ledger (if it changed). */
export const requestEvents = (
  propertyId: string,
  resReqId: string,
  decision: RequestDecision,
): Record<string, readonly DomainEvent[]> => ({
  [streams.reservationRequest(resReqId)]: decision.request,
  ...(decision.ledger.length > 0 ? { [streams.occupancy(propertyId)]: decision.ledger } : {}),
});

/**
 * A world with the calendars of the plans requests are priced by: the online-booking plans
 * (and, for a conversion, the plans its lines name).
 */
export const loadRequestWorld = async (
  loader: Loader,
  propertyId: string,
  extraPlanIds: readonly (string | null)[] = [],
): Promise<BookingWorld> => {
  const plans = await loader.load(streams.ratePlans(propertyId), ratePlans);
  const online = [...plans.values()].filter((p) => p.isOnlineBook).map((p) => p.id);
  return loadWorld(loader, propertyId, [...online, ...extraPlanIds]);
};

/** The property's name as guests know it (the profile's, else the registered one). */
const hotelNameOf = async (loader: Loader, world: BookingWorld): Promise<string> => {
  if (world.profile.info?.name) return world.profile.info.name;
  const place = await loader.load(streams.property(world.propertyId), property);
  return place.status === 'none' ? '' : place.name;
};

/** Sends an e-mail after the command is stored; says whether the mail server took it. */
export const sendAfterwards = async (
  deps: RequestRouteDeps,
  message: MailMessage | null,
  what: string,
): Promise<boolean | undefined> => {
  if (!message) return undefined;
  try {
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    deps.logger.error({ err: error }, `${what} e-mail could not be sent`);
    return false;
  }
};

/** Takes in a request from any channel (the port): decide, hold, store, then e-mail the guest. */
export const receiveHandler =
  (deps: RequestRouteDeps) =>
  async (
    req: Request,
    res: Response,
    intake: RequestIntake,
    propertyId: string,
    data: unknown,
  ): Promise<void> => {
    const context = commandContext(req, res, deps, {
      type: 'ReceiveReservationRequest',
      data,
      propertyId,
    });
    let mail: MailMessage | null = null;
    const outcome = await deps.pipeline(
      async (_command, ctx, loader) => {
        const world = await loadRequestWorld(loader, propertyId);
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        const decision = receiveRequest(intake, world, occupancy, ctx);
        const received = decision.request[0];
        mail =
          received?.type === 'ReservationRequestReceived'
            ? requestReceivedMail(
                world,
                await hotelNameOf(loader, world),
                received.data,
                decision.until,
              )
            : null;
        return {
          events: requestEvents(propertyId, decision.id, decision),
          status: 201,
          body: { id: decision.id, number: decision.number, until: decision.until },
        };
      },
      intake,
      context,
      occupancyLock(intake, context),
    );
    const emailSent = outcome.replayed
      ? undefined
      : await sendAfterwards(deps, mail, 'reservation request');
    sendOutcome(res, outcome, emailSent === undefined ? {} : { emailSent });
  };

/** Loads what a decision on one request needs: the request, its property's world and ledger. */
const loadRequest = async (loader: Loader, propertyId: string, id: string) => {
  const current = await loader.load(streams.reservationRequest(id), reservationRequest);
  const planIds = current.exists ? current.roomTypes.map((r) => r.ratePlanId) : [];
  const world = await loadRequestWorld(loader, propertyId, planIds);
  const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
  return { current, world, occupancy };
};

/** A command on one request, decided against its property's world and ledger. */
const requestCommand = <Schema extends z.ZodType<{ id: string }>>(
  deps: RequestRouteDeps,
  type: string,
  schema: Schema,
  decide: (
    command: z.output<Schema>,
    current: RequestState,
    world: BookingWorld,
    occupancy: LedgerState,
    context: CommandContext,
  ) => RequestDecision & { readonly answer?: Record<string, unknown> },
) =>
  commandRoute(deps, {
    type,
    schema,
    lockKey: occupancyLock,
    handler: async (command, context, loader): Promise<Decision> => {
      const propertyId = context.propertyId as string;
      const { current, world, occupancy } = await loadRequest(loader, propertyId, command.id);
      const decision = decide(command, current, world, occupancy, context);
      return {
        events: requestEvents(propertyId, command.id, decision),
        status: 200,
        body: { id: command.id, ...decision.answer },
      };
    },
  });

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

import type { NextFunction, Request, Response } from 'express';
import { parseLanguage, translate } from '@hotel/events/messages';
import {
  assignRoomSchema,
  availabilitySchema,
  bookReservationSchema,
  changeDatesSchema,
  changeNotesSchema,
  changeRoomTypeSchema,
  checkRoomTypesSchema,
  changeCancellationFeeSchema,
  changeStatusSchema,
  roomChoicesSchema,
  setDiscountSchema,
} from '@hotel/events/reservations/commands';
import type { UserClone } from '@hotel/events/reservations/events';
import { RuleBroken, Unavailable } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import type { DomainEvent } from '@hotel/events/metadata';
import type { z } from 'zod';
import { requirePrincipal } from '@hotel/infra/http/auth';
import type { Logger } from '@hotel/infra/logging';
import type { MailMessage, Mailer } from '@hotel/infra/mail/port';
import { confirmationLetter } from './mail';
import {
  availabilityAnswer,
  bookingAnswer,
  datesCheckAnswer,
  roomChoicesAnswer,
  roomTypesCheckAnswer,
} from './answers';
import {
  type GuardedRoutes,
  propertyCallerOf,
  propertyRoute,
  describedBy,
} from '@hotel/infra/http/route-policy';
import { account } from '../account/decider';
import {
  type CommandRouteDeps,
  commandContext,
  commandRoute,
  mapCommandError,
  parseInput,
  sendOutcome,
} from '../http/command-route';
import type { CommandContext } from '../pipeline/context';
import type { Loader } from '../pipeline/handle-command';
import {
  assignRoom,
  book,
  changeDates,
  changeNotes,
  changeRoomType,
  checkRoomTypes,
  changeCancellationFee,
  changeStatus,
  type DecisionContext,
  group,
  reservation,
  type ReservationDecision,
  type ReservationState,
  setDiscount,
} from './decider';
import { bookingGuestEvents } from '../guests/booking';
import { type LedgerState, ledger } from './ledger';
import { roomChoices } from './room-choices';
import { availabilityOf } from './availability-check';
import { type BookingWorld, loadWorld } from './world';

const MANAGE_RESERVATIONS = propertyRoute('manage-reservations');
const EDIT_CANCELLATION_FEES = propertyRoute('edit-cancellation-fees');

/** Occupancy changes of one property take turns in this process (see the pipeline). */
export const occupancyLock = (_command: unknown, context: CommandContext) =>
  `occupancy-${context.propertyId as string}`;

/** The events of a decision, by stream. */
export const eventsOf = (
  decision: ReservationDecision,
  propertyId: string,
  groupId?: string,
): Record<string, readonly DomainEvent[]> => ({
  ...Object.fromEntries(
    [...decision.reservations].map(([id, events]) => [streams.reservation(id), events]),
  ),
  ...(groupId && decision.group.length > 0 ? { [streams.group(groupId)]: decision.group } : {}),
  ...(decision.ledger.length > 0 ? { [streams.occupancy(propertyId)]: decision.ledger } : {}),
});

/** Who books: the staff member's name and e-mail as they are now (cloned). */
const userOf = async ({ load }: Loader, userId: string): Promise<UserClone> => {
  const user = await load(streams.account(userId), account);
  return user.status === 'registered'
    ? { userId, name: user.name, email: user.email }
    : { userId, name: null, email: null };
};

export const decisionContext = async (
  loader: Loader,
  context: CommandContext,
): Promise<DecisionContext> => ({
  commandId: context.commandId,
  now: context.now,
  language: context.language,
  user: await userOf(loader, context.userId),
});

/** Loads what a change of one reservation is decided against. */
const loadForChange = async (loader: Loader, propertyId: string, reservationId: string) => {
  const current = await loader.load(streams.reservation(reservationId), reservation);
  const planId = current.exists ? (current.ratePlanClone?.ratePlanId ?? null) : null;
  const world = await loadWorld(loader, propertyId, [planId]);
  return { current, world };
};

/** Reservations: booking, status, dates, rooms, discount, notes, and availability checks. */
export const reservationsRoutes = (
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

  /** A change of one reservation: load it, the property's world and ledger; decide; append. */
  const changeRoute = <Schema extends z.ZodType<{ id: string }>>(
    type: string,
    schema: Schema,
    decide: (
      command: z.output<Schema>,
      current: ReservationState,
      world: BookingWorld,
      occupancy: LedgerState,
      context: DecisionContext,
    ) => ReservationDecision & { readonly answer?: Record<string, unknown> },
    options: { readonly ratePlanOf?: (command: z.output<Schema>) => string | null } = {},
  ) =>
    commandRoute(deps, {
      type,
      schema,
      lockKey: occupancyLock,
      handler: async (command, context, loader) => {
        const propertyId = context.propertyId as string;
        const current = await loader.load(streams.reservation(command.id), reservation);
        const world = await loadWorld(loader, propertyId, [
          current.exists ? (current.ratePlanClone?.ratePlanId ?? null) : null,
          options.ratePlanOf?.(command) ?? null,
        ]);
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        const decision = decide(
          command,
          current,
          world,
          occupancy,
          await decisionContext(loader, context),
        );
        return {
          events: eventsOf(decision, propertyId),
          status: 200,
          body: { id: command.id, ...decision.answer },
        };
      },
    });

  routes.post(
    '/reservations/status',
    MANAGE_RESERVATIONS,
    changeRoute('ChangeReservationStatus', changeStatusSchema, changeStatus),
  );

  routes.post(
    '/reservations/notes',
    MANAGE_RESERVATIONS,
    commandRoute(deps, {
      type: 'ChangeReservationNotes',
      schema: changeNotesSchema,
      handler: async (command, context, { load }) => {
        const propertyId = context.propertyId as string;
        const current = await load(streams.reservation(command.id), reservation);
        const decision = changeNotes(command, current, propertyId);
        return { events: eventsOf(decision, propertyId), status: 200, body: { id: command.id } };
      },
    }),
  );

  // The fee of a canceled or no-show stay, afterwards (the spec's `reservation/cancellation`):
  // money already charged, so its own permission (docs/reservations.md).
  routes.post(
    '/reservation/cancellation',
    EDIT_CANCELLATION_FEES,
    commandRoute(deps, {
      type: 'ChangeCancellationFee',
      schema: changeCancellationFeeSchema,
      handler: async (command, context, loader) => {
        const propertyId = context.propertyId as string;
        const { current, world } = await loadForChange(loader, propertyId, command.id);
        const decision = changeCancellationFee(
          command,
          current,
          world,
          await decisionContext(loader, context),
        );
        return { events: eventsOf(decision, propertyId), status: 200, body: { id: command.id } };
      },
    }),
  );

  routes.post(
    '/reservation/dates',
    MANAGE_RESERVATIONS,
    changeRoute('ChangeReservationDates', changeDatesSchema, (command, ...rest) => {
      const decision = changeDates(command, ...rest);
      return { ...decision, answer: { total: decision.price.total, balance: decision.balance } };
    }),
  );

  routes.post(
    '/check/reservation',
    MANAGE_RESERVATIONS,
    describedBy({
      body: changeDatesSchema,
      summary: 'Whether new dates fit (writes nothing)',
      response: datesCheckAnswer,
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(changeDatesSchema, req.body, req);
        const { propertyId } = propertyCallerOf(res);
        const language = parseLanguage(req.header('x-language'));
        const loader = deps.pipeline.glance;
        const { current, world } = await loadForChange(loader, propertyId, command.id);
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        const context: DecisionContext = {
          commandId: 'check',
          now: deps.now().toISOString(),
          language,
          user: { userId: requirePrincipal(res).accountId, name: null, email: null },
        };
        try {
          const decision = changeDates(command, current, world, occupancy, context);
          res.json({
            available: true,
            total: decision.price.total,
            balance: decision.balance,
            checkOut: decision.stay.checkOut,
            message: translate('reservation.available', language),
          });
        } catch (error) {
          const refused =
            error instanceof Unavailable ||
            (error instanceof RuleBroken && error.rule === 'reservation.notSellable');
          if (!refused) throw error;
          res.json({
            available: false,
            total: current.exists ? current.price.total : 0,
            balance: current.exists ? current.price.total - current.paid : 0,
            checkOut: command.checkOut ?? command.checkIn,
            message: translate(error.rule, language, error.params),
          });
        }
      } catch (error) {
        next(error);
      }
    },
  );

  routes.post(
    '/reservation/room',
    MANAGE_RESERVATIONS,
    changeRoute('AssignReservationRoom', assignRoomSchema, assignRoom),
  );

  routes.post(
    '/update/roomtype',
    MANAGE_RESERVATIONS,
    changeRoute('ChangeReservationRoomType', changeRoomTypeSchema, changeRoomType, {
      ratePlanOf: (command) => command.ratePlanId,
    }),
  );

  routes.post(
    '/room/types/check',
    MANAGE_RESERVATIONS,
    describedBy({
      body: checkRoomTypesSchema,
      response: roomTypesCheckAnswer,
      summary: 'Which room types can take this stay, and the price of each choice',
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const command = parseInput(checkRoomTypesSchema, req.body, req);
        const { propertyId } = propertyCallerOf(res);
        const loader = deps.pipeline.glance;
        const current = await loader.load(streams.reservation(command.id), reservation);
        const world = await loadWorld(loader, propertyId, 'all');
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        res.json(
          checkRoomTypes(command, current, world, occupancy, {
            now: deps.now().toISOString(),
            language: parseLanguage(req.header('x-language')),
          }),
        );
      } catch (error) {
        next(mapCommandError(error));
      }
    },
  );

  routes.post(
    '/reservation/discount',
    MANAGE_RESERVATIONS,
    changeRoute(
      'SetReservationDiscount',
      setDiscountSchema,
      (command, current, world, _o, context) => setDiscount(command, current, world, context),
    ),
  );

  routes.post(
    '/reservation/room/choices',
    MANAGE_RESERVATIONS,
    describedBy({
      body: roomChoicesSchema,
      response: roomChoicesAnswer,
      summary: 'The rooms a reservation may move to: current, free, occupied (by which) or blocked',
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const { id } = parseInput(roomChoicesSchema, req.body, req);
        const { propertyId } = propertyCallerOf(res);
        const loader = deps.pipeline.glance;
        const current = await loader.load(streams.reservation(id), reservation);
        const world = await loadWorld(loader, propertyId, 'all');
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        res.json(roomChoices(current, world, occupancy, deps.now().toISOString()));
      } catch (error) {
        next(error);
      }
    },
  );

  routes.post(
    '/check/availability',
    MANAGE_RESERVATIONS,
    describedBy({
      body: availabilitySchema,
      response: availabilityAnswer,
      summary: 'Free rooms per room type and night',
    }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const search = parseInput(availabilitySchema, req.body, req);
        const { propertyId } = propertyCallerOf(res);
        const language = parseLanguage(req.header('x-language'));
        const loader = deps.pipeline.glance;
        const world = await loadWorld(loader, propertyId, 'all');
        const occupancy = await loader.load(streams.occupancy(propertyId), ledger);
        res.json(availabilityOf(world, occupancy, search, deps.now().toISOString(), language));
      } catch (error) {
        next(error);
      }
    },
  );
};

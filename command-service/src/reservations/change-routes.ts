import {
  assignRoomSchema,
  changeDatesSchema,
  changeNotesSchema,
  changeRoomTypeSchema,
  changeCancellationFeeSchema,
  changeStatusSchema,
  setDiscountSchema,
} from '@hotel/events/reservations/commands';
import { streams } from '@hotel/events/streams';
import type { z } from 'zod';
import { type GuardedRoutes } from '@hotel/infra/http/route-policy';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import {
  assignRoom,
  changeDates,
  changeNotes,
  changeRoomType,
  changeCancellationFee,
  changeStatus,
  type DecisionContext,
  reservation,
  type ReservationDecision,
  type ReservationState,
  setDiscount,
} from './decider';
import { type LedgerState, ledger } from './ledger';
import {
  decisionContext,
  EDIT_CANCELLATION_FEES,
  eventsOf,
  loadForChange,
  MANAGE_RESERVATIONS,
  occupancyLock,
} from './route-support';
import { type BookingWorld, loadWorld } from './world';

/** Changes of one reservation: status, notes, cancellation fee, dates, room, room type, discount. */
export const changeRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
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
    '/reservation/discount',
    MANAGE_RESERVATIONS,
    changeRoute(
      'SetReservationDiscount',
      setDiscountSchema,
      (command, current, world, _o, context) => setDiscount(command, current, world, context),
    ),
  );
};

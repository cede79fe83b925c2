import { deriveId } from '@hotel/events/ids';
import {
  deletePaymentSchema,
  payReceivableSchema,
  postPaymentSchema,
} from '@hotel/events/folio/commands';
import type { FolioEvent } from '@hotel/events/folio/events';
import { NotFound } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import type { z } from 'zod';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import type { CommandContext } from '../pipeline/context';
import type { Loader } from '../pipeline/handle-command';
import { property } from '../property/decider';
import { reservation, type ReservationState } from '../reservations/decider';
import { decisionContext } from '../reservations/routes';
import { settings, type SettingsState } from '../settings/decider';
import { deletePayment, type FolioContext, payReceivable, postPayment } from './decider';

const MANAGE_RESERVATIONS = propertyRoute('manage-reservations');

/**
 * A folio command: decided against the reservation (its stream's revision is the append's
 * expectation, so a payment racing a check-out or another payment is decided again on the
 * newer state) and the property's settings and working date. No property-wide lock: payments
 * of different reservations never wait for each other.
 */
const folioCommand = <Schema extends z.ZodType>(
  deps: CommandRouteDeps,
  type: string,
  schema: Schema,
  status: number,
  reservationIdOf: (command: z.output<Schema>) => string,
  decide: (
    command: z.output<Schema>,
    current: ReservationState,
    lists: SettingsState,
    context: FolioContext,
  ) => FolioEvent[],
) =>
  commandRoute(deps, {
    type,
    schema,
    handler: async (command, context: CommandContext, loader: Loader) => {
      const propertyId = context.propertyId as string;
      const reservationId = reservationIdOf(command);
      const [current, place, lists, decision] = await Promise.all([
        loader.load(streams.reservation(reservationId), reservation),
        loader.load(streams.property(propertyId), property),
        loader.load(streams.settings(propertyId), settings),
        decisionContext(loader, context),
      ]);
      if (place.status === 'none') throw new NotFound('property');
      const paymentId = deriveId(context.commandId, 'payment');
      const events = decide(command, current, lists, {
        propertyId,
        workingDate: place.workingDate,
        paymentId,
        now: context.now,
        user: decision.user,
      });
      const first = events[0];
      return {
        events: { [streams.reservation(reservationId)]: events },
        status,
        body: {
          id: first?.data.paymentId ?? paymentId,
          reservationId,
        },
      };
    },
  });

/** The folio: payments on a reservation, deleting them, receivables paid later. */
export const folioRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/payments',
    MANAGE_RESERVATIONS,
    folioCommand(deps, 'PostPayment', postPaymentSchema, 201, (c) => c.id, postPayment),
  );
  routes.post(
    '/payments/delete',
    MANAGE_RESERVATIONS,
    folioCommand(
      deps,
      'DeletePayment',
      deletePaymentSchema,
      200,
      (c) => c.reservationId,
      (command, current, _lists, context) => deletePayment(command, current, context),
    ),
  );
  routes.post(
    '/incomes/pay',
    MANAGE_RESERVATIONS,
    folioCommand(
      deps,
      'PayReceivable',
      payReceivableSchema,
      200,
      (c) => c.reservationId,
      payReceivable,
    ),
  );
};

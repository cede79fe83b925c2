import { deriveId } from '@hotel/events/ids';
import {
  addExtraBedSchema,
  addReservationTaxSchema,
  addServiceItemSchema,
  deletePaymentSchema,
  editIncomeSchema,
  movePaymentWindowSchema,
  payReceivableSchema,
  postPaymentSchema,
  refundPaymentSchema,
  removeFromReservationSchema,
  saveStayGuestSchema,
  setRoutingSchema,
} from '@hotel/events/folio/commands';
import type { FolioEvent } from '@hotel/events/folio/events';
import type { UserClone } from '@hotel/events/reservations/events';
import { NotFound } from '@hotel/events/rule-broken';
import { streams } from '@hotel/events/streams';
import { type GuardedRoutes, propertyRoute } from '@hotel/infra/http/route-policy';
import type { z } from 'zod';
import { type CommandRouteDeps, commandRoute } from '../http/command-route';
import type { CommandContext } from '../pipeline/context';
import type { Loader } from '../pipeline/handle-command';
import { policies, type PoliciesState } from '../policies/decider';
import { property } from '../property/decider';
import { reservation, type ReservationState } from '../reservations/decider';
import { decisionContext } from '../reservations/route-support';
import { settings, type SettingsState } from '../settings/decider';
import {
  addExtraBed,
  addReservationTax,
  addServiceItem,
  removeExtraBed,
  removeReservationTax,
  removeServiceItem,
  removeStayGuest,
  saveStayGuest,
} from './charges';
import { deletePayment, editIncome, payReceivable, postPayment, refundPayment } from './decider';
import { movePaymentWindow, setRouting } from './routing';

const MANAGE_RESERVATIONS = propertyRoute('manage-reservations');

/** What every folio decision is taken against, besides the reservation itself. */
interface FolioWorld {
  readonly propertyId: string;
  readonly workingDate: string;
  /** The id of what the command creates (a payment, an item, a bed, a guest). */
  readonly newId: string;
  readonly now: string;
  readonly user: UserClone;
  readonly settings: SettingsState;
  readonly policies: PoliciesState;
}

/** The id the answer names: what the command created or changed. */
const subjectOf = (event: FolioEvent | undefined): string | undefined => {
  if (!event) return undefined;
  switch (event.type) {
    case 'PaymentPosted':
    case 'PaymentDeleted':
    case 'ReceivablePaid':
    case 'IncomeEdited':
    case 'PaymentWindowChanged':
      return event.data.paymentId;
    case 'FolioRoutingSet':
      return event.data.reservationId;
    case 'PaymentRefunded':
      return event.data.refundId;
    case 'ServiceItemAdded':
      return event.data.item.itemId;
    case 'ServiceItemRemoved':
      return event.data.itemId;
    case 'ExtraBedAdded':
      return event.data.extraBed.extraBedId;
    case 'ExtraBedRemoved':
      return event.data.extraBedId;
    case 'ReservationTaxAdded':
      return event.data.taxClone.taxId;
    case 'ReservationTaxRemoved':
      return event.data.taxId;
    case 'StayGuestSaved':
      return event.data.guest.guestCloneId;
    case 'StayGuestRemoved':
      return event.data.guestCloneId;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

/**
 * A folio command: decided against the reservation (its stream's revision is the append's
 * expectation, so a payment racing a check-out or another charge is decided again on the newer
 * state) and the property's settings, policies and working date. No property-wide lock:
 * the folios of different reservations never wait for each other.
 */
const folioCommand = <Schema extends z.ZodType>(
  deps: CommandRouteDeps,
  type: string,
  schema: Schema,
  status: number,
  reservationIdOf: (command: z.output<Schema>) => string,
  decide: (command: z.output<Schema>, current: ReservationState, world: FolioWorld) => FolioEvent[],
) =>
  commandRoute(deps, {
    type,
    schema,
    handler: async (command, context: CommandContext, loader: Loader) => {
      const propertyId = context.propertyId as string;
      const reservationId = reservationIdOf(command);
      const [current, place, lists, rules, decision] = await Promise.all([
        loader.load(streams.reservation(reservationId), reservation),
        loader.load(streams.property(propertyId), property),
        loader.load(streams.settings(propertyId), settings),
        loader.load(streams.policies(propertyId), policies),
        decisionContext(loader, context),
      ]);
      if (place.status === 'none') throw new NotFound('property');
      const events = decide(command, current, {
        propertyId,
        workingDate: place.workingDate,
        newId: deriveId(context.commandId, 'folio'),
        now: context.now,
        user: decision.user,
        settings: lists,
        policies: rules,
      });
      return {
        events: { [streams.reservation(reservationId)]: events },
        status,
        body: { id: subjectOf(events[0]), reservationId },
      };
    },
  });

/** The folio: payments, receivables paid later, services, extra beds, taxes, staying guests. */
export const folioRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  paymentRoutes(routes, deps);
  chargeRoutes(routes, deps);
};

const ofReservation = (c: { id: string }) => c.id;
const byReservationId = (c: { reservationId: string }) => c.reservationId;

/** Money in and out: payments and their routing, payer windows, refunds, receivables paid later. */
const paymentRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/payments',
    MANAGE_RESERVATIONS,
    folioCommand(deps, 'PostPayment', postPaymentSchema, 201, ofReservation, (c, r, w) =>
      postPayment(c, r, w.settings, { ...w, paymentId: w.newId }),
    ),
  );
  // Payer routing (docs/folio.md "Payer routing"): one stay, or every room of a group at once
  // (a master payer) — one atomic append over the reservations' streams.
  routes.post(
    '/folio/routing',
    MANAGE_RESERVATIONS,
    commandRoute(deps, {
      type: 'SetFolioRouting',
      schema: setRoutingSchema,
      handler: async (command, context: CommandContext, loader: Loader) => {
        const propertyId = context.propertyId as string;
        const [states, place, lists, decision] = await Promise.all([
          Promise.all(
            command.reservationIds.map((id) => loader.load(streams.reservation(id), reservation)),
          ),
          loader.load(streams.property(propertyId), property),
          loader.load(streams.settings(propertyId), settings),
          decisionContext(loader, context),
        ]);
        if (place.status === 'none') throw new NotFound('property');
        const decided = setRouting(command, states, lists, {
          propertyId,
          now: context.now,
          user: decision.user,
        });
        return {
          events: Object.fromEntries(
            [...decided].map(([id, events]) => [streams.reservation(id), events]),
          ),
          status: 200,
          body: { reservationIds: command.reservationIds, changed: [...decided.keys()] },
        };
      },
    }),
  );
  routes.post(
    '/payments/window',
    MANAGE_RESERVATIONS,
    folioCommand(
      deps,
      'MovePaymentWindow',
      movePaymentWindowSchema,
      200,
      byReservationId,
      (c, r, w) => movePaymentWindow(c, r, w),
    ),
  );
  routes.post(
    '/payments/refund',
    MANAGE_RESERVATIONS,
    folioCommand(deps, 'RefundPayment', refundPaymentSchema, 201, byReservationId, (c, r, w) =>
      refundPayment(c, r, w.settings, { ...w, refundId: w.newId }),
    ),
  );
  routes.post(
    '/payments/delete',
    MANAGE_RESERVATIONS,
    folioCommand(deps, 'DeletePayment', deletePaymentSchema, 200, byReservationId, deletePayment),
  );
  routes.post(
    '/incomes/pay',
    MANAGE_RESERVATIONS,
    folioCommand(deps, 'PayReceivable', payReceivableSchema, 200, byReservationId, (c, r, w) =>
      payReceivable(c, r, w.settings, w),
    ),
  );
  routes.post(
    '/incomes/edit',
    MANAGE_RESERVATIONS,
    folioCommand(deps, 'EditIncome', editIncomeSchema, 200, byReservationId, editIncome),
  );
};

/** What the stay is charged: services, extra beds, taxes, and the guests staying. */
const chargeRoutes = (routes: GuardedRoutes, deps: CommandRouteDeps): void => {
  routes.post(
    '/items',
    MANAGE_RESERVATIONS,
    folioCommand(deps, 'AddServiceItem', addServiceItemSchema, 201, ofReservation, addServiceItem),
  );
  routes.post(
    '/items/delete',
    MANAGE_RESERVATIONS,
    folioCommand(
      deps,
      'RemoveServiceItem',
      removeFromReservationSchema,
      200,
      byReservationId,
      removeServiceItem,
    ),
  );
  routes.post(
    '/extra/beds',
    MANAGE_RESERVATIONS,
    folioCommand(deps, 'AddExtraBed', addExtraBedSchema, 201, ofReservation, addExtraBed),
  );
  routes.post(
    '/extra/beds/delete',
    MANAGE_RESERVATIONS,
    folioCommand(
      deps,
      'RemoveExtraBed',
      removeFromReservationSchema,
      200,
      byReservationId,
      removeExtraBed,
    ),
  );
  routes.post(
    '/tax/clones',
    MANAGE_RESERVATIONS,
    folioCommand(
      deps,
      'AddReservationTax',
      addReservationTaxSchema,
      201,
      ofReservation,
      addReservationTax,
    ),
  );
  routes.post(
    '/tax/clones/delete',
    MANAGE_RESERVATIONS,
    folioCommand(
      deps,
      'RemoveReservationTax',
      removeFromReservationSchema,
      200,
      byReservationId,
      removeReservationTax,
    ),
  );
  routes.post(
    '/guest/clones',
    MANAGE_RESERVATIONS,
    folioCommand(deps, 'SaveStayGuest', saveStayGuestSchema, 200, ofReservation, saveStayGuest),
  );
  routes.post(
    '/guest/clones/delete',
    MANAGE_RESERVATIONS,
    folioCommand(
      deps,
      'RemoveStayGuest',
      removeFromReservationSchema,
      200,
      byReservationId,
      removeStayGuest,
    ),
  );
};

import type { FolioEvent } from '@hotel/events/folio/events';
import type { MovePaymentWindow, SetRouting } from '@hotel/events/folio/commands';
import {
  chargeKinds,
  GUEST_WINDOW,
  type Routing,
  UNROUTED,
  type WindowId,
} from '@hotel/events/folio/routing';
import type { UserClone } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { SettingsState } from '../settings/decider';
import { type LiveReservation, type ReservationState, windowsNow } from '../reservations/decider';

/**
 * Payer routing (a split folio, docs/folio.md "Payer routing"): who pays which charges of a
 * stay, and which window a payment pays. Pure: the routes load the reservations and the
 * property's settings and append what these return.
 */

export interface RoutingContext {
  readonly propertyId: string;
  readonly now: string;
  readonly user: UserClone;
}

/** The books of a checked-out stay are closed; a canceled or no-show stay owes only its fee. */
const CLOSED = new Set(['checked-out', 'canceled', 'no-show']);

const live = (state: ReservationState, propertyId: string): LiveReservation => {
  if (!state.exists || state.propertyId !== propertyId) throw new NotFound('reservation');
  return state;
};

/** The window a payment pays (absent: the guest's). */
const windowOfPayment = (payment: { readonly windowId?: WindowId }): WindowId =>
  payment.windowId ?? GUEST_WINDOW;

/** Two routings send the same charges to the same partners (names are not compared). */
export const sameRouting = (a: Routing | null, b: Routing | null): boolean => {
  const key = (r: Routing | null) => {
    const routing = r ?? UNROUTED;
    return JSON.stringify([
      [...routing.windows]
        .sort((x, y) => x.windowId.localeCompare(y.windowId))
        .map((w) => [w.windowId, w.partnerClone.partnerId]),
      chargeKinds.map((kind) => routing.routes[kind]),
    ]);
  };
  return key(a) === key(b);
};

/**
 * The routing asked for, as the events keep it: each window's partner cloned (one of the
 * property's partners; another property's is as unknown as one that never existed), windows
 * in order, every route at window 1 or a listed window.
 */
const routingOf = (command: SetRouting, settings: SettingsState): Routing => {
  const windows = command.windows.map((w, index) => {
    const partner = settings.Partner.get(w.partnerId);
    if (!partner) {
      throw new RuleBroken('folio.unknownPartner', {}, `windows.${index}.partnerId`);
    }
    return {
      windowId: w.windowId,
      partnerClone: { partnerId: partner.id, name: partner.name, discount: partner.discount },
    };
  });
  const listed = new Set<string>([GUEST_WINDOW, ...windows.map((w) => w.windowId)]);
  for (const kind of chargeKinds) {
    const windowId = command.routes[kind];
    if (!listed.has(windowId)) {
      throw new RuleBroken('folio.routeToUnlistedWindow', { window: windowId }, `routes.${kind}`);
    }
  }
  return {
    windows: [...windows].sort((a, b) => a.windowId.localeCompare(b.windowId)),
    routes: { ...command.routes },
  };
};

/**
 * The routing of one stay, or of every room of a group to one master payer (all the
 * reservations must be the property's and of one group): `FolioRoutingSet` on each whose
 * routing changes (the same routing again writes nothing). Refused for a stay whose books are
 * closed (checked out) or that owes only a fee (canceled, no-show), and while a window that
 * would be dropped or given another partner still has payments (move them first).
 */
export const setRouting = (
  command: SetRouting,
  states: readonly ReservationState[],
  settings: SettingsState,
  context: RoutingContext,
): Map<string, FolioEvent[]> => {
  const stays = states.map((s) => live(s, context.propertyId));
  const groupId = stays[0]?.groupId;
  if (stays.some((s) => s.groupId !== groupId)) {
    throw new RuleBroken('folio.routingNotOneGroup', {}, 'reservationIds');
  }
  const routing = routingOf(command, settings);
  const partnerOf = new Map<string, string>(
    routing.windows.map((w) => [w.windowId, w.partnerClone.partnerId]),
  );
  const decided = new Map<string, FolioEvent[]>();
  for (const stay of stays) {
    if (CLOSED.has(stay.status)) throw new RuleBroken('folio.routingClosed', {}, 'reservationIds');
    if (sameRouting(stay.routing, routing)) continue;
    const before = stay.routing?.windows ?? [];
    for (const payment of stay.payments.values()) {
      const windowId = windowOfPayment(payment);
      const was = before.find((w) => w.windowId === windowId);
      if (!was || partnerOf.get(windowId) === was.partnerClone.partnerId) continue;
      const index = command.windows.findIndex((w) => w.windowId === windowId);
      throw new RuleBroken(
        'folio.windowHasPayments',
        { window: windowId },
        index >= 0 ? `windows.${index}.partnerId` : 'windows',
      );
    }
    decided.set(stay.id, [
      {
        type: 'FolioRoutingSet',
        data: {
          propertyId: context.propertyId,
          reservationId: stay.id,
          routing,
          previous: stay.routing,
          userClone: context.user,
          at: context.now,
        },
      },
    ]);
  }
  return decided;
};

/**
 * A payment moved to another window of its stay: no money moves, it pays that window's
 * charges instead. The window must exist on the stay; moving it where it pays more than is due
 * is allowed (that window is in credit, the money to give back or to move on). Moving it to
 * the window it is in writes nothing. Refused on a checked-out stay (its books are closed).
 */
export const movePaymentWindow = (
  command: MovePaymentWindow,
  current: ReservationState,
  context: RoutingContext,
): FolioEvent[] => {
  const state = live(current, context.propertyId);
  const payment = state.payments.get(command.paymentId);
  if (!payment) throw new NotFound('payment');
  if (!windowsNow(state).some((w) => w.windowId === command.windowId)) {
    throw new RuleBroken('folio.unknownWindow', { window: command.windowId }, 'windowId');
  }
  const from = windowOfPayment(payment);
  if (from === command.windowId) return [];
  if (state.status === 'checked-out') throw new RuleBroken('folio.windowMoveClosed');
  return [
    {
      type: 'PaymentWindowChanged',
      data: {
        propertyId: context.propertyId,
        reservationId: state.id,
        paymentId: command.paymentId,
        from,
        to: command.windowId,
        userClone: context.user,
        at: context.now,
      },
    },
  ];
};

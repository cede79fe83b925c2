import { addDays } from '@hotel/events/dates';
import type { ChangeStatus } from '@hotel/events/reservations/commands';
import { type FolioWindow, unsettledOf, windowsOf } from '@hotel/events/folio/routing';
import {
  holdsRoom,
  owesFee,
  type StatusState,
  statusRefusal,
} from '@hotel/events/reservations/rules';
import { RuleBroken } from '@hotel/events/rule-broken';
import { heldStay, requireAvailable } from './availability';
import { feeOfMove } from './cancellation-fee';
import {
  type DecisionContext,
  type ReservationDecision,
  requireReservation,
  single,
} from './decision';
import { keptFeePayment } from './kept-fee';
import type { LedgerEvent, LedgerState } from './ledger';
import type { LiveReservation, ReservationState } from './reservation-state';
import type { BookingWorld } from './world';

/** The stay's payer windows as they stand (`@hotel/events/folio/routing`). */
export const windowsNow = (state: LiveReservation): FolioWindow[] =>
  windowsOf({
    routing: state.routing,
    price: state.price,
    fee: owesFee(state)
      ? state.cancellation?.isPaid
        ? 0
        : (state.cancellation?.amount ?? 0)
      : null,
    payments: [...state.payments.values()].map((p) => ({
      windowId: p.windowId ?? null,
      net: p.amountMnt - (p.refunded ?? 0),
    })),
  });

/** What the status rules read of a reservation (events/src/reservations/rules.ts). */
export const statusStateOf = (state: LiveReservation): StatusState => ({
  status: state.status,
  serviceName: state.sourceClone.serviceName,
  sourceName: state.sourceClone.name,
  stayType: state.stay.stayType,
  checkIn: state.stay.checkIn,
  checkOut: state.stay.checkOut,
  hasRoom: state.roomClone !== null,
  // Every payer window settled (a receivable counts): one unrouted window is the balance.
  balance: unsettledOf(windowsNow(state)),
});

export const changeStatus = (
  command: ChangeStatus,
  current: ReservationState,
  world: BookingWorld,
  ledger: LedgerState,
  context: DecisionContext,
): ReservationDecision => {
  const state = requireReservation(current, world.propertyId);
  const { status: to } = command;
  if (command.oldStatus !== undefined && command.oldStatus !== state.status) {
    throw new RuleBroken('reservation.statusStale');
  }
  const refusal = statusRefusal(statusStateOf(state), to, world.workingDate);
  if (refusal) throw new RuleBroken(refusal.rule, { ...refusal.params });

  const ledgerEvents: LedgerEvent[] = [];
  const { propertyId } = world;
  // An early check-out frees the rest of the stay (departure on the working date).
  let checkOut: string | null = null;
  if (
    to === 'checked-out' &&
    state.stay.stayType === 'night' &&
    world.workingDate < state.stay.checkOut
  ) {
    const earliest = addDays(state.stay.checkIn, 1);
    checkOut = world.workingDate > earliest ? world.workingDate : earliest;
    if (checkOut === state.stay.checkOut) checkOut = null;
  }
  const wasHolding = holdsRoom(state.status);
  const willHold = holdsRoom(to);
  if (wasHolding && !willHold) {
    ledgerEvents.push({ type: 'StayReleased', data: { propertyId, reservationId: state.id } });
  } else if (!wasHolding && willHold) {
    const stay = heldStay(state);
    requireAvailable(ledger, [stay], world, { at: context.now });
    ledgerEvents.push({ type: 'StayChanged', data: { propertyId, stay } });
  } else if (checkOut !== null) {
    ledgerEvents.push({
      type: 'StayChanged',
      data: { propertyId, stay: heldStay(state, { checkOut }) },
    });
  }
  return single(
    state.id,
    [
      {
        type: 'ReservationStatusChanged',
        data: {
          propertyId,
          reservationId: state.id,
          from: state.status,
          to,
          at: context.now,
          workingDate: world.workingDate,
          cancellation: feeOfMove(command, state, world, context),
          notes: command.notes,
          checkOut,
        },
      },
      // Reinstated after its fee was paid: the guest's money stays on the stay (./kept-fee.ts).
      ...[keptFeePayment(state, to, world, context)].filter((e) => e !== null),
    ],
    ledgerEvents,
  );
};

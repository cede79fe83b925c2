import { addDays } from '@hotel/events/dates';
import type { NightAuditEvent } from '@hotel/events/night-audit/events';
import type { PerformNightAudit, SetNightAuditSchedule } from '@hotel/events/night-audit/commands';
import {
  type FigureStay,
  nightFigures,
  roomNightsOf,
  roomsOutOfOrder,
} from '@hotel/events/night-audit/figures';
import type { ReservationEvent } from '@hotel/events/reservations/events';
import { minutesOf } from '@hotel/events/reservations/rules';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { InventoryState } from '../inventory/decider';
import type { PropertyState } from '../property/decider';
import {
  changeStatus,
  type DecisionContext,
  type LiveReservation,
  type ReservationState,
} from '../reservations/decider';
import {
  assertRemembers,
  type LedgerEvent,
  type LedgerState,
  type LedgerStay,
} from '../reservations/ledger';
import { releaseAllotments } from '../allotments/decider';
import type { BookingWorld } from '../reservations/world';

/** Statuses of an arrival that has not checked in. */
const awaitingArrival = (status: string) => status === 'pending' || status === 'confirmed';

/** Whether a stay is due to arrive by `date` (its arrival is on or before it). */
export const isArrivalDue = (state: LiveReservation, date: string): boolean =>
  awaitingArrival(state.status) && state.stay.checkIn <= date;

/** Whether a checked-in stay should have left by the end of `date`. */
export const isDepartureDue = (state: LiveReservation, date: string): boolean =>
  state.status === 'checked-in' &&
  (state.stay.stayType === 'night' ? state.stay.checkOut <= date : state.stay.checkIn <= date);

/**
 * The ledger's stays that touch `date`: those arriving on or before it and leaving on or after
 * it (day-use and hourly stays: on it). Their reservations are what the audit loads: the day's
 * arrivals, departures and in-house guests.
 */
export const staysTouching = (ledger: LedgerState, date: string): LedgerStay[] => {
  assertRemembers(ledger, minutesOf(date, '00:00'));
  const touching: LedgerStay[] = [];
  for (const stay of ledger.stays.values()) {
    if (stay.checkIn <= date && stay.checkOut >= date) touching.push(stay);
  }
  return touching;
};

export const figureStayOf = (state: LiveReservation): FigureStay => ({
  status: state.status,
  roomTypeId: state.roomTypeClone.roomTypeId,
  roomTypeName: state.roomTypeClone.name,
  channel: state.sourceClone.name,
  stayType: state.stay.stayType,
  checkIn: state.stay.checkIn,
  checkOut: state.stay.checkOut,
  nights: roomNightsOf(state.price),
  numberOfGuests: state.numberOfGuests,
  children: state.childrenAges.length,
});

/** What the audit of one date is decided against. */
export interface NightAuditInput {
  readonly place: PropertyState;
  readonly world: BookingWorld;
  readonly inventory: InventoryState;
  readonly ledger: LedgerState;
  /** The reservations of the stays touching the date (by id). */
  readonly touching: ReadonlyMap<string, LiveReservation>;
  /** The reservations chosen as no-shows (by id), as loaded. */
  readonly chosen: ReadonlyMap<string, ReservationState>;
  readonly automatic: boolean;
  readonly context: DecisionContext;
}

export type NightAuditDecision =
  | { readonly kind: 'done'; readonly date: string; readonly workingDate: string }
  | {
      readonly kind: 'performed';
      readonly property: NightAuditEvent[];
      readonly reservations: ReadonlyMap<string, readonly ReservationEvent[]>;
      readonly ledger: readonly LedgerEvent[];
      readonly date: string;
      readonly workingDate: string;
    };

/**
 * The night audit of the working date, all or nothing (one atomic append): the chosen
 * arrivals become no-shows (through the reservation's own status rule, which releases their
 * rooms), the date's room figures are frozen, and the working date rolls to the next day.
 * Every other arrival not checked in is left pending (it is due again the next day); guests who
 * should have left stay in house. Auditing a date already closed answers that it is done, so
 * any number of presses (or instances) make one audit.
 */
export const performNightAudit = (
  command: PerformNightAudit,
  input: NightAuditInput,
): NightAuditDecision => {
  const { place, world, ledger, context } = input;
  if (place.status === 'none') throw new NotFound('property');
  const date = place.workingDate;
  if (command.date < date) return { kind: 'done', date: command.date, workingDate: date };
  if (command.date > date) {
    throw new RuleBroken('nightAudit.futureDate', { date: command.date, workingDate: date });
  }

  const reservations = new Map<string, readonly ReservationEvent[]>();
  const ledgerEvents: LedgerEvent[] = [];
  const noShows: string[] = [];
  for (const id of new Set(command.noShows)) {
    const current = input.chosen.get(id);
    if (!current?.exists || current.propertyId !== world.propertyId) {
      throw new NotFound('reservation');
    }
    if (!isArrivalDue(current, date)) {
      throw new RuleBroken('nightAudit.notAnArrival', { number: current.number });
    }
    const decision = changeStatus(
      {
        id,
        status: 'no-show',
        cancellationPayment: null,
        isPaid: false,
        paymentMethodId: null,
        notes: null,
      },
      current,
      world,
      ledger,
      context,
    );
    for (const [reservationId, events] of decision.reservations) {
      reservations.set(reservationId, events);
    }
    ledgerEvents.push(...decision.ledger);
    noShows.push(id);
  }

  const marked = new Set(noShows);
  const leftPending: string[] = [];
  const stayovers: string[] = [];
  const stays: FigureStay[] = [];
  for (const state of input.touching.values()) {
    if (marked.has(state.id)) continue;
    if (isArrivalDue(state, date)) leftPending.push(state.id);
    if (isDepartureDue(state, date)) stayovers.push(state.id);
    stays.push(figureStayOf(state));
  }
  const figures = nightFigures(date, stays, {
    total: input.inventory.rooms.size,
    outOfOrder: roomsOutOfOrder(date, ledger.blocks.values()),
  });
  const nextDate = addDays(date, 1);
  // Allotted nights whose release date the new working date reaches go back to general
  // inventory, less what the partner picked up (its stays marked no-show above pick up nothing).
  ledgerEvents.push(...releaseAllotments(ledger, world.propertyId, nextDate, marked));
  // The date is closed on the ledger too: its fold may forget stays long gone (ledger.ts).
  ledgerEvents.push({ type: 'OccupancyDayClosed', data: { propertyId: world.propertyId, date } });
  return {
    kind: 'performed',
    date,
    workingDate: nextDate,
    reservations,
    ledger: ledgerEvents,
    property: [
      {
        type: 'NightAuditPerformed',
        data: {
          propertyId: world.propertyId,
          date,
          nextDate,
          noShows,
          leftPending: leftPending.sort(),
          stayovers: stayovers.sort(),
          automatic: input.automatic,
          performedAt: context.now,
          figures,
        },
      },
    ],
  };
};

/** The automatic night audit switched on or off, and the local time it runs at. */
export const setNightAuditSchedule = (
  command: SetNightAuditSchedule,
  place: PropertyState,
): NightAuditEvent[] => {
  if (place.status === 'none') throw new NotFound('property');
  const { isNightauditAuto, runAt } = place.nightAudit;
  if (isNightauditAuto === command.isNightauditAuto && runAt === command.runAt) return [];
  return [
    {
      type: 'NightAuditScheduleSet',
      data: {
        propertyId: place.id,
        isNightauditAuto: command.isNightauditAuto,
        runAt: command.runAt,
      },
    },
  ];
};

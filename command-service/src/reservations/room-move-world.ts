/** The room-move tests' world: a third Standard room, the week's dates, a guest in the house, moves. */
import { addDays } from '@hotel/events/dates';
import type { ReservationEvent, ReservationStatus } from '@hotel/events/reservations/events';
import { nightsSpanOf } from '@hotel/events/reservations/rules';
import {
  assignRoom,
  book,
  changeDates,
  changeStatus,
  type LiveReservation,
  type ReservationDecision,
} from './decider';
import { ledger, type LedgerState } from './ledger';
import { findShortage } from './ledger-queries';
import { ownerOf } from './span-index';
import {
  after,
  bookCommand,
  context,
  inventory,
  R101,
  R102,
  room,
  STD,
  WORKING_DATE,
  world,
} from './test-world';
import { roomsView, type BookingWorld } from './world';

export const R103 = '00000000-0000-4000-8000-000000000103';

/** The test world with a third Standard room, on a working date. */
export const on = (workingDate: string): BookingWorld => ({
  ...world,
  workingDate,
  inventory: { ...inventory, rooms: new Map([...inventory.rooms, [R103, room(R103, STD)]]) },
});

export const D22 = WORKING_DATE; // 2026-11-22
export const D23 = '2026-11-23';
export const D24 = '2026-11-24';
export const D25 = '2026-11-25';
export const D26 = '2026-11-26';

/** A history of decisions, each applied before the next is decided. */
export const story = (first: ReservationDecision) => {
  const decisions: ReservationDecision[] = [first];
  const id = (first as { reservationIds?: string[] }).reservationIds?.[0] as string;
  const now = () => after(...decisions);
  return {
    id,
    decisions,
    state: (reservationId = id) => now().reservations.get(reservationId) as LiveReservation,
    occupancy: () => now().occupancy,
    then(decide: (state: LiveReservation, occupancy: LedgerState) => ReservationDecision) {
      const { reservations, occupancy } = now();
      const decision = decide(reservations.get(id) as LiveReservation, occupancy);
      decisions.push(decision);
      return decision;
    },
  };
};

/** Booked into room 101 for 22 → 26 November and checked in on the 22nd. */
export const inHouse = (fields: object = {}) => {
  const s = story(
    book(
      bookCommand({ checkIn: D22, checkOut: D26, roomId: R101, ...fields }),
      on(D22),
      ledger.initialState(),
      null,
      context(),
    ),
  );
  s.then((state, occupancy) => status(state, occupancy, 'checked-in', D22));
  return s;
};

export const status = (
  state: LiveReservation,
  occupancy: LedgerState,
  to: ReservationStatus,
  date: string,
) =>
  changeStatus(
    {
      id: state.id,
      status: to,
      cancellationPayment: null,
      isPaid: false,
      paymentMethodId: null,
      notes: null,
    },
    state,
    on(date),
    occupancy,
    context(`status-${to}-${date}`),
  );

export const move =
  (roomId: string, date: string) => (state: LiveReservation, occupancy: LedgerState) =>
    assignRoom({ id: state.id, roomId }, state, on(date), occupancy, context(`move-${date}`));

export const dates =
  (checkOut: string, date: string, roomId?: string) =>
  (state: LiveReservation, occupancy: LedgerState) =>
    changeDates(
      {
        id: state.id,
        checkIn: state.stay.checkIn,
        checkOut,
        stayType: undefined,
        arrivalTime: null,
        exitTime: null,
        resTime: null,
        timePrice: null,
        ...(roomId ? { roomId } : {}),
      },
      state,
      on(date),
      occupancy,
      context(`dates-${date}`),
    );

/** Whether a new booking of `roomId` for the nights `from` → `to` fits the ledger. */
export const bookable = (occupancy: LedgerState, roomId: string, from: string, to: string) => {
  const shortage = findShortage(
    occupancy,
    [
      {
        reservationId: 'new',
        roomTypeId: STD,
        roomId,
        stayType: 'night',
        checkIn: from,
        checkOut: to,
        arrivalTime: '14:00',
        exitTime: '12:00',
        hours: null,
      },
    ],
    roomsView(on(D22)),
    { at: context().now },
  );
  return shortage === null ? 'free' : shortage.kind === 'room' ? `taken ${shortage.date}` : 'full';
};

/** The room (or rooms) holding each night of a stay in the ledger's room index. */
export const roomsByNight = (occupancy: LedgerState, id: string, from: string, to: string) => {
  const nights: Record<string, string[]> = {};
  for (let night = from; night < to; night = addDays(night, 1)) {
    const span = nightsSpanOf(night, addDays(night, 1));
    nights[night] = [R101, R102, R103].filter((roomId) =>
      occupancy.byRoom
        .overlapping(roomId, span.start, span.end)
        .some((spanId) => ownerOf(spanId) === id),
    );
  }
  return nights;
};

/** The guest pays the stay's total in cash (so a check-out is allowed). */
export const paidInFull = (state: LiveReservation): ReservationDecision => ({
  reservations: new Map([
    [
      state.id,
      [
        {
          type: 'PaymentPosted',
          data: {
            propertyId: state.propertyId,
            reservationId: state.id,
            paymentId: 'pay-1',
            incomeType: 'paid',
            billType: 'individual',
            currencyClone: { currencyId: null, name: 'Төгрөг', shortName: 'MNT', rate: 1 },
            pays: [],
            amount: state.price.total,
            amountMnt: state.price.total,
            notes: null,
            postedDate: D22,
            userClone: context().user,
            createdAt: context().now,
          },
        } as ReservationEvent,
      ],
    ],
  ]),
  group: [],
  ledger: [],
});

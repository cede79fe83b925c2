import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import type { ReservationEvent, ReservationStatus } from '@hotel/events/reservations/events';
import { nightsSpanOf } from '@hotel/events/reservations/rules';
import {
  assignRoom,
  book,
  changeDates,
  changeRoomType,
  changeStatus,
  type LiveReservation,
  type ReservationDecision,
} from './decider';
import { ledger, type LedgerState } from './ledger';
import { findShortage, freeRoomsFor } from './ledger-queries';
import { ownerOf } from './span-index';
import {
  after,
  bookCommand,
  broken,
  context,
  inventory,
  LUX,
  R101,
  R102,
  R201,
  room,
  STD,
  WORKING_DATE,
  world,
} from './test-world';
import { roomsView, type BookingWorld } from './world';

/** Given/when/then for moving a guest in the house to another room (docs/reservations.md). */

const R103 = '00000000-0000-4000-8000-000000000103';

/** The test world with a third Standard room, on a working date. */
const on = (workingDate: string): BookingWorld => ({
  ...world,
  workingDate,
  inventory: { ...inventory, rooms: new Map([...inventory.rooms, [R103, room(R103, STD)]]) },
});

const D22 = WORKING_DATE; // 2026-11-22
const D23 = '2026-11-23';
const D24 = '2026-11-24';
const D25 = '2026-11-25';
const D26 = '2026-11-26';

/** A history of decisions, each applied before the next is decided. */
const story = (first: ReservationDecision) => {
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
const inHouse = (fields: object = {}) => {
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

const status = (
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

const move = (roomId: string, date: string) => (state: LiveReservation, occupancy: LedgerState) =>
  assignRoom({ id: state.id, roomId }, state, on(date), occupancy, context(`move-${date}`));

const dates =
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
const bookable = (occupancy: LedgerState, roomId: string, from: string, to: string) => {
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
const roomsByNight = (occupancy: LedgerState, id: string, from: string, to: string) => {
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
const paidInFull = (state: LiveReservation): ReservationDecision => ({
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

describe('moving a guest in the house', () => {
  it('keeps the nights already slept on the old room and moves the rest', () => {
    const s = inHouse();
    const decision = s.then(move(R102, D24));
    expect(decision.reservations.get(s.id)).toEqual([
      {
        type: 'ReservationRoomAssigned',
        data: {
          propertyId: world.propertyId,
          reservationId: s.id,
          roomClone: { roomId: R102, name: '102' },
          from: D24,
          segment: { roomClone: { roomId: R101, name: '101' }, from: D22, to: D24 },
        },
      },
    ]);
    expect(decision.ledger).toEqual([
      {
        type: 'StayChanged',
        data: {
          propertyId: world.propertyId,
          stay: expect.objectContaining({
            reservationId: s.id,
            roomId: R102,
            checkIn: D22,
            checkOut: D26,
            segments: [{ roomId: R101, from: D22, to: D24 }],
          }),
        },
      },
    ]);
    expect(s.state()).toMatchObject({
      roomClone: { roomId: R102 },
      roomSegments: [{ roomClone: { roomId: R101 }, from: D22, to: D24 }],
    });
    expect(roomsByNight(s.occupancy(), s.id, D22, D26)).toEqual({
      [D22]: [R101],
      [D23]: [R101],
      [D24]: [R102],
      [D25]: [R102],
    });
  });

  it('a booking of the old room over a slept night clashes; from the move date it is free', () => {
    const s = inHouse();
    s.then(move(R102, D24));
    const occupancy = s.occupancy();
    expect(bookable(occupancy, R101, D23, D24)).toBe(`taken ${D23}`);
    expect(bookable(occupancy, R101, D24, D26)).toBe('free');
    expect(bookable(occupancy, R102, D22, D24)).toBe('free');
    expect(bookable(occupancy, R102, D25, D26)).toBe(`taken ${D25}`);
    // The room type's count is unchanged: one stay, whichever its room.
    const rooms = roomsView(on(D22));
    const stay = { stayType: 'night' as const, arrivalTime: '14:00', exitTime: '12:00' };
    const free = (checkIn: string, checkOut: string) =>
      freeRoomsFor(occupancy, STD, { ...stay, checkIn, checkOut, hours: null }, rooms, {
        at: context().now,
      });
    expect(free(D22, D24)).toEqual({ available: 2, freeRoomIds: [R102, R103] });
    expect(free(D24, D26)).toEqual({ available: 2, freeRoomIds: [R101, R103] });
    expect(free(D22, D26)).toEqual({ available: 2, freeRoomIds: [R103] });
  });

  it('moves the whole stay before a night was slept (arrival day) and before check-in', () => {
    const arrival = inHouse();
    const decision = arrival.then(move(R102, D22));
    expect(decision.reservations.get(arrival.id)?.[0]?.data).not.toHaveProperty('segment');
    expect(decision.reservations.get(arrival.id)?.[0]?.data).not.toHaveProperty('from');
    expect(decision.ledger[0]?.data).toMatchObject({ stay: { roomId: R102 } });
    expect(decision.ledger[0]?.data).not.toHaveProperty('stay.segments');
    expect(arrival.state().roomSegments).toEqual([]);

    // Booked, not checked in, its arrival left pending past its date: the whole stay moves.
    const pending = story(
      book(
        bookCommand({ checkIn: D22, checkOut: D26, roomId: R101 }),
        on(D22),
        ledger.initialState(),
        null,
        context(),
      ),
    );
    const later = pending.then(move(R102, D24));
    expect(later.reservations.get(pending.id)?.[0]?.data).not.toHaveProperty('segment');
    expect(roomsByNight(pending.occupancy(), pending.id, D22, D26)).toEqual({
      [D22]: [R102],
      [D23]: [R102],
      [D24]: [R102],
      [D25]: [R102],
    });
  });

  it('a second move on the same working date replaces the current room', () => {
    const s = inHouse();
    s.then(move(R102, D24));
    const again = s.then(move(R103, D24));
    expect(again.reservations.get(s.id)?.[0]?.data).toMatchObject({
      roomClone: { roomId: R103 },
      from: D24,
    });
    expect(again.reservations.get(s.id)?.[0]?.data).not.toHaveProperty('segment');
    expect(s.state().roomSegments).toEqual([
      { roomClone: { roomId: R101, name: '101' }, from: D22, to: D24 },
    ]);
    expect(roomsByNight(s.occupancy(), s.id, D22, D26)).toEqual({
      [D22]: [R101],
      [D23]: [R101],
      [D24]: [R103],
      [D25]: [R103],
    });
    expect(bookable(s.occupancy(), R102, D22, D26)).toBe('free');
  });

  it('moves back into a room slept in earlier (101 → 102 → 101)', () => {
    const s = inHouse();
    s.then(move(R102, D23));
    s.then(move(R101, D24));
    expect(s.state().roomSegments).toEqual([
      { roomClone: { roomId: R101, name: '101' }, from: D22, to: D23 },
      { roomClone: { roomId: R102, name: '102' }, from: D23, to: D24 },
    ]);
    expect(roomsByNight(s.occupancy(), s.id, D22, D26)).toEqual({
      [D22]: [R101],
      [D23]: [R102],
      [D24]: [R101],
      [D25]: [R101],
    });
    expect(bookable(s.occupancy(), R101, D22, D23)).toBe(`taken ${D22}`);
    expect(bookable(s.occupancy(), R102, D23, D24)).toBe(`taken ${D23}`);
    expect(bookable(s.occupancy(), R102, D24, D26)).toBe('free');
  });

  it('the new room needs to be free only from the move date', () => {
    const s = inHouse();
    // Another guest in 102 until the 24th, and one arriving in 103 on the 25th.
    const other = book(
      bookCommand({ checkIn: D22, checkOut: D24, roomId: R102 }),
      on(D22),
      s.occupancy(),
      null,
      context('other'),
    );
    s.decisions.push(other);
    const later = book(
      bookCommand({ checkIn: D25, checkOut: D26, roomId: R103 }),
      on(D22),
      s.occupancy(),
      null,
      context('later'),
    );
    s.decisions.push(later);
    expect(broken(() => s.then(move(R103, D24)))).toBe('409 reservation.roomTaken');
    expect(() => s.then(move(R102, D24))).not.toThrow();
    expect(s.state().roomClone?.roomId).toBe(R102);
  });

  it('refuses a move with no nights left: the guest checks out', () => {
    const s = inHouse();
    expect(broken(() => s.then(move(R102, D26)))).toBe('reservation.moveNoNightsLeft');
    expect(broken(() => s.then(move(R102, '2026-11-27')))).toBe('reservation.moveNoNightsLeft');
  });

  it('moves day and hourly stays whole', () => {
    const s = story(
      book(
        bookCommand({ stayType: 'day', checkIn: D22, roomId: R101 }),
        on(D22),
        ledger.initialState(),
        null,
        context(),
      ),
    );
    s.then((state, occupancy) => status(state, occupancy, 'checked-in', D22));
    const decision = s.then(move(R102, D22));
    expect(decision.reservations.get(s.id)?.[0]?.data).not.toHaveProperty('segment');
    expect(s.state().roomSegments).toEqual([]);
  });

  it('a calendar drag (dates with a room) of a guest in the house splits the stay too', () => {
    const s = inHouse();
    const decision = s.then(dates('2026-11-27', D24, R102));
    expect(decision.reservations.get(s.id)?.map((e) => e.type)).toEqual([
      'ReservationDatesChanged',
      'ReservationRoomAssigned',
    ]);
    expect(decision.reservations.get(s.id)?.[1]?.data).toMatchObject({
      from: D24,
      segment: { roomClone: { roomId: R101 }, from: D22, to: D24 },
    });
    expect(roomsByNight(s.occupancy(), s.id, D22, '2026-11-27')).toEqual({
      [D22]: [R101],
      [D23]: [R101],
      [D24]: [R102],
      [D25]: [R102],
      [D26]: [R102],
    });
  });
});

describe('the rules around a moved stay', () => {
  it('the stay must end after its last move; the check-in stays', () => {
    const s = inHouse();
    s.then(move(R102, D24));
    expect(broken(() => s.then(dates(D24, D24)))).toBe('reservation.datesBeforeMove');
    expect(broken(() => s.then(dates(D23, D24)))).toBe('reservation.datesBeforeMove');
    const longer = s.then(dates('2026-11-28', D24));
    expect(longer.ledger[0]?.data).toMatchObject({
      stay: { roomId: R102, checkOut: '2026-11-28', segments: [{ roomId: R101, to: D24 }] },
    });
    const shorter = s.then(dates(D25, D24));
    expect(shorter.ledger[0]?.data).toMatchObject({
      stay: { checkOut: D25, segments: [{ roomId: R101, from: D22, to: D24 }] },
    });
    expect(roomsByNight(s.occupancy(), s.id, D22, D26)).toEqual({
      [D22]: [R101],
      [D23]: [R101],
      [D24]: [R102],
      [D25]: [],
    });
  });

  it('the room type of a guest who slept a night stays; on the arrival day it may change', () => {
    const typeChange = (date: string) => (state: LiveReservation, occupancy: LedgerState) =>
      changeRoomType(
        { id: state.id, roomTypeId: LUX, ratePlanId: null, roomId: R201 },
        state,
        on(date),
        occupancy,
        context(`type-${date}`),
      );
    const s = inHouse();
    expect(broken(() => s.then(typeChange(D23)))).toBe('reservation.roomTypeMidStay');
    expect(() => inHouse().then(typeChange(D22))).not.toThrow();
  });

  it('an early check-out keeps the slept rooms and frees the rest; it can be undone', () => {
    const s = inHouse();
    s.then(move(R102, D23));
    s.then(paidInFull);
    const out = s.then((state, occupancy) => status(state, occupancy, 'checked-out', D24));
    expect(s.state().status).toBe('checked-out');
    // The stay ends on the working date: the slept rooms stay held, the rest is freed.
    expect(out.ledger[0]?.data).toMatchObject({
      stay: { roomId: R102, checkOut: D24, segments: [{ roomId: R101, from: D22, to: D23 }] },
    });
    expect(out.reservations.get(s.id)?.[0]?.data).toMatchObject({ checkOut: D24 });
    expect(roomsByNight(s.occupancy(), s.id, D22, D26)).toEqual({
      [D22]: [R101],
      [D23]: [R102],
      [D24]: [],
      [D25]: [],
    });
    const undone = s.then((state, occupancy) => status(state, occupancy, 'checked-in', D24));
    // Back in the house for what is left of the stay (its check-out stays the working date).
    expect(undone.ledger).toEqual([]);
    expect(s.state()).toMatchObject({
      status: 'checked-in',
      roomClone: { roomId: R102 },
      roomSegments: [{ roomClone: { roomId: R101 }, from: D22, to: D23 }],
    });
    expect(roomsByNight(s.occupancy(), s.id, D22, D24)).toEqual({ [D22]: [R101], [D23]: [R102] });
  });
});

describe('over any sequence of moves (property)', () => {
  it('every night of the stay is held by exactly one room, and the type counts it once', () => {
    const rooms = [R101, R102, R103];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ day: fc.integer({ min: 0, max: 5 }), room: fc.constantFrom(...rooms) }),
          {
            maxLength: 8,
          },
        ),
        (moves) => {
          const checkOut = addDays(D22, 5);
          const s = inHouse({ checkOut });
          // Moves in date order, on the working dates the stay still has nights left.
          const sorted = [...moves].sort((a, b) => a.day - b.day).filter((m) => m.day < 5);
          for (const { day, room: roomId } of sorted) {
            const date = addDays(D22, day);
            if (s.state().roomClone?.roomId === roomId) continue;
            s.then(move(roomId, date));
          }
          const occupancy = s.occupancy();
          const byNight = roomsByNight(occupancy, s.id, D22, checkOut);
          for (const held of Object.values(byNight)) expect(held).toHaveLength(1);
          // The segments and the current room tile the stay, oldest first.
          const state = s.state();
          let from = D22;
          for (const segment of state.roomSegments) {
            expect(segment.from).toBe(from);
            expect(segment.to > segment.from).toBe(true);
            from = segment.to;
          }
          expect(byNight[from]).toEqual([state.roomClone?.roomId]);
          for (let night = D22; night < checkOut; night = addDays(night, 1)) {
            const span = nightsSpanOf(night, addDays(night, 1));
            expect(occupancy.byRoomType.overlapping(STD, span.start, span.end)).toEqual([s.id]);
          }
          expect(bookable(occupancy, R101, D22, checkOut)).not.toBe('full');
        },
      ),
      { numRuns: 60 },
    );
  });
});

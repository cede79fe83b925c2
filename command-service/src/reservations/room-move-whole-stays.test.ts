import { describe, expect, it } from 'vitest';
import { book } from './decider';
import { ledger } from './ledger';
import { bookCommand, broken, context, R101, R102 } from './test-world';
import {
  R103,
  on,
  D22,
  D23,
  D24,
  D25,
  D26,
  story,
  inHouse,
  status,
  move,
  dates,
  bookable,
  roomsByNight,
} from './room-move-world';

/** Moves back, from a date, of day and hourly stays, by a calendar drag (docs/reservations.md). */
describe('moving a guest in the house', () => {
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

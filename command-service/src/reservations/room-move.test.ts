import { describe, expect, it } from 'vitest';
import { book } from './decider';
import { ledger } from './ledger';
import { freeRoomsFor } from './ledger-queries';
import { bookCommand, context, R101, R102, STD, world } from './test-world';
import { roomsView } from './world';
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
  move,
  bookable,
  roomsByNight,
} from './room-move-world';

/** Given/when/then for moving a guest in the house to another room (docs/reservations.md). */
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
});

import { describe, expect, it } from 'vitest';
import { book } from '../reservations/decider';
import { ledger } from '../reservations/ledger';
import { receiveRequest, type RequestIntake } from './decider';
import {
  STD,
  LUX,
  ONLINE_PLAN,
  world,
  context,
  intake,
  broken,
  requested,
  staffBooking,
  Given,
} from './test-world';

describe('a request arrives', () => {
  it('is numbered, priced by the online plan and holds its rooms for 24 hours', () => {
    const given = new Given();
    const decision = receiveRequest(
      intake({ rooms: [{ roomTypeId: STD, quantity: 2, numberOfGuests: 2 }] }),
      world,
      given.occupancy,
      context('r1'),
    );
    expect(decision.number).toBe(1);
    expect(decision.until).toBe('2026-11-23T03:00:00.000Z');
    expect(decision.request[0]).toMatchObject({
      type: 'ReservationRequestReceived',
      data: {
        number: 1,
        channel: 'online',
        stayNights: 2,
        numberOfRooms: 2,
        numberOfGuests: 4,
        amount: 400000,
        sourceClone: { name: 'Онлайн захиалга', serviceName: 'online', sourceId: null },
        // The line keeps the room type's English name beside its name.
        roomTypes: [
          {
            roomTypeId: STD,
            name: 'Стандарт',
            nameEn: 'Standard',
            ratePlanId: ONLINE_PLAN,
            quantity: 2,
            amount: 400000,
          },
        ],
      },
    });
    expect(decision.ledger).toEqual([
      expect.objectContaining({
        type: 'RequestRoomsHeld',
        data: expect.objectContaining({
          number: 1,
          until: '2026-11-23T03:00:00.000Z',
          rooms: [{ roomTypeId: STD, quantity: 2 }],
        }),
      }),
    ]);
    given.apply(decision);
    const next = receiveRequest(
      intake({ checkIn: '2026-12-01', checkOut: '2026-12-02' }),
      world,
      given.occupancy,
      context('r2'),
    );
    expect(next.number).toBe(2);
  });

  it('refuses what cannot be sold online: past dates, types without an online plan, too many adults', () => {
    const occupancy = ledger.initialState();
    const receive = (fields: Partial<RequestIntake>) => () =>
      receiveRequest(intake(fields), world, occupancy, context('r'));
    expect(broken(receive({ checkIn: '2026-11-21', checkOut: '2026-11-23' }))).toBe(
      'request.checkInPast',
    );
    expect(broken(receive({ checkIn: '2028-01-01', checkOut: '2028-01-02' }))).toBe(
      'request.tooFarAhead',
    );
    expect(
      broken(receive({ rooms: [{ roomTypeId: LUX, quantity: 1, numberOfGuests: null }] })),
    ).toBe('request.roomTypeNotOnline');
    expect(broken(receive({ rooms: [{ roomTypeId: STD, quantity: 1, numberOfGuests: 3 }] }))).toBe(
      'request.tooManyGuests',
    );
    // A channel may pass on a type without an online plan (priced at the type's own price).
    const channel = receiveRequest(
      intake({
        channel: 'ihotel',
        syncId: 'X-1',
        rooms: [{ roomTypeId: LUX, quantity: 1, numberOfGuests: null }],
      }),
      world,
      occupancy,
      context('c'),
    );
    expect(channel.request[0]).toMatchObject({ data: { amount: 400000, syncId: 'X-1' } });
  });

  it('is refused (409) when its rooms are taken — by stays or by other live holds', () => {
    const given = new Given();
    given.apply(
      receiveRequest(
        intake({ rooms: [{ roomTypeId: STD, quantity: 2, numberOfGuests: null }] }),
        world,
        given.occupancy,
        context('r1'),
      ),
    );
    expect(broken(() => receiveRequest(intake(), world, given.occupancy, context('r2')))).toBe(
      '409 reservation.notAvailable',
    );
  });
});

describe('a hold and staff bookings', () => {
  it('keeps staff bookings off the held rooms until it expires, then counts for nothing', () => {
    const { given } = requested([], {
      rooms: [{ roomTypeId: STD, quantity: 2, numberOfGuests: null }],
    });
    expect(broken(() => book(staffBooking(), world, given.occupancy, null, context('b1')))).toBe(
      '409 reservation.notAvailable',
    );
    // Another night is free.
    expect(() =>
      book(staffBooking('2026-11-27', '2026-11-28'), world, given.occupancy, null, context('b2')),
    ).not.toThrow();
    // 24 hours later the hold is over.
    const later = context('b3', '2026-11-23T03:00:00.001Z');
    expect(() => book(staffBooking(), world, given.occupancy, null, later)).not.toThrow();
  });
});

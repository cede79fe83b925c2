import { describe, expect, it } from 'vitest';
import type { ReservationEvent } from '@hotel/events/reservations/events';
import { book } from '../reservations/decider';
import { ledger } from '../reservations/ledger';
import { convertRequest } from './decider';
import {
  NOW,
  STD,
  ONLINE_PLAN,
  world,
  context,
  broken,
  requested,
  staffBooking,
} from './test-world';

describe('conversion', () => {
  it('converts only a paid request that is neither canceled nor converted', () => {
    const unpaid = requested(['confirm']);
    expect(
      broken(() =>
        convertRequest(
          { id: unpaid.id, checkIn: '2026-11-25', checkOut: null },
          unpaid.given.request,
          world,
          unpaid.given.occupancy,
          context('c'),
        ),
      ),
    ).toBe('request.notPaid');
  });

  it('books through the booking decider on the held rooms, releases the hold and links both ways', () => {
    const { given, id } = requested(['confirm', 'ask', 'pay'], {
      rooms: [{ roomTypeId: STD, quantity: 2, numberOfGuests: 2 }],
    });
    const converted = convertRequest(
      { id, checkIn: '2026-11-25', checkOut: null },
      given.request,
      world,
      given.occupancy,
      context('convert'),
    );
    expect(converted.checkOut).toBe('2026-11-27');
    expect(converted.total).toBe(400000);
    expect(converted.booking.ledger.map((e) => e.type)).toEqual([
      'StaysHeld',
      'RequestRoomsReleased',
    ]);
    const created = [...converted.booking.reservations.values()].map(
      (events) => (events[0] as Extract<ReservationEvent, { type: 'ReservationCreated' }>).data,
    );
    expect(created).toHaveLength(2);
    // What the guest paid for the request (200 000) is the reservations' prepayment, in
    // booking order: the first takes up to its price, the second nothing; in the method money
    // paid online arrives in (not cash, although cash is the default), by the desk, now.
    const prepaidShares = [200000];
    const prepaid = [...converted.booking.reservations.values()].flatMap((events) =>
      events.flatMap((e) => (e.type === 'PaymentPosted' ? [e.data] : [])),
    );
    expect(
      prepaid.map((p) => [p.incomeType, p.amountMnt, p.pays[0]?.paymentMethodClone.name]),
    ).toEqual(prepaidShares.map((amount) => ['prepaid', amount, 'Дансаар шилжүүлэг']));
    expect(prepaid.map((p) => [p.userClone.name, p.createdAt])).toEqual(
      prepaidShares.map(() => ['Reception', NOW]),
    );
    expect(converted.prepaid).toBe(prepaidShares.reduce((a, b) => a + b, 0));
    expect(created[0]).toMatchObject({
      status: 'confirmed',
      sourceClone: { serviceName: 'online' },
      guestClone: { name: 'Anna', email: 'anna@example.com' },
      ratePlanClone: { ratePlanId: ONLINE_PLAN },
    });
    expect(converted.request[0]).toMatchObject({
      type: 'ReservationRequestConverted',
      data: {
        reservationIds: converted.booking.reservationIds,
        groupId: converted.booking.groupId,
      },
    });
    given.apply({ request: converted.request, ledger: converted.booking.ledger });
    expect(given.request).toMatchObject({ status: 'reservation' });
    expect(given.occupancy.requestHolds.size).toBe(0);
    expect(given.occupancy.stays.size).toBe(2);
    expect(
      broken(() =>
        convertRequest(
          { id, checkIn: '2026-11-25', checkOut: null },
          given.request,
          world,
          given.occupancy,
          context('again'),
        ),
      ),
    ).toBe('request.closed');
  });

  it('books other dates only where rooms are free (409 otherwise)', () => {
    const { given, id } = requested(['confirm', 'ask', 'pay']);
    const full = book(
      staffBooking('2026-12-01', '2026-12-03', 2),
      world,
      given.occupancy,
      null,
      context('b'),
    );
    for (const event of full.ledger) ledger.evolve(given.occupancy, event);
    expect(
      broken(() =>
        convertRequest(
          { id, checkIn: '2026-12-02', checkOut: null },
          given.request,
          world,
          given.occupancy,
          context('c'),
        ),
      ),
    ).toBe('409 reservation.notAvailable');
    const moved = convertRequest(
      { id, checkIn: '2026-12-03', checkOut: '2026-12-04' },
      given.request,
      world,
      given.occupancy,
      context('c2'),
    );
    expect(moved.checkOut).toBe('2026-12-04');
  });
});

import { describe, expect, it } from 'vitest';
import { book } from '../reservations/decider';
import { ledger } from '../reservations/ledger';
import { recordPayment, requestPayment } from './decider';
import { NOW, STD, BANK, world, context, broken, requested, staffBooking } from './test-world';

describe('payment', () => {
  it('asks for payment only once confirmed, into a known account, holding the rooms 48 hours', () => {
    const pending = requested();
    expect(
      broken(() =>
        requestPayment(
          { id: pending.id, bankAccountId: BANK },
          pending.given.request,
          world,
          pending.given.occupancy,
          {
            now: NOW,
            language: 'en',
          },
        ),
      ),
    ).toBe('request.paymentNeedsConfirmation');
    const { given, id } = requested(['confirm']);
    expect(
      broken(() =>
        requestPayment(
          { id, bankAccountId: '00000000-0000-4000-8000-0000000000ff' },
          given.request,
          world,
          given.occupancy,
          { now: NOW, language: 'en' },
        ),
      ),
    ).toBe('request.bankAccountUnknown');
    const asked = requestPayment(
      { id, bankAccountId: BANK },
      given.request,
      world,
      given.occupancy,
      {
        now: NOW,
        language: 'en',
      },
    );
    expect(asked.request[0]).toMatchObject({
      type: 'ReservationRequestPaymentRequested',
      data: {
        amount: 200000,
        email: 'anna@example.com',
        bankAccount: { bankName: 'Khan Bank', number: '5012345678' },
      },
    });
    expect(asked.ledger[0]).toMatchObject({ data: { until: '2026-11-24T03:00:00.000Z' } });
    given.apply(asked);
    expect(given.request).toMatchObject({ isFetchPayment: true, isPaid: false });
  });

  it('marks the request paid and keeps its rooms until converted or canceled', () => {
    const { given, id } = requested(['confirm', 'ask']);
    const paid = recordPayment(
      { id, amount: 200000, notes: 'Khan transfer' },
      given.request,
      world,
      given.occupancy,
      {
        now: NOW,
      },
    );
    expect(paid.held).toBe(true);
    expect(paid.ledger[0]).toMatchObject({ type: 'RequestRoomsHeld', data: { until: null } });
    given.apply(paid);
    expect(given.request).toMatchObject({ isPaid: true, amountPaid: 200000 });
    // A year later the rooms are still held.
    const muchLater = context('b', '2027-11-22T00:00:00.000Z');
    expect(
      broken(() =>
        book(staffBooking('2026-11-25', '2026-11-27', 2), world, given.occupancy, null, muchLater),
      ),
    ).toBe('409 reservation.notAvailable');
    expect(
      broken(() =>
        recordPayment({ id, amount: 1, notes: null }, given.request, world, given.occupancy, {
          now: NOW,
        }),
      ),
    ).toBe('request.alreadyPaid');
  });

  it('records money that arrived after the hold expired and the rooms were sold, without a hold', () => {
    const { given, id } = requested(['confirm'], {
      rooms: [{ roomTypeId: STD, quantity: 2, numberOfGuests: null }],
    });
    const later = '2026-11-24T00:00:00.000Z';
    const sold = book(staffBooking(), world, given.occupancy, null, context('b', later));
    for (const event of sold.ledger) ledger.evolve(given.occupancy, event);
    const paid = recordPayment(
      { id, amount: 440000, notes: null },
      given.request,
      world,
      given.occupancy,
      {
        now: later,
      },
    );
    expect(paid.held).toBe(false);
    expect(paid.ledger).toEqual([]);
    expect(paid.request[0]).toMatchObject({ type: 'ReservationRequestPaid' });
  });
});

import { describe, expect, it } from 'vitest';
import type { PaymentPosted } from '@hotel/events/folio/events';
import type { ReservationStatus } from '@hotel/events/reservations/events';
import { type BookingWorld } from './world';
import { type LiveReservation, type ReservationDecision, book, changeStatus } from './decider';
import { ledger } from './ledger';
import { deletePayment } from '../folio/decider';
import {
  R101,
  WORKING_DATE,
  after,
  bookCommand,
  broken,
  context,
  settings,
  world,
} from './test-world';

/** The test world with a cash method that takes fees and payments. */
const CASH = 'cash';
const withCash: BookingWorld = {
  ...world,
  settings: {
    ...settings,
    PaymentMethod: new Map([
      [
        CASH,
        {
          propertyId: world.propertyId,
          id: CASH,
          name: 'Бэлэн',
          color: '#00aa00',
          isDefault: true,
          isCash: true,
          incomeTypes: ['paid', 'prepaid', 'cancellation'],
        },
      ],
    ]),
  } as unknown as BookingWorld['settings'],
};

const move = (
  decisions: ReservationDecision[],
  to: ReservationStatus,
  fee: { amount: number; isPaid: boolean } | null,
  commandId: string,
) => {
  const { reservations, occupancy } = after(...decisions);
  const id = [...reservations.keys()][0]!;
  return changeStatus(
    {
      id,
      status: to,
      cancellationPayment: fee?.amount ?? null,
      isPaid: fee?.isPaid ?? false,
      paymentMethodId: fee?.isPaid ? CASH : null,
      notes: null,
    },
    reservations.get(id)!,
    withCash,
    occupancy,
    context(commandId),
  );
};

const booked = () =>
  book(
    bookCommand({ checkIn: WORKING_DATE, checkOut: '2026-11-24', roomId: R101 }),
    withCash,
    ledger.initialState(),
    null,
    context('book'),
  );

describe('a reinstated stay keeps the fee it paid', () => {
  it('turns the paid fee into a payment of the stay, marked as the fee kept', () => {
    const first = booked();
    const canceled = move([first], 'canceled', { amount: 50_000, isPaid: true }, 'cancel');
    const back = move([first, canceled], 'confirmed', null, 'reinstate');
    const events = [...back.reservations.values()][0]!;
    expect(events.map((e) => e.type)).toEqual(['ReservationStatusChanged', 'PaymentPosted']);
    const kept = events[1] as PaymentPosted;
    expect(kept.data).toMatchObject({
      incomeType: 'prepaid',
      amountMnt: 50_000,
      pays: [{ paymentMethodClone: { paymentMethodId: CASH }, amountMnt: 50_000 }],
      postedDate: WORKING_DATE,
      fromFee: { paidDate: WORKING_DATE },
    });
    const state = [...after(first, canceled, back).reservations.values()][0] as LiveReservation;
    expect(state.status).toBe('confirmed');
    expect(state.paid).toBe(50_000);
    expect(state.cancellation).toBeNull();
    // Money received is refunded, never deleted.
    expect(
      broken(() =>
        deletePayment({ id: kept.data.paymentId, reservationId: state.id }, state, {
          propertyId: world.propertyId,
          workingDate: WORKING_DATE,
          now: '2026-11-22T04:00:00.000Z',
          user: context().user,
        }),
      ),
    ).toBe('folio.keptFeePayment');
  });

  it('keeps nothing when the fee was not paid, and nothing on a cancellation', () => {
    const first = booked();
    const canceled = move([first], 'canceled', { amount: 50_000, isPaid: false }, 'cancel');
    expect([...canceled.reservations.values()][0]!.map((e) => e.type)).toEqual([
      'ReservationStatusChanged',
    ]);
    const back = move([first, canceled], 'pending', null, 'reinstate');
    expect([...back.reservations.values()][0]!.map((e) => e.type)).toEqual([
      'ReservationStatusChanged',
    ]);
  });
});

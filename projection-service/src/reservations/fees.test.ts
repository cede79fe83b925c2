import { describe, expect, it } from 'vitest';
import type { CancellationFee } from '@hotel/events/reservations/fees';
import { INCOMES, type IncomeDoc, incomesProjection } from '../incomes/projection';
import { givenEvents } from '../runtime/given';
import { RESERVATIONS, type ReservationDoc, reservationsProjection } from './projection';
import { booked, event, P, statusChanged } from './test-fixtures';

/**
 * Given/then: a stay's fee in the read models (docs/reservations.md "Cancellation and no-show
 * fees"): the reservation owes the fee, the fee paid is an income with its method and user, a
 * change afterwards moves both.
 */

const desk = { userId: 'u-1', name: 'Сараа', email: 'saraa@example.mn' };
const cash = { paymentMethodId: 'm-cash', name: 'Бэлэн', nameEn: 'Cash', color: '#00aa00' };
const rule = {
  basis: 'wholeStay' as const,
  timing: 'noShow' as const,
  percent: 50,
  baseAmount: 200_000,
  daysBefore: null,
  deadlineDays: 3,
};
const unpaid: CancellationFee = { amount: 100_000, isPaid: false, rule, payment: null };
const paid: CancellationFee = {
  ...unpaid,
  isPaid: true,
  payment: {
    paymentMethodClone: cash,
    userClone: desk,
    paidAt: '2026-11-22T02:00:00.000Z',
    paidDate: '2026-11-22',
  },
};
const feeChanged = (before: CancellationFee, after: CancellationFee) =>
  event('CancellationFeeChanged', {
    propertyId: P,
    reservationId: 'r-1',
    before,
    after,
    reason: 'Зочин төлсөн',
    userClone: desk,
    at: '2026-11-22T02:00:00.000Z',
    workingDate: '2026-11-22',
  });

const reservationAfter = async (...events: ReturnType<typeof feeChanged>[]) => {
  const store = await givenEvents(reservationsProjection, [...booked('r-1'), ...events]);
  return (await store.collection<ReservationDoc>(RESERVATIONS).find({ _id: 'r-1' }))[0];
};
const incomesAfter = async (...events: ReturnType<typeof feeChanged>[]) => {
  const store = await givenEvents(incomesProjection, [...booked('r-1'), ...events]);
  return store.collection<IncomeDoc>(INCOMES).find({});
};

describe('a no-show with its fee', () => {
  it('owes the fee, not the stay (the rule rides along)', async () => {
    const doc = await reservationAfter(
      statusChanged('r-1', 'confirmed', 'no-show', { cancellation: unpaid }),
    );
    expect(doc).toMatchObject({
      status: 'no-show',
      amount: 200_000,
      cancellation: { amount: 100_000, isPaid: false, rule },
      balance: 100_000,
    });
  });

  it('a no-show stored before fees (none) still owes the stay', async () => {
    const doc = await reservationAfter(statusChanged('r-1', 'confirmed', 'no-show'));
    expect(doc).toMatchObject({ cancellation: null, balance: 200_000 });
  });
});

describe('a fee changed afterwards', () => {
  it('given an unpaid fee, when marked paid, then the balance is 0 and the income has its method and user', async () => {
    const events = [
      statusChanged('r-1', 'confirmed', 'no-show', { cancellation: unpaid }),
      feeChanged(unpaid, paid),
    ];
    expect(await reservationAfter(...events)).toMatchObject({ cancellation: paid, balance: 0 });
    expect(await incomesAfter(...events)).toEqual([
      expect.objectContaining({
        _id: 'r-1|cancellation',
        incomeType: 'cancellation',
        amount: 100_000,
        incomePays: [
          {
            paymentMethod: { id: 'm-cash', name: 'Бэлэн', nameEn: 'Cash', color: '#00aa00' },
            amount: 100_000,
          },
        ],
        paymentMethodIds: ['m-cash'],
        userName: 'Сараа',
        postedDate: '2026-11-22',
        paidAt: '2026-11-22',
        notes: 'Зочин төлсөн',
        createdAt: '2026-11-22T02:00:00.000Z',
      }),
    ]);
  });

  it('given a fee paid on the spot, when made unpaid the same day, then its income goes', async () => {
    const events = [
      statusChanged('r-1', 'confirmed', 'canceled', { cancellation: paid }),
      feeChanged(paid, unpaid),
    ];
    expect(await incomesAfter(events[0]!)).toHaveLength(1);
    expect(await incomesAfter(...events)).toEqual([]);
    expect(await reservationAfter(...events)).toMatchObject({ balance: 100_000 });
  });

  it('a reinstated stay takes its paid fee income back', async () => {
    const events = [
      statusChanged('r-1', 'confirmed', 'no-show', { cancellation: paid }),
      statusChanged('r-1', 'no-show', 'confirmed'),
    ];
    expect(await incomesAfter(...events)).toEqual([]);
  });
});

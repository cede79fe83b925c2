import { describe, expect, it } from 'vitest';
import type { ReservationEvent } from '@hotel/events/reservations/events';
import { balanceNow, postPayment, refundPayment } from './decider';
import {
  P,
  RES,
  CASH,
  CARD,
  user,
  lists,
  created,
  given,
  context,
  payment,
  itemAdded,
  itemRemoved,
  refund,
  refundContext,
  refused,
  canceledDeposit,
} from './test-world';

/** Giving money of a payment back: how much, in which method (operations spec §3 payment). */

describe('refunding a payment', () => {
  it('gives money of a payment back in its method, on the working date; paid falls', () => {
    const { events, id } = canceledDeposit();
    const state = given(...events);
    expect(state.exists && balanceNow(state)).toBe(-560_000);
    const ctx = refundContext();
    const [refunded] = refundPayment(refund(id, 200_000), state, lists, ctx);
    expect(refunded).toEqual({
      type: 'PaymentRefunded',
      data: {
        propertyId: P,
        reservationId: RES,
        paymentId: id,
        refundId: ctx.refundId,
        pays: [
          {
            paymentMethodClone: expect.objectContaining({ paymentMethodId: CARD, name: 'Карт' }),
            amount: 200_000,
            amountMnt: 200_000,
          },
        ],
        amountMnt: 200_000,
        reason: 'Цуцалсан',
        postedDate: '2026-11-22',
        userClone: user,
        createdAt: '2026-11-22T05:00:00.000Z',
      },
    });
    const after = given(...events, refunded as ReservationEvent);
    expect(after.exists && [after.paid, balanceNow(after)]).toEqual([360_000, -360_000]);
    // Another method when asked; the rest of the payment.
    const [rest] = refundPayment(
      refund(id, 360_000, { paymentMethod: { id: CASH } }),
      after,
      lists,
      refundContext(),
    );
    expect(rest?.type === 'PaymentRefunded' && rest.data.pays[0]?.paymentMethodClone.name).toBe(
      'Бэлэн',
    );
    const settled = given(...events, refunded as ReservationEvent, rest as ReservationEvent);
    expect(settled.exists && [settled.paid, balanceNow(settled)]).toEqual([0, 0]);
  });

  it('never gives back more than is left of the payment', () => {
    const { events, id } = canceledDeposit();
    const state = given(...events);
    const first = refundPayment(refund(id, 500_000), state, lists, refundContext());
    const error = refused(() =>
      refundPayment(refund(id, 60_001), given(...events, ...first), lists, refundContext()),
    );
    expect([error.rule, error.params, error.field]).toEqual([
      'folio.refundAboveLeft',
      { left: 60_000 },
      'amount',
    ]);
  });

  it('never gives back more than the folio owes the guest (an in-house guest included)', () => {
    // Paid 100 000 on a 100 000 stay, then a 30 000 charge removed: 30 000 to give back.
    const ctx = context();
    const start = [created(70_000), itemAdded('i-1', 30_000, 100_000)];
    const paid = postPayment(payment([[CASH, 100_000]]), given(...start), lists, ctx);
    const events = [...start, ...paid, itemRemoved('i-1', 70_000)];
    const state = given(...events);
    expect(state.exists && balanceNow(state)).toBe(-30_000);
    const above = refused(() =>
      refundPayment(refund(ctx.paymentId, 30_001), state, lists, refundContext()),
    );
    expect([above.rule, above.params]).toEqual(['folio.refundAboveCredit', { credit: 30_000 }]);
    expect(
      refundPayment(refund(ctx.paymentId, 30_000), state, lists, refundContext()),
    ).toHaveLength(1);
    // Nothing to give back on a folio that is settled or owes.
    const owing = given(
      created(200_000),
      ...postPayment(payment([[CASH, 100_000]]), given(created(200_000)), lists, ctx),
    );
    const none = refused(() =>
      refundPayment(refund(ctx.paymentId, 1), owing, lists, refundContext()),
    );
    expect([none.rule, none.params]).toEqual(['folio.nothingToRefund', { balance: 100_000 }]);
  });
});

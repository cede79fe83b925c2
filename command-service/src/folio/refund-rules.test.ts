import { describe, expect, it } from 'vitest';
import { refundPaymentSchema } from '@hotel/events/folio/commands';
import type { ReservationEvent } from '@hotel/events/reservations/events';
import { NotFound } from '@hotel/events/rule-broken';
import { deletePayment, payReceivable, postPayment, refundPayment } from './decider';
import {
  RES,
  CARD,
  INVOICE,
  lists,
  created,
  given,
  context,
  payment,
  canceled,
  refund,
  refundContext,
  refused,
  canceledDeposit,
} from './test-world';

/** What a refund is refused for (operations spec §3 payment). */

describe('refunding a payment', () => {
  it('a receivable is refunded only once its payer has paid it', () => {
    const ctx = context();
    const owed = postPayment(
      payment([[INVOICE, 100_000]], { incomeType: 'receivable' }),
      given(created(100_000)),
      lists,
      ctx,
    );
    const events: ReservationEvent[] = [created(100_000), ...owed, canceled(0)];
    const unpaid = refused(() =>
      refundPayment(refund(ctx.paymentId, 1_000), given(...events), lists, refundContext()),
    );
    expect(unpaid.rule).toBe('folio.refundReceivableUnpaid');
    const paid = payReceivable(
      {
        id: ctx.paymentId,
        reservationId: RES,
        paidAt: '2026-11-22',
        pays: [{ paymentMethod: { id: CARD }, amount: 100_000 }],
      },
      given(...events),
      lists,
      context(),
    );
    expect(
      refundPayment(
        refund(ctx.paymentId, 1_000),
        given(...events, ...paid),
        lists,
        refundContext(),
      ),
    ).toHaveLength(1);
  });

  it('of another property, an unknown payment or method: not found / refused', () => {
    const { events, id } = canceledDeposit();
    const state = given(...events);
    expect(() =>
      refundPayment(refund(id, 1), state, lists, { ...refundContext(), propertyId: 'p-2' }),
    ).toThrow(NotFound);
    expect(() =>
      refundPayment(
        refund('00000000-0000-4000-8000-0000000000ee', 1),
        state,
        lists,
        refundContext(),
      ),
    ).toThrow(NotFound);
    const method = refused(() =>
      refundPayment(
        refund(id, 1, { paymentMethod: { id: '00000000-0000-4000-8000-0000000000ff' } }),
        state,
        lists,
        refundContext(),
      ),
    );
    expect([method.rule, method.field]).toEqual(['folio.unknownPaymentMethod', 'paymentMethod.id']);
  });

  it('refuses a negative, fractional or zero amount and an empty reason at the edge', () => {
    for (const amount of [-5, 0, 10.5, '', 'abc']) {
      expect(
        refundPaymentSchema.safeParse({ reservationId: RES, paymentId: RES, amount, reason: 'x' })
          .success,
      ).toBe(false);
    }
    const noReason = refundPaymentSchema.safeParse({
      reservationId: RES,
      paymentId: RES,
      amount: 1,
      reason: ' ',
    });
    expect(noReason.error?.issues[0]).toMatchObject({ path: ['reason'] });
  });

  it('a refunded payment is not deleted (the refund would lose its payment)', () => {
    const { events, id } = canceledDeposit();
    const refunded = refundPayment(refund(id, 1_000), given(...events), lists, refundContext());
    expect(
      refused(() =>
        deletePayment({ id, reservationId: RES }, given(...events, ...refunded), context()),
      ).rule,
    ).toBe('folio.refundedPayment');
  });
});

import { describe, expect, it } from 'vitest';
import { NotFound } from '@hotel/events/rule-broken';
import { type ReservationState } from '../reservations/decider';
import { balanceNow, deletePayment, payReceivable, postPayment } from './decider';
import {
  RES,
  CASH,
  CARD,
  INVOICE,
  lists,
  created,
  given,
  context,
  payment,
  refused,
} from './test-world';

/** Deleting a payment, and a receivable paid by its payer (operations spec §3 payment, income). */

describe('deleting a payment and paying a receivable', () => {
  const withReceivable = () => {
    const ctx = context();
    const events = postPayment(
      payment([[INVOICE, 80_000]], { incomeType: 'receivable', billType: 'organization' }),
      given(created(100_000)),
      lists,
      ctx,
    );
    return { state: given(created(100_000), ...events), id: ctx.paymentId, events };
  };

  it('a receivable settles the guest folio at once and is paid later in full', () => {
    const { state, id, events } = withReceivable();
    expect(state.exists && balanceNow(state)).toBe(20_000);
    const short = refused(() =>
      payReceivable(
        {
          id,
          reservationId: RES,
          paidAt: '2026-11-22',
          pays: [{ paymentMethod: { id: CARD }, amount: 70_000 }],
        },
        state,
        lists,
        context(),
      ),
    );
    expect(short.rule).toBe('folio.receivableAmount');
    const future = refused(() =>
      payReceivable(
        {
          id,
          reservationId: RES,
          paidAt: '2026-11-23',
          pays: [{ paymentMethod: { id: CARD }, amount: 80_000 }],
        },
        state,
        lists,
        context(),
      ),
    );
    expect(future.rule).toBe('folio.paidAtFuture');
    const paid = payReceivable(
      {
        id,
        reservationId: RES,
        paidAt: '2026-11-21',
        pays: [
          { paymentMethod: { id: CARD }, amount: 30_000 },
          { paymentMethod: { id: CASH }, amount: 50_000 },
        ],
      },
      state,
      lists,
      context(),
    );
    expect(paid[0]?.type).toBe('ReceivablePaid');
    const after = given(created(100_000), ...events, ...paid);
    expect(after.exists && balanceNow(after)).toBe(20_000);
    expect(refused(() => deletePayment({ id, reservationId: RES }, after, context())).rule).toBe(
      'folio.receivableSettled',
    );
    expect(
      refused(() =>
        payReceivable(
          {
            id,
            reservationId: RES,
            paidAt: '2026-11-22',
            pays: [{ paymentMethod: { id: CARD }, amount: 80_000 }],
          },
          after,
          lists,
          context(),
        ),
      ).rule,
    ).toBe('folio.alreadyPaid');
  });

  it('deletes a payment (the balance comes back); an unknown one is not found', () => {
    const { state, id, events } = withReceivable();
    const deleted = deletePayment({ id, reservationId: RES }, state, context());
    const after = given(created(100_000), ...events, ...deleted);
    expect(after.exists && balanceNow(after)).toBe(100_000);
    expect(() => deletePayment({ id, reservationId: RES }, after, context())).toThrow(NotFound);
  });

  it('an audited payment cannot be deleted, whatever the stay’s status (it is refunded)', () => {
    const { id } = withReceivable();
    const state = given(created(100_000));
    if (!state.exists) throw new Error('no state');
    for (const status of ['confirmed', 'checked-in', 'checked-out', 'canceled'] as const) {
      const audited: ReservationState = {
        ...state,
        status,
        payments: new Map([
          [id, { incomeType: 'paid', amountMnt: 1, postedDate: '2026-11-21', isPaid: true }],
        ]),
      };
      expect(
        refused(() => deletePayment({ id, reservationId: RES }, audited, context())).rule,
      ).toBe('folio.auditedPayment');
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { ReservationEvent } from '@hotel/events/reservations/events';
import { NotFound } from '@hotel/events/rule-broken';
import { type ReservationState } from '../reservations/decider';
import { balanceNow, editIncome, postPayment } from './decider';
import { RES, CASH, INVOICE, lists, created, given, context, payment, refused } from './test-world';

/** Editing an income's bill type and notes (operations spec §3 income). */

describe('editing an income', () => {
  it('changes the bill type and notes of an owed income, never of a paid or audited one', () => {
    const ctx = context();
    const owed = postPayment(
      payment([[INVOICE, 80_000]], { incomeType: 'receivable' }),
      given(created(100_000)),
      lists,
      ctx,
    );
    const state = given(created(100_000), ...owed);
    const edit = { id: ctx.paymentId, reservationId: RES, billType: 'organization', notes: 'ТТ' };
    const [edited] = editIncome({ ...edit, billType: 'organization' }, state, context());
    expect(edited?.type).toBe('IncomeEdited');
    expect(edited?.data).toMatchObject({ paymentId: ctx.paymentId, billType: 'organization' });
    // Nothing a rule reads changes: the balance stays.
    const after = given(created(100_000), ...owed, edited as ReservationEvent);
    expect(after.exists && balanceNow(after)).toBe(20_000);

    const cash = context();
    const paid = postPayment(payment([[CASH, 10_000]]), state, lists, cash);
    const withPaid = given(created(100_000), ...owed, ...paid);
    expect(
      refused(() =>
        editIncome({ ...edit, id: cash.paymentId, billType: 'individual' }, withPaid, context()),
      ).rule,
    ).toBe('folio.incomePaid');

    if (!state.exists) throw new Error('no state');
    const audited: ReservationState = {
      ...state,
      payments: new Map([
        [
          ctx.paymentId,
          { incomeType: 'receivable', amountMnt: 80_000, postedDate: '2026-11-21', isPaid: false },
        ],
      ]),
    };
    expect(
      refused(() => editIncome({ ...edit, billType: 'individual' }, audited, context())).rule,
    ).toBe('folio.incomeAudited');
    expect(() =>
      editIncome({ ...edit, id: 'nope', billType: 'individual' }, state, context()),
    ).toThrow(NotFound);
  });
});

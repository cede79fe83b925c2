import { describe, expect, it } from 'vitest';
import type { SettingsState } from '../settings/decider';
import { onlineMethodOf, requestPrepayments } from './decider';
import { RES, CASH, CARD, INVOICE, USD, user, method, lists, context } from './test-world';

/** The method an online-paid request's prepayment is posted in (settings §5). */

describe('online-paid requests', () => {
  const withMethods = (
    ...methods: (ReturnType<typeof method> & { isCash?: boolean; isOnline?: boolean })[]
  ) =>
    ({
      ...lists,
      PaymentMethod: new Map(methods.map((m) => [m.id, m])),
    }) as unknown as SettingsState;

  it('post their prepayment in a method that is not cash, never in cash', () => {
    const cash = { ...method(CASH, 'Бэлэн мөнгө', ['paid', 'prepaid']), isCash: true };
    const transfer = { ...method(CARD, 'Дансаар шилжүүлэг', ['paid', 'prepaid']), isCash: false };
    expect(onlineMethodOf(withMethods(cash, transfer))?.id).toBe(CARD);
    // The default method when it is not cash.
    const qpay = { ...method(INVOICE, 'QPay', ['prepaid']), isCash: false, isDefault: true };
    expect(onlineMethodOf(withMethods(cash, transfer, qpay))?.id).toBe(INVOICE);
    // The method marked for online payments wins (a cash one never: it is not cash that came).
    const card = { ...method(USD, 'Карт', ['paid', 'prepaid']), isCash: false };
    const online = { ...transfer, isOnline: true };
    expect(onlineMethodOf(withMethods(cash, card, online, qpay))?.id).toBe(CARD);
    expect(onlineMethodOf(withMethods({ ...cash, isOnline: true }, card))?.id).toBe(USD);
    // Only cash: nothing is posted (the desk posts it in the method it arrived in).
    expect(onlineMethodOf(withMethods(cash))).toBeNull();
    const none = requestPrepayments(
      { amount: 100_000, notes: null },
      [{ id: RES, total: 100_000 }],
      withMethods(cash),
      { ...context(), paymentIdOf: (id) => `pre-${id}` },
    );
    expect(none.size).toBe(0);
    const posted = requestPrepayments(
      { amount: 100_000, notes: null },
      [{ id: RES, total: 100_000 }],
      withMethods(cash, transfer),
      { ...context(), paymentIdOf: (id) => `pre-${id}` },
    );
    const [event] = posted.get(RES) ?? [];
    expect(event?.type === 'PaymentPosted' && event.data).toMatchObject({
      incomeType: 'prepaid',
      userClone: user,
      createdAt: '2026-11-22T05:00:00.000Z',
      pays: [{ paymentMethodClone: { name: 'Дансаар шилжүүлэг', isCash: false }, amount: 100_000 }],
    });
  });
});

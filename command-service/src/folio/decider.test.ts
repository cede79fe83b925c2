import { describe, expect, it } from 'vitest';
import { postPaymentSchema } from '@hotel/events/folio/commands';
import { NotFound } from '@hotel/events/rule-broken';
import { balanceNow, postPayment } from './decider';
import {
  RES,
  CASH,
  CARD,
  INVOICE,
  USD,
  lists,
  created,
  given,
  context,
  payment,
  refused,
} from './test-world';

/** Given/when/then for the folio's rules (operations spec §3 payment, income; settings §5). */

describe('posting a payment', () => {
  it('takes several lines, converts nothing in tugrik, posts on the working date', () => {
    const state = given(created(300_000));
    const events = postPayment(
      payment([
        [CASH, 100_000],
        [CARD, 50_000],
      ]),
      state,
      lists,
      context(),
    );
    expect(events).toHaveLength(1);
    const [posted] = events;
    expect(posted?.type).toBe('PaymentPosted');
    if (posted?.type !== 'PaymentPosted') return;
    expect(posted.data).toMatchObject({
      incomeType: 'paid',
      billType: 'individual',
      amount: 150_000,
      amountMnt: 150_000,
      postedDate: '2026-11-22',
      currencyClone: { shortName: 'MNT', rate: 1 },
    });
    expect(posted.data.pays.map((p) => p.paymentMethodClone.name)).toEqual(['Бэлэн', 'Карт']);
    // The clones keep an English name when the method or currency has one (and none otherwise).
    expect(posted.data.pays.map((p) => p.paymentMethodClone.nameEn)).toEqual(['Cash', undefined]);
    expect(posted.data.pays[1]?.paymentMethodClone).not.toHaveProperty('nameEn');
    expect(posted.data.currencyClone.nameEn).toBe('Tugrik');
    const after = given(created(300_000), posted);
    expect(after.exists && after.paid).toBe(150_000);
    expect(after.exists && balanceNow(after)).toBe(150_000);
  });

  it('converts a foreign currency at its rate, keeping both amounts', () => {
    const [posted] = postPayment(
      payment([[CASH, 50]], { currency: { id: USD } }),
      given(created(300_000)),
      lists,
      context(),
    );
    expect(posted?.type === 'PaymentPosted' && posted.data).toMatchObject({
      amount: 50,
      amountMnt: 172_500,
      currencyClone: { shortName: 'USD', rate: 3450 },
      pays: [{ amount: 50, amountMnt: 172_500 }],
    });
  });

  it('is refused when nothing is due, and above the balance (the change goes back)', () => {
    const paidUp = given(
      created(100_000),
      ...postPayment(payment([[CASH, 100_000]]), given(created(100_000)), lists, context()),
    );
    expect(refused(() => postPayment(payment([[CASH, 1]]), paidUp, lists, context())).rule).toBe(
      'folio.nothingDue',
    );
    const error = refused(() =>
      postPayment(
        payment([
          [CASH, 60_000],
          [CARD, 50_000],
        ]),
        given(created(100_000)),
        lists,
        context(),
      ),
    );
    expect(error.rule).toBe('folio.exceedsBalance');
    expect(error.params).toEqual({ over: 10_000, balance: 100_000 });
    expect(error.field).toBe('pays.1.amount');
  });

  it('needs methods of the property that take the income type', () => {
    const state = given(created(100_000));
    const unknown = refused(() =>
      postPayment(
        payment([
          [CASH, 1],
          ['00000000-0000-4000-8000-0000000000ff', 1],
        ]),
        state,
        lists,
        context(),
      ),
    );
    expect([unknown.rule, unknown.field]).toEqual([
      'folio.unknownPaymentMethod',
      'pays.1.paymentMethod.id',
    ]);
    const wrongType = refused(() =>
      postPayment(payment([[CASH, 1]], { incomeType: 'receivable' }), state, lists, context()),
    );
    expect(wrongType.rule).toBe('folio.methodNotForIncomeType');
    const currency = refused(() =>
      postPayment(
        payment([[CASH, 1]], { currency: { id: '00000000-0000-4000-8000-0000000000fe' } }),
        state,
        lists,
        context(),
      ),
    );
    expect([currency.rule, currency.field]).toEqual(['folio.unknownCurrency', 'currency.id']);
  });

  it('of another property is not found', () => {
    expect(() =>
      postPayment(payment([[CASH, 1]]), given(created(100_000)), lists, {
        ...context(),
        propertyId: 'p-2',
      }),
    ).toThrow(NotFound);
  });

  it('a receivable takes one line (422 at the edge)', () => {
    const result = postPaymentSchema.safeParse({
      id: RES,
      incomeType: 'receivable',
      pays: [
        { paymentMethod: { id: INVOICE }, amount: 1 },
        { paymentMethod: { id: INVOICE }, amount: 1 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['pays'],
      message: 'folio.receivableOneLine',
    });
  });
});

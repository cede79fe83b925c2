import { describe, expect, it } from 'vitest';
import { postPaymentSchema } from '@hotel/events/folio/commands';
import type { SettingsState } from '../settings/decider';
import { postPayment } from './decider';
import {
  RES,
  CASH,
  CARD,
  method,
  lists,
  created,
  given,
  context,
  payment,
  refused,
} from './test-world';

/** What a guest hands over for a payment, and the change given (operations spec §3 payment). */

describe('posting a payment', () => {
  it('records what the guest handed over and the change on a cash line', () => {
    const [posted] = postPayment(
      payment([
        [CASH, 182_000, 200_000],
        [CARD, 18_000],
      ]),
      given(created(300_000)),
      lists,
      context(),
    );
    expect(posted?.type === 'PaymentPosted' && posted.data.pays).toEqual([
      expect.objectContaining({ amount: 182_000, tendered: 200_000, change: 18_000 }),
      expect.not.objectContaining({ tendered: expect.anything() }),
    ]);
    // The folio counts what the lines pay, never the money handed over.
    expect(posted?.type === 'PaymentPosted' && posted.data.amountMnt).toBe(200_000);
  });

  it('gives no change on a line that is not cash', () => {
    const error = refused(() =>
      postPayment(
        payment([
          [CASH, 10_000],
          [CARD, 50_000, 5_000_000_000 / 10],
        ]),
        given(created(100_000)),
        lists,
        context(),
      ),
    );
    expect([error.rule, error.field]).toEqual(['folio.tenderedNotCash', 'pays.1.tendered']);
    // A method with its cash switch on is cash whatever its name; off is not, even "Бэлэн…".
    const switched = {
      ...lists,
      PaymentMethod: new Map([
        [CASH, { ...method(CASH, 'Бэлэн шилжүүлэг', ['paid']), isCash: false }],
        [CARD, { ...method(CARD, 'Касс', ['paid']), isCash: true }],
      ]),
    } as unknown as SettingsState;
    const state = given(created(100_000));
    expect(
      refused(() => postPayment(payment([[CASH, 1, 2]]), state, switched, context())).rule,
    ).toBe('folio.tenderedNotCash');
    expect(postPayment(payment([[CARD, 1, 2]]), state, switched, context())).toHaveLength(1);
  });

  it('refuses money handed over below the line at the edge (422)', () => {
    const result = postPaymentSchema.safeParse({
      id: RES,
      pays: [{ paymentMethod: { id: CASH }, amount: 50_000, tendered: 20_000 }],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['pays', 0, 'tendered'],
      message: 'folio.tenderedBelowAmount',
    });
    for (const tendered of [-1, 10.5, 'abc']) {
      expect(
        postPaymentSchema.safeParse({
          id: RES,
          pays: [{ paymentMethod: { id: CASH }, amount: 1, tendered }],
        }).success,
      ).toBe(false);
    }
  });

  it('refuses negative, fractional and empty amounts at the edge', () => {
    for (const amount of [-5, 0, 10.5, '', 'abc', null]) {
      expect(
        postPaymentSchema.safeParse({ id: RES, pays: [{ paymentMethod: { id: CASH }, amount }] })
          .success,
      ).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { postPaymentSchema, refundPaymentSchema } from '@hotel/events/folio/commands';
import type { ServiceItemAdded, ServiceItemRemoved } from '@hotel/events/folio/events';
import type {
  ReservationCreated,
  ReservationEvent,
  ReservationStatusChanged,
} from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { SettingsState } from '../settings/decider';
import { type ReservationState, reservation } from '../reservations/decider';
import {
  balanceNow,
  deletePayment,
  editIncome,
  onlineMethodOf,
  payReceivable,
  postPayment,
  refundPayment,
  requestPrepayments,
} from './decider';

/** Given/when/then for the folio's rules (operations spec §3 payment, income; settings §5). */

const P = 'p-1';
const RES = '00000000-0000-4000-8000-0000000000a1';
const CASH = '00000000-0000-4000-8000-0000000000c1';
const CARD = '00000000-0000-4000-8000-0000000000c2';
const INVOICE = '00000000-0000-4000-8000-0000000000c3';
const USD = '00000000-0000-4000-8000-0000000000d1';
const user = { userId: 'u-1', name: 'Сараа', email: 'saraa@example.mn' };

const method = (
  id: string,
  name: string,
  incomeTypes: ('paid' | 'prepaid' | 'receivable')[],
  nameEn?: string,
) => ({
  propertyId: P,
  id,
  name,
  ...(nameEn ? { nameEn } : {}),
  color: '#000000',
  isPaid: true,
  incomeTypes,
  isDefault: id === CASH,
});

const lists = {
  Source: new Map(),
  PaymentMethod: new Map([
    [CASH, method(CASH, 'Бэлэн', ['paid', 'prepaid'], 'Cash')],
    [CARD, method(CARD, 'Карт', ['paid', 'prepaid'])],
    [INVOICE, method(INVOICE, 'Нэхэмжлэх', ['receivable'])],
  ]),
  Currency: new Map([
    [
      'mnt',
      {
        propertyId: P,
        id: 'mnt',
        name: 'Төгрөг',
        nameEn: 'Tugrik',
        shortName: 'MNT',
        rate: 1,
        isDefault: true,
      },
    ],
    [
      USD,
      { propertyId: P, id: USD, name: 'Доллар', shortName: 'USD', rate: 3450, isDefault: false },
    ],
  ]),
  Tax: new Map(),
  Partner: new Map(),
  ServiceCategory: new Map(),
  Service: new Map(),
  Contact: new Map(),
} as unknown as SettingsState;

const created = (total: number): ReservationCreated => ({
  type: 'ReservationCreated',
  data: {
    propertyId: P,
    reservationId: RES,
    number: 1,
    groupId: 'g-1',
    groupNumber: 1,
    status: 'confirmed',
    stayType: 'night',
    checkIn: '2026-11-22',
    checkOut: '2026-11-24',
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    numberOfGuests: 2,
    childrenAges: [],
    roomTypeClone: {
      roomTypeId: 'rt',
      name: 'Standard',
      shortName: 'ST',
      defaultPrice: total / 2,
      priceDayUse: 0,
      hasExtraBed: false,
      extraBeds: null,
    },
    roomClone: null,
    sourceClone: {
      sourceId: 's',
      name: 'Шууд',
      shortName: 'ШУ',
      color: null,
      isDefault: true,
      serviceName: null,
    },
    partnerClone: null,
    userClone: user,
    ratePlanClone: null,
    cancellationPolicyClone: null,
    taxClones: [],
    guestClone: {
      name: 'Бат',
      surname: null,
      nationality: 'Монгол',
      phoneNumber: null,
      email: null,
    },
    timePrice: null,
    price: {
      nights: 2,
      dayRates: [],
      lines: [],
      roomAmount: total,
      childrenAmount: 0,
      discountAmount: 0,
      taxes: [],
      total,
    },
    notes: null,
    isSendEmail: false,
    createdAt: '2026-11-20T02:00:00.000Z',
  },
});

const given = (...events: ReservationEvent[]): ReservationState =>
  events.reduce(reservation.evolve, reservation.initialState());

let n = 0;
const context = () => {
  n += 1;
  return {
    propertyId: P,
    workingDate: '2026-11-22',
    paymentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    now: '2026-11-22T05:00:00.000Z',
    user,
  };
};

const payment = (pays: [string, number, number?][], extra: Record<string, unknown> = {}) =>
  postPaymentSchema.parse({
    id: RES,
    pays: pays.map(([id, amount, tendered]) => ({
      paymentMethod: { id },
      amount,
      ...(tendered === undefined ? {} : { tendered }),
    })),
    ...extra,
  });

/** The stay's price after a charge added or removed (only the total matters to the folio). */
const priceOf = (total: number) => ({
  ...created(total).data.price,
  total,
});
const itemAdded = (itemId: string, amount: number, total: number): ServiceItemAdded => ({
  type: 'ServiceItemAdded',
  data: {
    propertyId: P,
    reservationId: RES,
    item: {
      itemId,
      serviceCategoryClone: { serviceCategoryId: 'c', name: 'Мини бар' },
      serviceClone: { serviceId: 's', name: 'Ус' },
      quantity: 1,
      price: amount,
      createdAt: '2026-11-22T05:00:00.000Z',
    },
    price: priceOf(total),
  },
});
const itemRemoved = (itemId: string, total: number): ServiceItemRemoved => ({
  type: 'ServiceItemRemoved',
  data: { propertyId: P, reservationId: RES, itemId, price: priceOf(total) },
});
const canceled = (fee: number): ReservationStatusChanged =>
  ({
    type: 'ReservationStatusChanged',
    data: {
      propertyId: P,
      reservationId: RES,
      from: 'confirmed',
      to: 'canceled',
      cancellation: { amount: fee, isPaid: false },
      notes: null,
      workingDate: '2026-11-22',
      at: '2026-11-22T05:00:00.000Z',
    },
  }) as unknown as ReservationStatusChanged;

const refund = (paymentId: string, amount: number, extra: Record<string, unknown> = {}) =>
  refundPaymentSchema.parse({
    reservationId: RES,
    paymentId,
    amount,
    reason: 'Цуцалсан',
    ...extra,
  });
const refundContext = () => ({ ...context(), refundId: `refund-${n}` });

const refused = (run: () => unknown): RuleBroken => {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleBroken) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

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

describe('refunding a payment', () => {
  /** A deposit of 560 000 on a stay canceled without a fee: all of it is to give back. */
  const canceledDeposit = () => {
    const ctx = context();
    const paid = postPayment(
      payment([[CARD, 560_000]], { incomeType: 'prepaid' }),
      given(created(960_000)),
      lists,
      ctx,
    );
    const events: ReservationEvent[] = [created(960_000), ...paid, canceled(0)];
    return { events, id: ctx.paymentId };
  };

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

describe('the balance', () => {
  it('always equals the charges less the sum of the live payments, whatever the sequence', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        amount: fc.integer({ min: 1, max: 150_000 }),
        card: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.array(step, { maxLength: 25 }),
        (total, steps) => {
          const events: ReservationEvent[] = [created(total)];
          const live = new Map<string, number>();
          for (const s of steps) {
            const state = given(...events);
            try {
              if (s.kind === 'pay') {
                const ctx = context();
                events.push(
                  ...postPayment(payment([[s.card ? CARD : CASH, s.amount]]), state, lists, ctx),
                );
                live.set(ctx.paymentId, s.amount);
              } else {
                const ids = [...live.keys()];
                const id = ids[s.pick % Math.max(1, ids.length)];
                if (!id) continue;
                events.push(...deletePayment({ id, reservationId: RES }, state, context()));
                live.delete(id);
              }
            } catch (error) {
              if (!(error instanceof RuleBroken)) throw error;
            }
            const after = given(...events);
            const paid = [...live.values()].reduce((a, b) => a + b, 0);
            expect(after.exists && after.paid).toBe(paid);
            expect(after.exists && balanceNow(after)).toBe(total - paid);
            expect(paid).toBeLessThanOrEqual(total);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('payments and refunds', () => {
  it('keep balance = price − (payments − refunds) and never refund more than was paid', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        amount: fc.integer({ min: 1, max: 150_000 }),
        card: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('charge' as const),
        amount: fc.integer({ min: 1, max: 90_000 }),
      }),
      fc.record({ kind: fc.constant('uncharge' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('refund' as const),
        pick: fc.nat(),
        amount: fc.integer({ min: 1, max: 200_000 }),
      }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300_000 }),
        fc.array(step, { maxLength: 30 }),
        (room, steps) => {
          const events: ReservationEvent[] = [created(room)];
          const paidBy = new Map<string, number>();
          const refundedOf = new Map<string, number>();
          const items = new Map<string, number>();
          const price = () => room + [...items.values()].reduce((a, b) => a + b, 0);
          let nextItem = 0;
          for (const s of steps) {
            const state = given(...events);
            const balanceBefore = state.exists ? balanceNow(state) : 0;
            try {
              if (s.kind === 'pay') {
                const ctx = context();
                events.push(
                  ...postPayment(payment([[s.card ? CARD : CASH, s.amount]]), state, lists, ctx),
                );
                paidBy.set(ctx.paymentId, s.amount);
              } else if (s.kind === 'charge') {
                const id = `i-${nextItem++}`;
                items.set(id, s.amount);
                events.push(itemAdded(id, s.amount, price()));
              } else if (s.kind === 'uncharge') {
                const ids = [...items.keys()];
                const id = ids[s.pick % Math.max(1, ids.length)];
                if (!id) continue;
                items.delete(id);
                events.push(itemRemoved(id, price()));
              } else {
                const ids = [...paidBy.keys()];
                const id = ids[s.pick % Math.max(1, ids.length)];
                if (!id) continue;
                if (s.kind === 'delete') {
                  events.push(...deletePayment({ id, reservationId: RES }, state, context()));
                  paidBy.delete(id);
                  continue;
                }
                const refunded = refundPayment(refund(id, s.amount), state, lists, refundContext());
                // Accepted: within what is left of the payment and the money to give back.
                const left = (paidBy.get(id) ?? 0) - (refundedOf.get(id) ?? 0);
                expect(s.amount).toBeLessThanOrEqual(left);
                expect(s.amount).toBeLessThanOrEqual(-balanceBefore);
                events.push(...refunded);
                refundedOf.set(id, (refundedOf.get(id) ?? 0) + s.amount);
              }
            } catch (error) {
              if (!(error instanceof RuleBroken)) throw error;
            }
            const after = given(...events);
            const payments = [...paidBy.values()].reduce((a, b) => a + b, 0);
            const refunds = [...refundedOf.values()].reduce((a, b) => a + b, 0);
            expect(after.exists && after.paid).toBe(payments - refunds);
            expect(after.exists && balanceNow(after)).toBe(price() - (payments - refunds));
            for (const [id, amount] of refundedOf) {
              expect(amount).toBeLessThanOrEqual(paidBy.get(id) ?? 0);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

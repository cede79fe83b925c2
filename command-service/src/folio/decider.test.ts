import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { postPaymentSchema } from '@hotel/events/folio/commands';
import type { ReservationCreated, ReservationEvent } from '@hotel/events/reservations/events';
import { NotFound, RuleBroken } from '@hotel/events/rule-broken';
import type { SettingsState } from '../settings/decider';
import { type ReservationState, reservation } from '../reservations/decider';
import { balanceNow, deletePayment, editIncome, payReceivable, postPayment } from './decider';

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
    paymentId: `pay-${n}`,
    now: '2026-11-22T05:00:00.000Z',
    user,
  };
};

const payment = (pays: [string, number][], extra: Record<string, unknown> = {}) =>
  postPaymentSchema.parse({
    id: RES,
    pays: pays.map(([id, amount]) => ({ paymentMethod: { id }, amount })),
    ...extra,
  });

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

  it('an audited payment of a checked-out stay cannot be deleted', () => {
    const { id } = withReceivable();
    const state = given(created(100_000));
    if (!state.exists) throw new Error('no state');
    const audited: ReservationState = {
      ...state,
      status: 'checked-out',
      payments: new Map([
        [id, { incomeType: 'paid', amountMnt: 1, postedDate: '2026-11-21', isPaid: true }],
      ]),
    };
    expect(refused(() => deletePayment({ id, reservationId: RES }, audited, context())).rule).toBe(
      'folio.auditedPayment',
    );
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

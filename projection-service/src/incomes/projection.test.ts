import { describe, expect, it } from 'vitest';
import { givenEvents } from '../runtime/given';
import {
  reservationsProjection,
  RESERVATIONS,
  type ReservationDoc,
} from '../reservations/projection';
import { booked, event, P, statusChanged } from '../reservations/test-fixtures';
import { INCOMES, type IncomeDoc, incomesProjection } from './projection';
import { incomeListQuerySchema, listIncomes } from './routes';

/** Given/then: the incomes read model and the reservation's payments (docs/folio.md). */

const user = { userId: 'u-1', name: 'Сараа', email: 'saraa@example.mn' };
const cash: { paymentMethodId: string; name: string; nameEn?: string; color: string } = {
  paymentMethodId: 'm-cash',
  name: 'Бэлэн',
  nameEn: 'Cash',
  color: '#00aa00',
};
const card = { paymentMethodId: 'm-card', name: 'Карт', color: '#aa00aa' };

const posted = (
  reservationId: string,
  paymentId: string,
  lines: [typeof cash, number][],
  incomeType: 'paid' | 'prepaid' | 'receivable' = 'paid',
) =>
  event('PaymentPosted', {
    propertyId: P,
    reservationId,
    paymentId,
    incomeType,
    billType: 'individual',
    currencyClone: { currencyId: 'mnt', name: 'Төгрөг', shortName: 'MNT', rate: 1 },
    pays: lines.map(([method, amount]) => ({
      paymentMethodClone: method,
      amount,
      amountMnt: amount,
    })),
    amount: lines.reduce((s, [, a]) => s + a, 0),
    amountMnt: lines.reduce((s, [, a]) => s + a, 0),
    notes: null,
    postedDate: '2026-11-21',
    userClone: user,
    createdAt: '2026-11-21T05:00:00.000Z',
  });

const history = () => [
  ...booked('r-1'),
  posted('r-1', 'pay-1', [[cash, 50_000]], 'prepaid'),
  posted('r-1', 'pay-2', [
    [cash, 100_000],
    [card, 30_000],
  ]),
  posted('r-1', 'pay-3', [[card, 20_000]], 'receivable'),
  event('PaymentDeleted', {
    propertyId: P,
    reservationId: 'r-1',
    paymentId: 'pay-2',
    userClone: user,
    at: 'x',
  }),
  event('ReceivablePaid', {
    propertyId: P,
    reservationId: 'r-1',
    paymentId: 'pay-3',
    pays: [{ paymentMethodClone: cash, amount: 20_000, amountMnt: 20_000 }],
    paidAt: '2026-11-22',
    workingDate: '2026-11-22',
    userClone: user,
    at: 'y',
  }),
  statusChanged('r-1', 'pending', 'canceled', { cancellation: { amount: 10_000, isPaid: true } }),
];

describe('incomes', () => {
  it('one income per live payment, kept current with its reservation; a fee paid on the spot', async () => {
    const store = await givenEvents(incomesProjection, history());
    const incomes = await store.collection<IncomeDoc>(INCOMES).find({}, { sort: { _id: 1 } });
    expect(incomes.map((i) => [i._id, i.incomeType, i.amount, i.isPaid, i.paidAt])).toEqual([
      ['pay-1', 'prepaid', 50_000, true, '2026-11-21'],
      ['pay-3', 'receivable', 20_000, true, '2026-11-22'],
      ['r-1|cancellation', 'cancellation', 10_000, true, '2026-11-21'],
    ]);
    expect(incomes[1]).toMatchObject({
      paymentMethodIds: ['m-card', 'm-cash'],
      // The English name of a method rides along when it has one (older events: none).
      incomePays: [{ paymentMethod: { id: 'm-card', name: 'Карт' }, amount: 20_000 }],
      paidPays: [{ paymentMethod: { id: 'm-cash', nameEn: 'Cash' }, amount: 20_000 }],
      payer: { name: 'Бат' },
      reservation: { id: 'r-1', number: 101, status: 'canceled' },
    });
    const query = (q: Record<string, string>) =>
      listIncomes(store, P, incomeListQuerySchema.parse(q)).then((r) => r.data.map((i) => i.id));
    expect(await query({ filterType: 'paidAt', start: '2026-11-22', end: '2026-11-22' })).toEqual([
      'pay-3',
    ]);
    expect(await query({ incomeTypes: 'prepaid,cancellation' })).toEqual(
      expect.arrayContaining(['pay-1', 'r-1|cancellation']),
    );
    expect(await query({ search: '101' })).toHaveLength(3);
    expect(await listIncomes(store, 'p-2', incomeListQuerySchema.parse({}))).toEqual({
      data: [],
      total: 0,
    });
  });

  it('the reservation reads the same payments and balance', async () => {
    const store = await givenEvents(reservationsProjection, history().slice(0, -1));
    const [doc] = await store.collection<ReservationDoc>(RESERVATIONS).find({ _id: 'r-1' });
    expect(doc?.payments.map((p) => [p.id, p.amountMnt, p.isPaid, p.paidAt])).toEqual([
      ['pay-1', 50_000, true, '2026-11-21'],
      ['pay-3', 20_000, true, '2026-11-22'],
    ]);
    expect(doc).toMatchObject({ amount: 200_000, paid: 70_000, balance: 130_000 });
  });
});

describe('refunds', () => {
  const refunded = (refundId: string, paymentId: string, amount: number, method = card) =>
    event('PaymentRefunded', {
      propertyId: P,
      reservationId: 'r-1',
      paymentId,
      refundId,
      pays: [{ paymentMethodClone: method, amount, amountMnt: amount }],
      amountMnt: amount,
      reason: 'Цуцалсан',
      postedDate: '2026-11-23',
      userClone: user,
      createdAt: '2026-11-23T05:00:00.000Z',
    });
  const withRefunds = () => [
    ...booked('r-1'),
    posted('r-1', 'pay-1', [[card, 150_000]], 'prepaid'),
    statusChanged('r-1', 'confirmed', 'canceled', { cancellation: { amount: 0, isPaid: false } }),
    refunded('ref-1', 'pay-1', 100_000),
    refunded('ref-2', 'pay-1', 50_000, cash),
  ];

  it('are negative incomes of type refund on the day they were paid out, linked to their payment', async () => {
    const store = await givenEvents(incomesProjection, withRefunds());
    const incomes = await store.collection<IncomeDoc>(INCOMES).find({}, { sort: { _id: 1 } });
    expect(incomes.map((i) => [i._id, i.incomeType, i.amount, i.postedDate, i.refundOf])).toEqual([
      ['pay-1', 'prepaid', 150_000, '2026-11-21', undefined],
      ['ref-1', 'refund', -100_000, '2026-11-23', 'pay-1'],
      ['ref-2', 'refund', -50_000, '2026-11-23', 'pay-1'],
    ]);
    expect(incomes[2]).toMatchObject({
      incomePays: [{ paymentMethod: { id: 'm-cash', nameEn: 'Cash' }, amount: -50_000 }],
      paymentMethodIds: ['m-cash'],
      reason: 'Цуцалсан',
      userName: 'Сараа',
      isPaid: true,
      paidAt: '2026-11-23',
    });
    const query = (q: Record<string, string>) =>
      listIncomes(store, P, incomeListQuerySchema.parse(q)).then((r) => r.data.map((i) => i.id));
    expect(await query({ incomeTypes: 'refund' })).toEqual(['ref-1', 'ref-2'].sort());
    expect(await query({ start: '2026-11-23', end: '2026-11-23' })).toHaveLength(2);
    expect(incomeListQuerySchema.safeParse({ incomeTypes: 'refunds' }).success).toBe(false);
  });

  it('lower what the reservation has paid, and show under their payment', async () => {
    const store = await givenEvents(reservationsProjection, withRefunds().slice(0, -1));
    const [doc] = await store.collection<ReservationDoc>(RESERVATIONS).find({ _id: 'r-1' });
    expect(doc?.paid).toBe(50_000);
    expect(doc?.payments[0]?.refunds).toEqual([
      expect.objectContaining({ id: 'ref-1', amount: 100_000, reason: 'Цуцалсан' }),
    ]);
  });
});

describe('a paid fee of a reinstated stay', () => {
  const paidFee = {
    amount: 10_000,
    isPaid: true,
    payment: {
      paymentMethodClone: cash,
      userClone: user,
      paidAt: '2026-11-21T06:00:00.000Z',
      paidDate: '2026-11-21',
    },
  };
  type Projected = ReturnType<typeof event>;
  const withData = (e: Projected, fields: Record<string, unknown>): Projected => ({
    ...e,
    data: { ...(e.data as Record<string, unknown>), ...fields },
  });
  const on = (e: Projected, workingDate: string) =>
    withData(e, { workingDate, at: `${workingDate}T07:00:00.000Z` });
  const kept = (postedDate: string) =>
    withData(posted('r-1', 'kept', [[cash, 10_000]], 'prepaid'), {
      postedDate,
      fromFee: { paidDate: '2026-11-21' },
    });
  const ids = async (events: Projected[]) => {
    const store = await givenEvents(incomesProjection, events);
    const incomes = await store.collection<IncomeDoc>(INCOMES).find({}, { sort: { _id: 1 } });
    return incomes.map((i) => [i._id, i.incomeType, i.amount, i.postedDate]);
  };

  it('keeps the day it was received and takes it back on a later reinstatement', async () => {
    expect(
      await ids([
        ...booked('r-1'),
        statusChanged('r-1', 'pending', 'canceled', { cancellation: paidFee }),
        on(statusChanged('r-1', 'canceled', 'confirmed'), '2026-11-23'),
        kept('2026-11-23'),
      ]),
    ).toEqual([
      ['kept', 'prepaid', 10_000, '2026-11-23'],
      ['r-1|cancellation|2026-11-21', 'cancellation', 10_000, '2026-11-21'],
      ['r-1|cancellation|2026-11-21|back', 'cancellation', -10_000, '2026-11-23'],
    ]);
  });

  it('a reinstatement the same day corrects the day’s own entry', async () => {
    expect(
      await ids([
        ...booked('r-1'),
        statusChanged('r-1', 'pending', 'canceled', { cancellation: paidFee }),
        statusChanged('r-1', 'canceled', 'confirmed'),
        kept('2026-11-21'),
      ]),
    ).toEqual([['kept', 'prepaid', 10_000, '2026-11-21']]);
  });
});

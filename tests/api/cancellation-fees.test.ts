import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { otherProperty, ownerWithProperty, standardRooms } from '../support/property-client';

/**
 * Cancellation and no-show fees over HTTP (docs/reservations.md "Cancellation and no-show
 * fees"): the policy's fee with its rule, a no-show charged the late percent instead of the
 * stay, POST /api/reservation/cancellation with bad input (each a clear 4xx that stores
 * nothing), its permission, the income with its method and user, the history's before → after,
 * and the audited fee's rules.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
let standard: string;
let cash: string;
let otherCash: string;

const defaultOf = async (client: typeof hotel, path: string) =>
  ((await client.get(path).expect(200)).body.data as { id: string; isDefault?: boolean }[]).find(
    (i) => i.isDefault,
  )!.id;

const book = async (checkIn: string, nights: number) =>
  (
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn,
        checkOut: addDays(checkIn, nights),
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Бат', surname: 'Дорж' },
      },
      201,
    )
  ).body.reservationIds[0] as string;

const detail = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation;

const historyOf = async (id: string) =>
  (await hotel.get(`/reservations/${id}/history`).expect(200)).body.entries as {
    type: string;
    details: Record<string, unknown>;
    changes: { field: string; before: unknown; after: unknown }[];
  }[];

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await otherProperty(app);
  ({ standard } = await standardRooms(hotel, ['101', '102', '103']));
  cash = await defaultOf(hotel, '/payment/methods');
  otherCash = await defaultOf(other, '/payment/methods');
  // 10 % up to 3 days before arrival; 50 % later and for a no-show, of the whole stay.
  await hotel.post(
    '/cancellation/policies',
    {
      cancellationTime: { id: 'd3' },
      cancellationPercent: { id: 'p10' },
      cancellationAdditionPercent: { id: 'p50' },
    },
    200,
  );
});

afterAll(async () => {
  await app.close();
});

describe('fees that follow the policy', () => {
  it('cancelling tomorrow’s stay charges 50 % of the whole stay, with the rule that produced it', async () => {
    const id = await book(addDays(today, 1), 2);
    const before = await detail(id);
    const half = Math.ceil(before.amount / 2);
    expect(before.suggestedFees.cancellation).toEqual({
      amount: half,
      rule: {
        basis: 'wholeStay',
        timing: 'afterDeadline',
        percent: 50,
        baseAmount: before.amount,
        daysBefore: 1,
        deadlineDays: 3,
      },
    });

    // A paid fee needs its method: refused on the field, nothing stored.
    const noMethod = await hotel.post(
      '/reservations/status',
      { id, status: 'canceled', oldStatus: 'pending', isPaid: true },
      400,
    );
    expect(noMethod.body.errors).toHaveProperty('paymentMethodId');
    const otherMethod = await hotel.post(
      '/reservations/status',
      { id, status: 'canceled', isPaid: true, paymentMethodId: otherCash },
      400,
    );
    expect(otherMethod.body.errors).toHaveProperty('paymentMethodId');
    expect((await detail(id)).status).toBe('pending');

    // Left out, the fee is the policy's.
    await hotel.post('/reservations/status', { id, status: 'canceled', oldStatus: 'pending' }, 200);
    const canceled = await detail(id);
    expect(canceled.cancellation).toEqual({
      amount: half,
      isPaid: false,
      rule: before.suggestedFees.cancellation.rule,
      payment: null,
    });
    expect(canceled.balance).toBe(half);
    expect(canceled.allowed.changeFee).toBe(true);
  });

  it('a no-show marked by staff owes the policy’s no-show fee, not the whole stay', async () => {
    const id = await book(today, 2);
    const { amount } = await detail(id);
    await hotel.post('/reservations/status', { id, status: 'no-show' }, 200);
    const noShow = await detail(id);
    expect(noShow.cancellation).toMatchObject({
      amount: Math.ceil(amount / 2),
      rule: { timing: 'noShow', percent: 50 },
    });
    expect(noShow.balance).toBe(Math.ceil(amount / 2));
  });
});

describe('POST /api/reservation/cancellation', () => {
  let id: string;
  let fee: number;

  beforeAll(async () => {
    id = await book(addDays(today, 2), 1);
    await hotel.post('/reservations/status', { id, status: 'canceled' }, 200);
    fee = (await detail(id)).cancellation.amount;
  });

  const change = (body: object, status: number) =>
    hotel.post('/reservation/cancellation', { id, reason: 'Зочинтой тохирсон', ...body }, status);

  it('refuses bad input field by field, storing nothing', async () => {
    const cases: [object, string][] = [
      [{ amount: -1, isPaid: false }, 'amount'],
      [{ amount: 1000.5, isPaid: false }, 'amount'],
      [{ amount: 'abc', isPaid: false }, 'amount'],
      [{ amount: fee, isPaid: true }, 'paymentMethodId'],
      [{ amount: fee, isPaid: true, paymentMethodId: 'cash' }, 'paymentMethodId'],
      [{ amount: fee, isPaid: false, reason: '   ' }, 'reason'],
      [{ amount: fee }, 'isPaid'],
    ];
    for (const [body, field] of cases) {
      const res = await change(body, 422);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field]);
    }
    // Another property's payment method: refused on its field.
    const foreign = await change({ amount: fee, isPaid: true, paymentMethodId: otherCash }, 400);
    expect(foreign.body.errors).toHaveProperty('paymentMethodId');
    // More than the stay costs.
    const { amount } = await detail(id);
    const above = await change({ amount: amount + 1, isPaid: false }, 400);
    expect(above.body.errors).toHaveProperty('amount');
    // Another property's reservation is not found; another property cannot reach this one.
    await other.post(
      '/reservation/cancellation',
      { id, amount: 0, isPaid: false, reason: 'x' },
      404,
    );
    // Nothing changed: no fee event in the history.
    expect((await historyOf(id)).filter((e) => e.type === 'CancellationFeeChanged')).toEqual([]);
    expect((await detail(id)).cancellation).toMatchObject({ amount: fee, isPaid: false });
  });

  it('needs edit-cancellation-fees (a receptionist who manages reservations is refused)', async () => {
    const role = await hotel.post(
      '/roles',
      { name: 'Ресепшн', permissions: ['manage-reservations', 'show-reservations'] },
      201,
    );
    await hotel.post(
      '/users',
      {
        name: 'Ажилтан',
        position: 'Ресепшн',
        phoneNumber: '+976 8811 2233',
        email: 'desk@hotel.mn',
        password: 'staff-password',
        role: { id: role.body.id },
      },
      201,
    );
    const login = await request(app.app)
      .post('/api/login')
      .send({ email: 'desk@hotel.mn', password: 'staff-password' })
      .expect(200);
    await hotel
      .as(`Bearer ${login.body.accessToken}`)
      .post('/reservation/cancellation', { id, amount: 0, isPaid: false, reason: 'x' }, 403);
  });

  it('marks the fee paid: its method, user and time on the fee and the income; before → after in the history', async () => {
    await change({ amount: fee, isPaid: true, paymentMethodId: cash }, 200);
    const paid = await detail(id);
    expect(paid.cancellation).toMatchObject({
      amount: fee,
      isPaid: true,
      payment: {
        paymentMethodClone: { paymentMethodId: cash },
        userClone: { userId: expect.any(String) },
        paidDate: today,
      },
    });
    expect(paid.balance).toBe(0);

    const incomes = (await hotel.get(`/incomes?reservationId=${id}`).expect(200)).body.data;
    expect(incomes).toEqual([
      expect.objectContaining({
        incomeType: 'cancellation',
        amount: fee,
        paymentMethodIds: [cash],
        incomePays: [expect.objectContaining({ amount: fee })],
        userName: expect.any(String),
        postedDate: today,
        notes: 'Зочинтой тохирсон',
      }),
    ]);

    const [entry] = (await historyOf(id)).filter((e) => e.type === 'CancellationFeeChanged');
    expect(entry?.details).toMatchObject({
      reason: 'Зочинтой тохирсон',
      before: { amount: fee, isPaid: false },
      after: { amount: fee, isPaid: true },
    });
    expect(entry?.changes.map((c) => c.field)).toContain('cancellationFee');
  });

  it('after the night audit: the amount stays, the paid fee stays paid by its method', async () => {
    // The audit marks an arrival that did not come a no-show: it owes the policy's no-show fee.
    const late = await book(today, 2);
    const { amount: stay } = await detail(late);
    await hotel.post('/night-audit/perform', { date: today, noShows: [late] }, 200);
    const noShow = await detail(late);
    expect(noShow.status).toBe('no-show');
    expect(noShow.cancellation).toMatchObject({
      amount: Math.ceil(stay / 2),
      rule: { timing: 'noShow', percent: 50 },
    });
    expect(noShow.balance).toBe(Math.ceil(stay / 2));

    const amount = await change({ amount: fee - 1, isPaid: true, paymentMethodId: cash }, 400);
    expect(amount.body.errors).toHaveProperty('amount');
    const unpaid = await change({ amount: fee, isPaid: false }, 400);
    expect(unpaid.body.errors).toHaveProperty('isPaid');
    expect((await historyOf(id)).filter((e) => e.type === 'CancellationFeeChanged')).toHaveLength(
      1,
    );
  });
});

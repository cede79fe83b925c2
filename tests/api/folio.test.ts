import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * The folio over HTTP (docs/folio.md): payments on a reservation with several methods and a
 * foreign currency, the balance and the check-out rule with real money, receivables paid
 * later from the incomes list, deletions, bad input and other properties' ids.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let standard = '';
let room = '';
let cash = '';
let card = '';
let invoice = '';
let usd = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

const idOf = async (client: typeof hotel, path: string, name?: string) => {
  const list = (await client.get(path).expect(200)).body.data as {
    id: string;
    name: string;
    isDefault?: boolean;
  }[];
  return (name ? list.find((i) => i.name === name) : list.find((i) => i.isDefault))!.id;
};

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, {
    email: 'other@example.com',
    registerNo: '7654321',
    name: 'Өөр буудал',
  });
  standard = (
    await hotel.post(
      '/room/types',
      {
        name: 'Стандарт',
        defaultPrice: 100000,
        occupancy: 2,
        names: ['101', '102', '103', '104', '105', '106', '107', '108', '109', '110'],
      },
      201,
    )
  ).body.id;
  const types = await hotel.get('/room/types?with=rooms').expect(200);
  room = (types.body.data as { id: string; rooms: { id: string; name: string }[] }[])
    .find((t) => t.id === standard)!
    .rooms.find((r) => r.name === '101')!.id;
  cash = await idOf(hotel, '/payment/methods');
  card = (
    await hotel.post(
      '/payment/methods',
      { name: 'Карт', color: '#aa00aa', incomeTypes: ['paid', 'prepaid'] },
      201,
    )
  ).body.id;
  invoice = (
    await hotel.post(
      '/payment/methods',
      { name: 'Нэхэмжлэх', color: '#0000aa', incomeTypes: ['receivable'] },
      201,
    )
  ).body.id;
  usd = (await hotel.post('/currencies', { name: 'Ам.доллар', shortName: 'usd', rate: 3450 }, 201))
    .body.id;
});

afterAll(async () => {
  await app.close();
});

const book = async (nights = 2, roomId: string | null = null) =>
  (
    await hotel.post(
      '/reservations/book',
      {
        stayType: 'night',
        checkIn: today,
        checkOut: addDays(today, nights),
        roomId,
        roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
        guest: { name: 'Бат', surname: 'Дорж', phoneNumber: '99112233' },
      },
      201,
    )
  ).body.reservationIds[0] as string;

const detail = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation;

const pays = (...lines: [string, number][]) =>
  lines.map(([id, amount]) => ({ paymentMethod: { id }, amount }));

describe('the folio', () => {
  it('a prepaid deposit, then the rest in two methods; check-out needs the balance settled', async () => {
    const id = await book(2, room);
    expect(await detail(id)).toMatchObject({
      amount: 200_000,
      paid: 0,
      balance: 200_000,
      allowed: { pay: true, changeDates: true },
    });

    await hotel.post(
      '/payments',
      { id, incomeType: 'prepaid', pays: pays([cash, 50_000]), notes: 'Урьдчилгаа' },
      201,
    );
    const afterDeposit = await detail(id);
    expect(afterDeposit).toMatchObject({
      paid: 50_000,
      balance: 150_000,
      allowed: { changeDates: false, changeRoomType: false },
    });
    expect(afterDeposit.payments).toEqual([
      expect.objectContaining({
        incomeType: 'prepaid',
        amountMnt: 50_000,
        postedDate: today,
        isPaid: true,
        notes: 'Урьдчилгаа',
      }),
    ]);

    await hotel.post(
      '/reservations/status',
      { id, status: 'checked-in', oldStatus: 'pending' },
      200,
    );
    const early = await hotel.post(
      '/reservations/status',
      { id, status: 'checked-out', oldStatus: 'checked-in' },
      400,
    );
    expect(early.body.detail).toContain('150');

    // More than is due is refused (the desk posts the balance and gives the change back).
    const over = await hotel.post(
      '/payments',
      { id, pays: pays([cash, 100_000], [card, 60_000]) },
      400,
    );
    expect(over.body.errors).toEqual({
      'pays.1.amount': [
        'The payment is 10,000₮ more than the balance. Post the balance of 150,000₮ and give the change back.',
      ],
    });
    await hotel.post('/payments', { id, pays: pays([cash, 100_000], [card, 50_000]) }, 201);
    expect(await detail(id)).toMatchObject({ paid: 200_000, balance: 0, allowed: { pay: false } });
    await hotel.post('/payments', { id, pays: pays([cash, 1]) }, 400);
    await hotel.post(
      '/reservations/status',
      { id, status: 'checked-out', oldStatus: 'checked-in' },
      200,
    );

    // Every payment is an income; the list filters by type.
    const incomes = (await hotel.get(`/incomes?reservationId=${id}`).expect(200)).body;
    expect(incomes.total).toBe(2);
    expect(
      incomes.data
        .map((i: { incomeType: string; amount: number }) => [i.incomeType, i.amount])
        .sort(),
    ).toEqual([
      ['paid', 150_000],
      ['prepaid', 50_000],
    ]);
    expect(incomes.data[0].reservation).toMatchObject({ id, status: 'checked-out' });
    const prepaid = (
      await hotel.get(`/incomes?reservationId=${id}&incomeTypes=prepaid`).expect(200)
    ).body;
    expect(prepaid.total).toBe(1);
  });

  it('a foreign currency counts at its rate; a deleted payment gives the balance back', async () => {
    const id = await book(1);
    const paid = await hotel.post(
      '/payments',
      { id, currency: { id: usd }, pays: pays([card, 20]) },
      201,
    );
    expect(await detail(id)).toMatchObject({ paid: 69_000, balance: 31_000 });
    expect((await detail(id)).payments[0]).toMatchObject({
      currency: 'USD',
      rate: 3450,
      amount: 20,
      amountMnt: 69_000,
    });
    await hotel.post('/payments/delete', { id: paid.body.id, reservationId: id }, 200);
    expect(await detail(id)).toMatchObject({ paid: 0, balance: 100_000 });
    expect((await hotel.get(`/incomes?reservationId=${id}`).expect(200)).body.total).toBe(0);
    await hotel.post('/payments/delete', { id: paid.body.id, reservationId: id }, 404);
  });

  it('a receivable settles the guest’s folio; its payer pays it later from the incomes list', async () => {
    const id = await book(1);
    await hotel.post(
      '/payments',
      { id, incomeType: 'receivable', billType: 'organization', pays: pays([cash, 100_000]) },
      400,
    );
    const owed = await hotel.post(
      '/payments',
      { id, incomeType: 'receivable', billType: 'organization', pays: pays([invoice, 100_000]) },
      201,
    );
    expect(await detail(id)).toMatchObject({ balance: 0 });
    const unpaid = (await hotel.get('/incomes?isPaid=false').expect(200)).body;
    expect(unpaid.data).toEqual([
      expect.objectContaining({
        id: owed.body.id,
        incomeType: 'receivable',
        isPaid: false,
        paidAt: null,
        allowed: { pay: true, edit: true },
      }),
    ]);
    // Owed: its bill type and notes can be corrected; the folio does not move.
    await hotel.post(
      '/incomes/edit',
      { id: owed.body.id, reservationId: id, billType: 'nope', notes: null },
      422,
    );
    await other.post(
      '/incomes/edit',
      { id: owed.body.id, reservationId: id, billType: 'individual', notes: null },
      404,
    );
    await hotel.post(
      '/incomes/edit',
      { id: owed.body.id, reservationId: id, billType: 'individual', notes: 'Гэрээ Г-17' },
      200,
    );
    expect(await hotel.get(`/incomes/${owed.body.id as string}`).expect(200)).toMatchObject({
      body: { billType: 'individual', notes: 'Гэрээ Г-17' },
    });
    expect((await detail(id)).payments[0]).toMatchObject({
      billType: 'individual',
      notes: 'Гэрээ Г-17',
    });
    expect(
      (await hotel.get(`/incomes?search=${encodeURIComponent('г-17')}`).expect(200)).body.total,
    ).toBe(1);
    expect(await detail(id)).toMatchObject({ balance: 0 });
    const short = await hotel.post(
      '/incomes/pay',
      { id: owed.body.id, reservationId: id, paidAt: today, pays: pays([card, 90_000]) },
      400,
    );
    expect(short.body.errors['pays.0.amount']).toBeDefined();
    await hotel.post(
      '/incomes/pay',
      { id: owed.body.id, reservationId: id, paidAt: today, pays: pays([card, 100_000]) },
      200,
    );
    const income = (await hotel.get(`/incomes/${owed.body.id as string}`).expect(200)).body;
    expect(income).toMatchObject({
      isPaid: true,
      paidAt: today,
      allowed: { pay: false, edit: false },
    });
    const editPaid = await hotel.post(
      '/incomes/edit',
      { id: owed.body.id, reservationId: id, billType: 'organization', notes: null },
      400,
    );
    expect(editPaid.body.detail).toBe('A paid income cannot be edited.');
    expect(income.paidPays).toEqual([
      { paymentMethod: expect.objectContaining({ id: card, name: 'Карт' }), amount: 100_000 },
    ]);
    const byPaidAt = (
      await hotel
        .get(`/incomes?filterType=paidAt&start=${today}&end=${today}&incomeTypes=receivable`)
        .expect(200)
    ).body;
    expect(byPaidAt.total).toBe(1);
    await hotel.post('/payments/delete', { id: owed.body.id, reservationId: id }, 400);
  });

  it('refuses bad input per field (422) and stores nothing', async () => {
    const id = await book(1);
    for (const amount of [-5, 0, 12.5, 'abc', 2_000_000_000]) {
      const res = await hotel.post('/payments', { id, pays: pays([cash, amount as number]) }, 422);
      expect(Object.keys(res.body.errors)).toEqual(['pays.0.amount']);
    }
    const noMethod = await hotel.post('/payments', { id, pays: [{ amount: 5 }] }, 422);
    expect(Object.keys(noMethod.body.errors)).toEqual(['pays.0.paymentMethod']);
    await hotel.post('/payments', { id, pays: [] }, 422);
    await hotel.post('/payments', { id, incomeType: 'gift', pays: pays([cash, 5]) }, 422);
    await hotel.post('/payments', { id: 'nope', pays: pays([cash, 5]) }, 422);
    await hotel.post(
      '/incomes/pay',
      { id, reservationId: id, paidAt: '2026-13-01', pays: pays([cash, 5]) },
      422,
    );
    await hotel.get('/incomes?filterType=nope').expect(422);
    await hotel.get('/incomes?start=2026-02-30').expect(422);
    expect(await detail(id)).toMatchObject({ paid: 0, payments: [] });
  });

  it('another property’s reservation, payment method or income is not found', async () => {
    const id = await book(1);
    const theirCash = await idOf(other, '/payment/methods');
    await other.post('/payments', { id, pays: pays([theirCash, 5]) }, 404);
    const foreignMethod = await hotel.post('/payments', { id, pays: pays([theirCash, 5]) }, 400);
    expect(foreignMethod.body.errors).toEqual({
      'pays.0.paymentMethod.id': ['The payment method does not exist.'],
    });
    const paid = await hotel.post('/payments', { id, pays: pays([cash, 5]) }, 201);
    await other.post('/payments/delete', { id: paid.body.id, reservationId: id }, 404);
    await other.get(`/incomes/${paid.body.id as string}`).expect(404);
    expect((await other.get('/incomes').expect(200)).body.total).toBe(0);
    await request(app.app).get('/api/incomes').expect(401);
    expect(await detail(id)).toMatchObject({ paid: 5 });
  });

  it('charges: services (partner discount rounded up), an extra bed, taxes; every view agrees', async () => {
    const deluxe = (
      await hotel.post(
        '/room/types',
        {
          name: 'Делюкс',
          defaultPrice: 200000,
          occupancy: 2,
          hasExtraBed: true,
          extraBeds: 1,
          names: ['301'],
        },
        201,
      )
    ).body.id as string;
    const bedPolicy = (
      await hotel.post(
        '/extrabed/policies',
        { ageType: 'any', priceType: 'mnt', price: 30000, minAge: 0, maxAge: 18 },
        201,
      )
    ).body.id as string;
    const category = await idOf(hotel, '/service/categories');
    const minibar = (
      await hotel.post(
        '/services',
        { name: 'Минибар', price: 12345, serviceCategory: { id: category } },
        201,
      )
    ).body.id as string;
    const partner = (
      await hotel.post('/partners', { name: 'Аялал ХХК', type: 'partner', discount: 10 }, 201)
    ).body.id as string;
    const cityTax = (
      await hotel.post(
        '/taxes',
        { name: 'НХАТ', percentage: 1, inclusive: false, isEnabled: false },
        201,
      )
    ).body.id as string;
    const id = (
      await hotel.post(
        '/reservations/book',
        {
          stayType: 'night',
          checkIn: today,
          checkOut: addDays(today, 2),
          partner: { id: partner },
          roomTypes: [{ roomTypeId: deluxe, numberOfGuests: 2, quantity: 1 }],
          guest: { name: 'Сүх' },
        },
        201,
      )
    ).body.reservationIds[0] as string;
    // 2 nights × 200 000 less 10 % = 360 000.
    expect(await detail(id)).toMatchObject({
      amount: 360_000,
      allowed: { charge: true, addExtraBed: true },
    });

    // A service with the partner's discount: 12 345 less 10 % rounded up = 11 111 × 2.
    const item = await hotel.post(
      '/items',
      {
        id,
        serviceCategory: { id: category },
        service: { id: minibar },
        quantity: 2,
        isDiscount: true,
      },
      201,
    );
    // An extra bed for one night at the policy's 30 000.
    await hotel.post('/extra/beds', { id, policy: { id: bedPolicy }, nights: 3 }, 400);
    const bed = await hotel.post('/extra/beds', { id, policy: { id: bedPolicy }, nights: 1 }, 201);
    const full = await hotel.post('/extra/beds', { id, policy: { id: bedPolicy }, nights: 1 }, 400);
    expect(full.body.detail).toBe('This room takes at most 1 extra beds.');
    let reservation = await detail(id);
    expect(reservation).toMatchObject({
      amount: 360_000 + 22_222 + 30_000,
      balance: 412_222,
      allowed: { addExtraBed: false },
    });
    expect(reservation.items).toEqual([
      expect.objectContaining({ itemId: item.body.id, quantity: 2, price: 11_111 }),
    ]);
    expect(reservation.extraBeds).toEqual([
      expect.objectContaining({ extraBedId: bed.body.id, nights: 1, totalAmount: 30_000 }),
    ]);
    expect(
      reservation.price.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount]),
    ).toEqual([
      ['room', 180_000],
      ['room', 180_000],
      ['extraBed', 30_000],
      ['service', 22_222],
    ]);

    // A tax on top: 1 % of 412 222 rounded up; the default VAT cannot be removed.
    await hotel.post('/tax/clones', { id, tax: { id: cityTax } }, 201);
    await hotel.post('/tax/clones', { id, tax: { id: cityTax } }, 400);
    reservation = await detail(id);
    expect(reservation.amount).toBe(412_222 + 4_123);
    const vat = (reservation.taxClones as { taxId: string; isDefault: boolean }[]).find(
      (t) => t.isDefault,
    )!;
    const defaultTax = await hotel.post(
      '/tax/clones/delete',
      { id: vat.taxId, reservationId: id },
      400,
    );
    expect(defaultTax.body.detail).toBe('The default tax cannot be removed from a reservation.');

    // Paid in full, the extra tax stays; the removed service gives money back.
    await hotel.post('/payments', { id, pays: pays([cash, 416_345]) }, 201);
    await hotel.post('/tax/clones/delete', { id: cityTax, reservationId: id }, 400);
    await hotel.post('/items/delete', { id: item.body.id, reservationId: id }, 200);
    reservation = await detail(id);
    expect(reservation).toMatchObject({
      paid: 416_345,
      amount: 360_000 + 30_000 + 3_900,
      balance: -22_445,
    });
    await hotel.post('/extra/beds/delete', { id: bed.body.id, reservationId: id }, 200);
    await hotel.post('/extra/beds/delete', { id: bed.body.id, reservationId: id }, 404);

    // The list and the calendar read the same money.
    const listed = (
      await hotel.get('/reservations?tab=other&rowsPerPage=0').expect(200)
    ).body.data.find((r: { id: string }) => r.id === id);
    expect([listed.amount, listed.balance]).toEqual([363_600, -52_745]);
  });

  it('guests staying besides the booking’s own: add, edit, remove', async () => {
    const id = await book(1);
    const added = await hotel.post(
      '/guest/clones',
      { id, name: 'Сараа', passportNumber: 'E1234567' },
      200,
    );
    await hotel.post(
      '/guest/clones',
      { id, guestCloneId: added.body.id, name: 'Сараа', surname: 'Бат' },
      200,
    );
    expect((await detail(id)).guestClones).toEqual([
      expect.objectContaining({
        guestCloneId: added.body.id,
        surname: 'Бат',
        nationality: 'MN',
        passportNumber: null,
      }),
    ]);
    const bad = await hotel.post('/guest/clones', { id, name: '', email: 'nope' }, 422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name']);
    await other.post('/guest/clones/delete', { id: added.body.id, reservationId: id }, 404);
    await hotel.post('/guest/clones/delete', { id: added.body.id, reservationId: id }, 200);
    expect((await detail(id)).guestClones).toEqual([]);
  });
});

describe('change and refunds', () => {
  it('records the money handed over and the change on a cash line only', async () => {
    const id = await book(2);
    // A card line that says what was handed over is refused on that field; nothing is stored.
    const onCard = await hotel.post(
      '/payments',
      { id, pays: [{ paymentMethod: { id: card }, amount: 182_000, tendered: 5_000_000_000 / 5 }] },
      400,
    );
    expect(onCard.body.errors).toEqual({
      'pays.0.tendered': [
        '“Карт” is not cash: no change is given on it. Enter the money received on cash lines only.',
      ],
    });
    const below = await hotel.post(
      '/payments',
      { id, pays: [{ paymentMethod: { id: cash }, amount: 182_000, tendered: 100_000 }] },
      422,
    );
    expect(Object.keys(below.body.errors)).toEqual(['pays.0.tendered']);
    expect(await detail(id)).toMatchObject({ paid: 0, payments: [] });

    await hotel.post(
      '/payments',
      {
        id,
        pays: [
          { paymentMethod: { id: cash }, amount: 182_000, tendered: 200_000 },
          { paymentMethod: { id: card }, amount: 18_000 },
        ],
      },
      201,
    );
    const paid = await detail(id);
    expect(paid).toMatchObject({ paid: 200_000, balance: 0 });
    expect(paid.payments[0].pays).toEqual([
      expect.objectContaining({ amount: 182_000, tendered: 200_000, change: 18_000 }),
      expect.not.objectContaining({ change: expect.anything() }),
    ]);
    // Every line keeps its method; the payment who took it and when.
    expect(paid.payments[0]).toMatchObject({ userName: expect.any(String), postedDate: today });
  });

  it('gives a canceled stay’s deposit back, in parts, never more than was paid', async () => {
    const id = await book(1);
    const deposit = (
      await hotel.post(
        '/payments',
        { id, incomeType: 'prepaid', pays: pays([card, 60_000]), notes: 'Урьдчилгаа' },
        201,
      )
    ).body.id as string;
    // Nothing to give back while the stay costs more than was paid.
    const owing = await hotel.post(
      '/payments/refund',
      { reservationId: id, paymentId: deposit, amount: 1_000, reason: 'Алдаа' },
      400,
    );
    expect(owing.body.detail).toContain('no money to give back');
    await hotel.post(
      '/reservations/status',
      { id, status: 'canceled', oldStatus: 'pending', cancellationPayment: 0, isPaid: false },
      200,
    );
    expect(await detail(id)).toMatchObject({ paid: 60_000, balance: -60_000 });

    const refund = (body: Record<string, unknown>, status: number) =>
      hotel.post(
        '/payments/refund',
        { reservationId: id, paymentId: deposit, reason: 'Цуцалсан', ...body },
        status,
      );
    for (const amount of [-5, 0, 12.5, 'abc']) {
      const bad = await refund({ amount }, 422);
      expect(Object.keys(bad.body.errors)).toEqual(['amount']);
    }
    const noReason = await refund({ amount: 1_000, reason: '  ' }, 422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    const above = await refund({ amount: 60_001 }, 400);
    expect(above.body.errors).toEqual({
      amount: ['At most 60,000₮ of this payment can be refunded.'],
    });
    // Another property's reservation, or a payment that is not this reservation's: not found.
    await other.post(
      '/payments/refund',
      { reservationId: id, paymentId: deposit, amount: 1_000, reason: 'x' },
      404,
    );
    const elsewhere = await book(1);
    await hotel.post(
      '/payments/refund',
      { reservationId: elsewhere, paymentId: deposit, amount: 1_000, reason: 'x' },
      404,
    );
    expect(await detail(id)).toMatchObject({ paid: 60_000, balance: -60_000 });

    const first = await refund({ amount: 20_000 }, 201);
    await refund({ amount: 40_000, paymentMethod: { id: cash } }, 201);
    await refund({ amount: 1 }, 400);
    const after = await detail(id);
    expect(after).toMatchObject({ paid: 0, balance: 0 });
    expect(
      after.payments[0].refunds.map((r: { amount: number; paymentMethod: { name: string } }) => [
        r.amount,
        r.paymentMethod.name,
      ]),
    ).toEqual([
      [20_000, 'Карт'],
      [40_000, 'Бэлэн мөнгө'],
    ]);
    // The incomes list the refunds as negative incomes of type refund, linked to the deposit.
    const refunds = (await hotel.get(`/incomes?reservationId=${id}&incomeTypes=refund`).expect(200))
      .body;
    expect(refunds.total).toBe(2);
    expect(
      refunds.data.map((i: { amount: number; refundOf: string; postedDate: string }) => [
        i.amount,
        i.refundOf,
        i.postedDate,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [-20_000, deposit, today],
        [-40_000, deposit, today],
      ]),
    );
    expect(refunds.data.map((i: { id: string }) => i.id)).toContain(first.body.id);
    // The history names the refund.
    const history = (await hotel.get(`/reservations/${id}/history`).expect(200)).body;
    expect(
      history.entries.filter((e: { type: string }) => e.type === 'PaymentRefunded'),
    ).toHaveLength(2);
    // A refunded payment is not deleted.
    await hotel.post('/payments/delete', { id: deposit, reservationId: id }, 400);
  });

  it('once audited, a payment is refunded, never deleted (whatever the stay’s status)', async () => {
    const id = await book(1);
    const paid = (await hotel.post('/payments', { id, pays: pays([cash, 100_000]) }, 201)).body
      .id as string;
    await hotel.post('/night-audit/perform', { date: today }, 200);
    const refused = await hotel.post('/payments/delete', { id: paid, reservationId: id }, 400);
    expect(refused.body.detail).toBe('An audited payment cannot be deleted. Refund it instead.');
    expect(await detail(id)).toMatchObject({ paid: 100_000 });
  });
});

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  app,
  hotel,
  other,
  room,
  cash,
  card,
  usd,
  today,
  book,
  detail,
  pays,
  idOf,
  useFolioWorld,
} from '../support/folio-world';

/**
 * The folio over HTTP (docs/folio.md): payments on a reservation with several methods and a
 * foreign currency, the balance and the check-out rule with real money, receivables paid
 * later from the incomes list, deletions, bad input and other properties' ids.
 */

useFolioWorld();

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
});

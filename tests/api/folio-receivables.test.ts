import { describe, expect, it } from 'vitest';
import {
  hotel,
  other,
  cash,
  card,
  invoice,
  today,
  book,
  detail,
  pays,
  useFolioWorld,
} from '../support/folio-world';

/** A receivable settles the guest's folio; its payer pays it later from the incomes list (docs/folio.md). */

useFolioWorld();

describe('the folio', () => {
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
});

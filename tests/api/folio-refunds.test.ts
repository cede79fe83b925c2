import { describe, expect, it } from 'vitest';
import {
  hotel,
  other,
  cash,
  card,
  today,
  book,
  detail,
  pays,
  useFolioWorld,
} from '../support/folio-world';

/** The money handed over and the change; refunds of a deposit, and of an audited payment. */

useFolioWorld();

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

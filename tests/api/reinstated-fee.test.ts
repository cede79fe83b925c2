import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * A canceled stay whose fee was paid, reinstated after the night audit (docs/reservations.md
 * "Cancellation and no-show fees"): the guest's money stays on the stay as a payment in the
 * fee's method, the day the fee was received keeps its income, the reinstatement's day books
 * the fee back and the payment again (net nothing), and the payment is refunded, never deleted.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
const D0 = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
let standard = '';
let cash = '';

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  standard = (
    await hotel.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100_000, occupancy: 2, names: ['101', '102'] },
      201,
    )
  ).body.id;
  cash = (
    (await hotel.get('/payment/methods').expect(200)).body.data as {
      id: string;
      isDefault: boolean;
    }[]
  ).find((m) => m.isDefault)!.id;
});

afterAll(async () => {
  await app.close();
});

const detail = async (id: string) =>
  (await hotel.get(`/reservations/${id}`).expect(200)).body.reservation as {
    status: string;
    amount: number;
    paid: number;
    balance: number;
    cancellation: unknown;
    payments: { id: string; amountMnt: number; incomeType: string }[];
  };

interface Report {
  paymentMethods: { id: string; total: number }[];
  incomeType: { type: string; total: number }[];
}
const dayOf = async (date: string) => {
  const report = (await hotel.get(`/report/sales?from=${date}&to=${date}`).expect(200))
    .body as Report;
  return {
    methods: Object.fromEntries(
      report.paymentMethods.filter((m) => m.total !== 0).map((m) => [m.id, m.total]),
    ),
    incomes: Object.fromEntries(
      report.incomeType.filter((i) => i.total !== 0).map((i) => [i.type, i.total]),
    ),
  };
};

describe('a reinstated stay keeps the fee it paid', () => {
  it('as a payment of the stay; the fee’s day keeps its income, the reinstatement nets nothing', async () => {
    const id = (
      await hotel.post(
        '/reservations/book',
        {
          stayType: 'night',
          checkIn: addDays(D0, 3),
          checkOut: addDays(D0, 5),
          roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 1 }],
          guest: { name: 'Бат', surname: 'Дорж' },
        },
        201,
      )
    ).body.reservationIds[0] as string;
    await hotel.post(
      '/reservations/status',
      { id, status: 'canceled', cancellationPayment: 30_000, isPaid: true, paymentMethodId: cash },
      200,
    );
    await hotel.post('/night-audit/perform', { date: D0, noShows: [] }, 200);

    // D1: the guest comes back to the booking.
    await hotel.post('/reservations/status', { id, status: 'confirmed' }, 200);
    const back = await detail(id);
    expect(back).toMatchObject({ status: 'confirmed', amount: 200_000, paid: 30_000 });
    expect(back.balance).toBe(170_000);
    expect(back.cancellation).toBeNull();
    expect(back.payments).toMatchObject([{ amountMnt: 30_000, incomeType: 'prepaid' }]);
    const kept = back.payments[0]!.id;
    const refused = await hotel.post('/payments/delete', { id: kept, reservationId: id }, 400);
    expect(refused.body.detail).toContain('refund it instead');

    // The incomes: received on D0, taken back and paid again on D1.
    const incomes = (
      (await hotel.get(`/incomes?search=${encodeURIComponent('Бат')}`).expect(200)).body.data as {
        incomeType: string;
        amount: number;
        postedDate: string;
      }[]
    )
      .map((i) => [i.postedDate, i.incomeType, i.amount])
      .sort((a, b) => String(a).localeCompare(String(b)));
    expect(incomes).toEqual([
      [D0, 'cancellation', 30_000],
      [addDays(D0, 1), 'cancellation', -30_000],
      [addDays(D0, 1), 'prepaid', 30_000],
    ]);
    // The report: the money counted once, on the day it came in.
    expect(await dayOf(D0)).toEqual({
      methods: { [cash]: 30_000 },
      incomes: { cancellation: 30_000 },
    });
    expect(await dayOf(addDays(D0, 1))).toEqual({
      methods: {},
      incomes: { cancellation: -30_000, prepaid: 30_000 },
    });
  });
});

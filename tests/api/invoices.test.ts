import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty } from '../support/property-client';

/**
 * Invoices over HTTP (docs/folio.md): created for a group or one reservation, numbered per
 * property, billing the rooms always and the services and taxes picked; e-mailed through the
 * mailer (the outbox here) and then shown as sent; bad input and other properties' ids.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let groupId = '';
let reservationIds: string[] = [];
let minibarItem = '';
let vat = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, { email: 'other@example.com', registerNo: '7654321' });
  const standard = (
    await hotel.post(
      '/room/types',
      { name: 'Стандарт', defaultPrice: 100000, occupancy: 2, names: ['101', '102'] },
      201,
    )
  ).body.id as string;
  const booked = await hotel.post(
    '/reservations/book',
    {
      stayType: 'night',
      checkIn: today,
      checkOut: addDays(today, 2),
      roomTypes: [{ roomTypeId: standard, numberOfGuests: 2, quantity: 2 }],
      guest: { name: 'Бат', surname: 'Дорж', email: 'bat@example.mn' },
    },
    201,
  );
  groupId = booked.body.groupId;
  reservationIds = booked.body.reservationIds;
  const categories = (await hotel.get('/service/categories').expect(200)).body.data as {
    id: string;
  }[];
  const minibar = (
    await hotel.post(
      '/services',
      { name: 'Минибар', price: 10000, serviceCategory: { id: categories[0]!.id } },
      201,
    )
  ).body.id as string;
  minibarItem = (
    await hotel.post(
      '/items',
      {
        id: reservationIds[0],
        serviceCategory: { id: categories[0]!.id },
        service: { id: minibar },
        quantity: 3,
      },
      201,
    )
  ).body.id;
  vat = ((await hotel.get('/taxes').expect(200)).body.data as { id: string }[])[0]!.id;
});

afterAll(async () => {
  await app.close();
});

const customer = {
  customerName: 'Аялал Тур ХХК',
  registerNo: '5012345',
  address: 'Улаанбаатар, СБД',
  contractNo: 'Г-17',
  invoiceDate: today,
  paymentPeriod: addDays(today, 14),
};

describe('invoices', () => {
  it('the draft offers every line; an invoice bills the rooms and what was picked', async () => {
    const draft = (await hotel.get(`/invoices/draft?groupId=${groupId}`).expect(200)).body;
    expect(draft.candidates.map((c: { key: string; amount: number }) => [c.key, c.amount])).toEqual(
      [
        [`room:${reservationIds[0]}`, 200_000],
        [`room:${reservationIds[1]}`, 200_000],
        [`item:${reservationIds[0]}:${minibarItem}`, 30_000],
        [`tax:${vat}`, 39_091],
      ],
    );
    expect(draft).toMatchObject({ guestName: 'Бат', email: 'bat@example.mn' });

    const first = await hotel.post(
      '/invoices',
      { groupId, customer, email: 'finance@aylal.mn', items: [`tax:${vat}`] },
      201,
    );
    expect(first.body.number).toBe(1);
    const invoice = (await hotel.get(`/invoices/${first.body.id as string}`).expect(200)).body;
    expect(invoice).toMatchObject({
      number: 1,
      groupId,
      reservationId: null,
      customer: { customerName: 'Аялал Тур ХХК', registerNo: '5012345', contractNo: 'Г-17' },
      guestName: 'Бат',
      hotel: { name: 'Хаан Буудал', registerNo: '1234567' },
      totalAmount: 400_000,
      fullTotalAmount: 400_000,
      isSent: false,
      email: 'finance@aylal.mn',
    });
    // VAT is included in the prices: shown, not added.
    expect(
      invoice.items.map((i: { itemType: string; amount: number }) => [i.itemType, i.amount]),
    ).toEqual([
      ['room', 200_000],
      ['room', 200_000],
      ['tax', 36_364],
    ]);

    // One reservation, with its minibar: number 2.
    const second = await hotel.post(
      '/invoices',
      {
        groupId,
        resId: reservationIds[0],
        customer,
        items: [`item:${reservationIds[0]}:${minibarItem}`],
      },
      201,
    );
    expect(second.body.number).toBe(2);
    const one = (await hotel.get(`/invoices/${second.body.id as string}`).expect(200)).body;
    expect(one).toMatchObject({
      reservationNumber: 1,
      totalAmount: 230_000,
      fullTotalAmount: 230_000,
    });
    const list = (await hotel.get('/invoices').expect(200)).body;
    expect(list.data.map((i: { number: number }) => i.number)).toEqual([2, 1]);
  });

  it('is e-mailed through the mailer, then shows as sent to that address', async () => {
    const created = await hotel.post('/invoices', { groupId, customer, items: [] }, 201);
    const id = created.body.id as string;
    await hotel.post(`/invoices/${id}/send`, { email: 'nope' }, 422);
    await hotel.post(`/invoices/${id}/send`, { email: 'finance@aylal.mn' }, 200);
    const invoice = (await hotel.get(`/invoices/${id}`).expect(200)).body;
    expect(invoice).toMatchObject({ isSent: true, sentTo: 'finance@aylal.mn' });
    const outbox = join(app.dataDir, 'outbox');
    const mails = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(outbox, f), 'utf8'));
    const mail = mails.find((m) => m.includes('finance@aylal.mn'));
    expect(mail).toBeDefined();
    expect((await hotel.get('/invoices?isSent=true').expect(200)).body.total).toBe(1);
    expect((await hotel.get('/invoices?isSent=false').expect(200)).body.total).toBe(2);
  });

  it('refuses bad input (422), a reservation of another group (400) and other properties (404)', async () => {
    const bad = await hotel.post(
      '/invoices',
      {
        groupId: 'x',
        customer: { customerName: '', invoiceDate: '2026-13-01', paymentPeriod: '' },
      },
      422,
    );
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'customer.customerName',
      'customer.invoiceDate',
      'customer.paymentPeriod',
      'groupId',
    ]);
    const backwards = await hotel.post(
      '/invoices',
      { groupId, customer: { ...customer, paymentPeriod: addDays(today, -1) } },
      422,
    );
    expect(Object.keys(backwards.body.errors)).toEqual(['customer.paymentPeriod']);
    await hotel.post(
      '/invoices',
      { groupId, resId: '00000000-0000-4000-8000-000000000001', customer },
      400,
    );
    await other.post('/invoices', { groupId, customer }, 404);
    await other.get(`/invoices/draft?groupId=${groupId}`).expect(404);
    const mine = (await hotel.get('/invoices').expect(200)).body.data[0].id as string;
    await other.get(`/invoices/${mine}`).expect(404);
    await other.post(`/invoices/${mine}/send`, { email: 'x@y.mn' }, 404);
    expect((await other.get('/invoices').expect(200)).body.total).toBe(0);
  });

  it('keeps the hotel’s English name as it was at issue, for the invoice read in English', async () => {
    await hotel.post(
      '/hotel/info',
      {
        hotelTypeId: 'hotel',
        name: 'Хаан Буудал',
        nameEn: 'Khan Hotel',
        checkInTime: '14:00',
        checkOutTime: '12:00',
        countryId: 'MN',
        provinceId: 'MN-1',
      },
      200,
    );
    const created = await hotel.post('/invoices', { groupId, customer, items: [] }, 201);
    const invoice = (await hotel.get(`/invoices/${created.body.id as string}`).expect(200)).body;
    expect(invoice.hotel).toMatchObject({ name: 'Хаан Буудал', nameEn: 'Khan Hotel' });
  });
});

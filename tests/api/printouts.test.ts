import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty, twoRoomGroup } from '../support/property-client';

/**
 * The invoice printout and the VAT receipt over HTTP (docs/documents.md): their figures are the
 * folios' (totals, VAT, the cash/card split of the real payments); issuing a receipt is
 * idempotent (a second issue, or the same command sent again, gives the same number); another
 * property's group is a 404; a bad register number a 422 under its field.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let groupId = '';
let reservationIds: string[] = [];
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');

interface Folio {
  id: string;
  amount: number;
  paid: number;
  balance: number;
  price: { taxes: { name: string; inclusive: boolean; amount: number }[] };
}

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, { email: 'other@example.com', registerNo: '7654321' });
  ({ groupId, reservationIds } = await twoRoomGroup(hotel, {
    checkIn: today,
    checkOut: addDays(today, 2),
    roomTypeName: 'Стандарт',
    guest: { name: 'Бат', surname: 'Дорж', email: 'bat@example.mn', phoneNumber: '99112233' },
  }));
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
  await hotel.post(
    '/items',
    {
      id: reservationIds[0],
      serviceCategory: { id: categories[0]!.id },
      service: { id: minibar },
      quantity: 3,
    },
    201,
  );
});

afterAll(async () => {
  await app.close();
});

const folios = async () =>
  (await hotel.get(`/documents/groups/${groupId}`).expect(200)).body.reservations as Folio[];
const sum = (list: Folio[], key: 'amount' | 'paid' | 'balance') =>
  list.reduce((total, r) => total + r[key], 0);
const vatOf = (list: Folio[]) =>
  list.reduce(
    (total, r) =>
      total + r.price.taxes.filter((t) => t.inclusive).reduce((s, t) => s + t.amount, 0),
    0,
  );

describe('the invoice printout', () => {
  it("without an invoice made for it, the stays' folio: its lines, taxes and totals", async () => {
    const list = await folios();
    const group = (await hotel.get(`/documents/invoices/${groupId}`).expect(200)).body;
    expect(group.invoice).toMatchObject({
      source: 'folio',
      number: null,
      customer: { customerName: 'Бат Дорж', phoneNumber: '99112233', email: 'bat@example.mn' },
      fullTotalAmount: sum(list, 'amount'),
      paid: 0,
      toPay: sum(list, 'amount'),
    });
    expect(group.invoice.fullTotalAmount).toBe(430_000);
    const lines = group.invoice.lines as { kind: string; name: string; amount: number }[];
    expect(lines.map((l) => [l.kind, l.name, l.amount])).toEqual([
      ['room', 'Standard', 200_000],
      ['room', 'Standard', 200_000],
      ['item', 'Минибар', 30_000],
    ]);
    expect(group.invoice.totalAmount).toBe(430_000);
    const vat = (group.invoice.taxes as { inclusive: boolean; amount: number }[])
      .filter((t) => t.inclusive)
      .reduce((s, t) => s + t.amount, 0);
    expect(vat).toBe(vatOf(list));
    expect(group.invoice.lines[0]).toMatchObject({
      checkIn: today,
      checkOut: addDays(today, 2),
      quantity: 2,
      price: 100_000,
    });

    const one = (
      await hotel.get(`/documents/invoices/${groupId}/${reservationIds[1]}?language=mn`).expect(200)
    ).body;
    expect(one.reservations.map((r: Folio) => r.id)).toEqual([reservationIds[1]]);
    expect(one.invoice.lines.map((l: { name: string }) => l.name)).toEqual(['Стандарт']);
    expect(one.invoice.fullTotalAmount).toBe(200_000);
  });

  it("with an invoice made for it, the invoice's own customer and items", async () => {
    const created = await hotel.post(
      '/invoices',
      {
        groupId,
        customer: {
          customerName: 'Аялал Тур ХХК',
          registerNo: '5012345',
          invoiceDate: today,
          paymentPeriod: addDays(today, 14),
        },
        items: [],
      },
      201,
    );
    const invoice = (await hotel.get(`/invoices/${created.body.id as string}`).expect(200)).body;
    const printed = (await hotel.get(`/documents/invoices/${groupId}`).expect(200)).body.invoice;
    expect(printed).toMatchObject({
      source: 'invoice',
      number: invoice.number,
      customer: { customerName: 'Аялал Тур ХХК', registerNo: '5012345' },
      totalAmount: invoice.totalAmount,
      fullTotalAmount: invoice.fullTotalAmount,
      paid: 0,
      toPay: invoice.fullTotalAmount,
    });
    expect(printed.lines).toHaveLength(2);
    // A reservation's own printout still prints its folio (that invoice is the group's).
    const one = (await hotel.get(`/documents/invoices/${groupId}/${reservationIds[0]}`).expect(200))
      .body.invoice;
    expect(one.source).toBe('folio');
  });

  it("another property's group, or a reservation of another group, is a 404", async () => {
    await other.get(`/documents/invoices/${groupId}`).expect(404);
    await other.get(`/documents/invoices/${groupId}/${reservationIds[0]}`).expect(404);
    await hotel
      .get(`/documents/invoices/${groupId}/00000000-0000-4000-8000-000000000000`)
      .expect(404);
  });
});

describe('the VAT receipt', () => {
  it('refuses a bad register number (422), an unpaid group (400), another property (404)', async () => {
    const bad = await hotel.post(
      '/vat-receipts',
      { groupId, billType: 'organization', registerNo: '12AB' },
      422,
    );
    expect(bad.body.errors).toHaveProperty('registerNo');
    const missing = await hotel.post('/vat-receipts', { groupId, billType: 'organization' }, 422);
    expect(missing.body.errors).toHaveProperty('registerNo');
    await hotel.post('/vat-receipts', { groupId, billType: 'somebody' }, 422);
    const unpaid = await hotel.post('/vat-receipts', { groupId, billType: 'individual' }, 400);
    expect(unpaid.body.detail ?? unpaid.body.title).toContain('430,000');
    await other.post('/vat-receipts', { groupId, billType: 'individual' }, 404);
    await other.get(`/vat-receipts/groups/${groupId}`).expect(404);
    expect(
      (await hotel.get(`/vat-receipts/groups/${groupId}`).expect(200)).body.receipt,
    ).toBeNull();
  });

  it("issued from the folios' figures and the real payments' cash/card split, once", async () => {
    const methods = (await hotel.get('/payment/methods').expect(200)).body.data as {
      id: string;
    }[];
    const cash = methods[0]!.id;
    const card = (
      await hotel.post(
        '/payment/methods',
        { name: 'Карт', color: '#1c7df6', incomeTypes: ['paid', 'prepaid'] },
        201,
      )
    ).body.id as string;
    await hotel.post(
      '/payments',
      {
        id: reservationIds[0],
        pays: [
          { paymentMethod: { id: cash }, amount: 130_000 },
          { paymentMethod: { id: card }, amount: 100_000 },
        ],
      },
      201,
    );
    await hotel.post(
      '/payments',
      { id: reservationIds[1], pays: [{ paymentMethod: { id: card }, amount: 200_000 }] },
      201,
    );
    const list = await folios();
    expect(sum(list, 'balance')).toBe(0);

    const send = (key: string) =>
      request(app.app)
        .post('/api/vat-receipts')
        .set('Authorization', hotel.owner.authorization)
        .set('X-Slug', hotel.propertyId)
        .set('Idempotency-Key', key)
        .send({ groupId, billType: 'organization', registerNo: '5012345' });
    const first = await send('vat-1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const resent = await send('vat-1');
    expect(resent.status).toBe(201);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.body.ddtd).toBe(first.body.ddtd);
    const again = await send('vat-2');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, ddtd: first.body.ddtd });
    // Another buyer for the issued receipt: refused, no second number.
    await hotel.post('/vat-receipts', { groupId, billType: 'individual' }, 400);

    const page = (
      await request(app.app)
        .get(`/api/vat-receipts/groups/${groupId}`)
        .set('Authorization', hotel.owner.authorization)
        .set('X-Slug', hotel.propertyId)
        .set('X-Min-Position', again.body.position as string)
        .expect(200)
    ).body;
    expect(page.group).toMatchObject({ id: groupId });
    expect(page.receipt).toMatchObject({
      id: first.body.id,
      ddtd: first.body.ddtd,
      sequence: 1,
      billType: 'organization',
      customer: { registerNo: '5012345' },
      seller: { registerNo: '1234567' },
      total: sum(list, 'amount'),
      vat: vatOf(list),
      discount: 0,
      card: 300_000,
      cash: 130_000,
      reservationIds,
    });
    expect(page.receipt.cash + page.receipt.card).toBe(page.receipt.total);
    expect(page.receipt.products).toEqual([
      { name: 'Стандарт', quantity: 2, price: 100_000, amount: 200_000 },
      { name: 'Минибар', quantity: 3, price: 10_000, amount: 30_000 },
      { name: 'Стандарт', quantity: 2, price: 100_000, amount: 200_000 },
    ]);
    expect(page.receipt.qrData).toContain(first.body.ddtd);
  });
});

describe('every document of the paid group', () => {
  it('shows the folios’ VAT and total; the invoice what was paid and nothing left to pay', async () => {
    const list = await folios();
    const draft = (await hotel.get(`/invoices/draft?groupId=${groupId}`).expect(200)).body as {
      candidates: { key: string; itemType: string; date: string | null; amount: number }[];
    };
    // A service is billed on a day of the stay.
    for (const line of draft.candidates.filter((l) => l.itemType === 'item')) {
      expect(line.date! >= today && line.date! <= addDays(today, 2)).toBe(true);
    }
    const created = await hotel.post(
      '/invoices',
      {
        groupId,
        customer: {
          customerName: 'Аялал Тур ХХК',
          invoiceDate: today,
          paymentPeriod: addDays(today, 14),
        },
        items: draft.candidates.filter((l) => l.itemType !== 'room').map((l) => l.key),
      },
      201,
    );
    const id = created.body.id as string;
    const issued = (await hotel.get(`/invoices/${id}`).expect(200)).body as {
      items: { itemType: string; inclusive: boolean | null; amount: number }[];
      fullTotalAmount: number;
    };
    const invoiceVat = issued.items
      .filter((i) => i.itemType === 'tax' && i.inclusive)
      .reduce((s, i) => s + i.amount, 0);
    const receipt = (await hotel.get(`/vat-receipts/groups/${groupId}`).expect(200)).body.receipt;
    expect(invoiceVat).toBeGreaterThan(0);
    expect([invoiceVat, receipt.vat]).toEqual([vatOf(list), vatOf(list)]);
    expect([issued.fullTotalAmount, receipt.total]).toEqual([sum(list, 'amount'), 430_000]);

    // Its printout: paid in full, nothing to pay — by the group's address and by its own id.
    const printed = (await hotel.get(`/documents/invoices/${groupId}`).expect(200)).body.invoice;
    expect(printed).toMatchObject({ source: 'invoice', paid: 430_000, toPay: 0 });
    const byId = (await hotel.get(`/documents/issued-invoices/${id}`).expect(200)).body;
    expect(byId.invoice).toMatchObject({
      source: 'invoice',
      number: printed.number,
      fullTotalAmount: 430_000,
      paid: 430_000,
      toPay: 0,
    });
    expect(byId.reservations.map((r: Folio) => r.id).sort()).toEqual([...reservationIds].sort());
    await other.get(`/documents/issued-invoices/${id}`).expect(404);
    await hotel.get('/documents/issued-invoices/00000000-0000-4000-8000-000000000000').expect(404);

    // One reservation's printout (its folio): its own payments, nothing left.
    const one = (await hotel.get(`/documents/invoices/${groupId}/${reservationIds[1]}`).expect(200))
      .body.invoice;
    expect(one).toMatchObject({ source: 'folio', paid: 200_000, toPay: 0 });
  });
});

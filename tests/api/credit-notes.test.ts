import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@hotel/events/dates';
import { startTestApp } from '../support/app';
import { ownerWithProperty, twoRoomGroup } from '../support/property-client';

/**
 * Credit notes over HTTP (docs/documents.md): a VAT receipt voided by a numbered credit note,
 * an invoice credited in full or by lines with its own numbers; bad input is a 4xx that
 * stores nothing; another property's receipt or invoice is a 404; numbers have no gaps when
 * credits race.
 */

let app: ReturnType<typeof startTestApp>;
let hotel: Awaited<ReturnType<typeof ownerWithProperty>>;
let other: Awaited<ReturnType<typeof ownerWithProperty>>;
let groupId = '';
let reservationIds: string[] = [];
let receiptId = '';
const today = dateInTimeZone(new Date(), 'Asia/Ulaanbaatar');
const year = today.slice(0, 4);

const customer = {
  customerName: 'Аялал Тур ХХК',
  registerNo: '5012345',
  invoiceDate: today,
  paymentPeriod: addDays(today, 14),
};

beforeAll(async () => {
  app = startTestApp();
  hotel = await ownerWithProperty(app);
  other = await ownerWithProperty(app, { email: 'other@example.com', registerNo: '7654321' });
  ({ groupId, reservationIds } = await twoRoomGroup(hotel, {
    checkIn: today,
    checkOut: addDays(today, 2),
    guest: { name: 'Бат', surname: 'Дорж', email: 'bat@example.mn', phoneNumber: '99112233' },
  }));
  const cash = ((await hotel.get('/payment/methods').expect(200)).body.data as { id: string }[])[0]!
    .id;
  for (const id of reservationIds) {
    await hotel.post(
      '/payments',
      { id, pays: [{ paymentMethod: { id: cash }, amount: 200_000 }] },
      201,
    );
  }
  receiptId = (await hotel.post('/vat-receipts', { groupId, billType: 'individual' }, 201)).body
    .id as string;
});

afterAll(async () => {
  await app.close();
});

const receiptsOf = async () =>
  (await hotel.get(`/vat-receipts/groups/${groupId}`).expect(200)).body;

describe('voiding a VAT receipt', () => {
  it('refuses a missing reason (422), another property (404), and stores nothing', async () => {
    const missing = await hotel.post(`/vat-receipts/${receiptId}/void`, { reason: '  ' }, 422);
    expect(Object.keys(missing.body.errors)).toEqual(['reason']);
    await hotel.post(`/vat-receipts/${receiptId}/void`, {}, 422);
    await other.post(`/vat-receipts/${receiptId}/void`, { reason: 'Алдаа' }, 404);
    await other.get(`/vat-receipts/${receiptId}`).expect(404);
    await hotel.post(
      '/vat-receipts/00000000-0000-4000-8000-000000000009/void',
      { reason: 'Алдаа' },
      404,
    );
    const page = await receiptsOf();
    expect(page.receipt).toMatchObject({ id: receiptId, creditNote: null });
    expect(page.voided).toEqual([]);
  });

  it('a numbered credit note reverses it; not twice; the group may then get a new receipt', async () => {
    const voided = await hotel.post(
      `/vat-receipts/${receiptId}/void`,
      { reason: 'Худалдан авагч буруу' },
      201,
    );
    expect(voided.body).toMatchObject({ id: receiptId, ddtd: `L${year}-R000001`, groupId });
    const page = await receiptsOf();
    expect(page.receipt).toBeNull();
    expect(page.voided).toHaveLength(1);
    expect(page.voided[0]).toMatchObject({
      id: receiptId,
      ddtd: `L${year}-000001`,
      total: 400_000,
      creditNote: {
        creditNoteId: voided.body.creditNoteId,
        sequence: 1,
        ddtd: `L${year}-R000001`,
        receiptDdtd: `L${year}-000001`,
        reason: 'Худалдан авагч буруу',
        date: today,
        total: -400_000,
        cash: -400_000,
        card: 0,
        userClone: { email: expect.stringContaining('@') },
      },
    });
    expect(page.voided[0].creditNote.vat).toBe(-page.voided[0].vat);
    const one = (await hotel.get(`/vat-receipts/${receiptId}`).expect(200)).body;
    expect(one.receipt.creditNote.ddtd).toBe(`L${year}-R000001`);
    expect(one.hotel).toMatchObject({ name: 'Хаан Буудал' });

    const twice = await hotel.post(`/vat-receipts/${receiptId}/void`, { reason: 'Дахин' }, 400);
    expect(twice.body.code).toBe('vatReceipt.alreadyVoided');

    const reissued = await hotel.post(
      '/vat-receipts',
      { groupId, billType: 'organization', registerNo: '5012345' },
      201,
    );
    expect(reissued.body.ddtd).toBe(`L${year}-000002`);
    const after = await receiptsOf();
    expect(after.receipt).toMatchObject({ id: reissued.body.id, billType: 'organization' });
    expect(after.voided.map((r: { id: string }) => r.id)).toEqual([receiptId]);
  });
});

describe('crediting an invoice', () => {
  let invoiceId = '';
  const roomKey = () => `room:${reservationIds[0]}`;

  beforeAll(async () => {
    invoiceId = (await hotel.post('/invoices', { groupId, customer, items: [] }, 201)).body
      .id as string;
  });

  it('refuses bad input (422), above what remains (400), another property (404); stores nothing', async () => {
    const fractional = await hotel.post(
      `/invoices/${invoiceId}/credit`,
      { reason: 'Алдаа', lines: [{ key: roomKey(), quantity: 1.5 }] },
      422,
    );
    expect(Object.keys(fractional.body.errors)).toEqual(['lines.0.quantity']);
    const negative = await hotel.post(
      `/invoices/${invoiceId}/credit`,
      { reason: 'Алдаа', lines: [{ key: roomKey(), amount: -1000 }] },
      422,
    );
    expect(Object.keys(negative.body.errors)).toEqual(['lines.0.amount']);
    await hotel.post(
      `/invoices/${invoiceId}/credit`,
      { reason: 'Алдаа', lines: [{ key: roomKey(), amount: 100.5 }] },
      422,
    );
    const noReason = await hotel.post(`/invoices/${invoiceId}/credit`, {}, 422);
    expect(Object.keys(noReason.body.errors)).toEqual(['reason']);
    const above = await hotel.post(
      `/invoices/${invoiceId}/credit`,
      { reason: 'Алдаа', lines: [{ key: roomKey(), quantity: 3 }] },
      400,
    );
    expect(above.body.code).toBe('invoice.creditAboveRemaining');
    await hotel.post(
      `/invoices/${invoiceId}/credit`,
      { reason: 'Алдаа', lines: [{ key: roomKey(), amount: 200_001 }] },
      400,
    );
    await other.post(`/invoices/${invoiceId}/credit`, { reason: 'Алдаа' }, 404);
    const invoice = (await hotel.get(`/invoices/${invoiceId}`).expect(200)).body;
    expect(invoice).toMatchObject({
      creditNotes: [],
      creditedAmount: 0,
      remainingAmount: 400_000,
      creditStatus: 'none',
    });
  });

  it('by a line, then in full: numbered 1 and 2; the invoice shows what was credited and remains', async () => {
    const first = await hotel.post(
      `/invoices/${invoiceId}/credit`,
      { reason: 'Нэг шөнө хэрэглээгүй', lines: [{ key: roomKey(), quantity: 1 }] },
      201,
    );
    expect(first.body).toMatchObject({ id: invoiceId, number: 1 });
    let invoice = (await hotel.get(`/invoices/${invoiceId}`).expect(200)).body;
    expect(invoice).toMatchObject({
      creditedAmount: 100_000,
      remainingAmount: 300_000,
      creditStatus: 'partly',
      creditNotes: [
        {
          id: first.body.creditNoteId,
          number: 1,
          date: today,
          reason: 'Нэг шөнө хэрэглээгүй',
          totalAmount: -100_000,
          fullTotalAmount: -100_000,
          userClone: { email: expect.stringContaining('@') },
        },
      ],
    });
    expect(invoice.lineCredits).toContainEqual({ key: roomKey(), quantity: 1, amount: 100_000 });

    const rest = await hotel.post(`/invoices/${invoiceId}/credit`, { reason: 'Цуцалсан' }, 201);
    expect(rest.body.number).toBe(2);
    invoice = (await hotel.get(`/invoices/${invoiceId}`).expect(200)).body;
    expect(invoice).toMatchObject({
      creditedAmount: 400_000,
      remainingAmount: 0,
      creditStatus: 'credited',
    });
    const again = await hotel.post(`/invoices/${invoiceId}/credit`, { reason: 'Дахин' }, 400);
    expect(again.body.code).toBe('invoice.fullyCredited');
  });

  it('numbers have no gaps when credits race', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      ids.push(
        (await hotel.post('/invoices', { groupId, customer, items: [] }, 201)).body.id as string,
      );
    }
    const answers = await Promise.all(
      ids.map((id) => hotel.post(`/invoices/${id}/credit`, { reason: 'Зэрэг' }, 201)),
    );
    expect(answers.map((a) => a.body.number as number).sort()).toEqual([3, 4, 5, 6]);
  });
});

describe('the invoices list finds stays to invoice', () => {
  it("by the guest's name; another property sees none of them", async () => {
    const found = (await hotel.get('/invoices/stays?search=бат').expect(200)).body.data;
    expect(found.map((s: { groupId: string }) => s.groupId)).toEqual([groupId, groupId]);
    expect(found[0]).toMatchObject({ guestName: 'Бат Дорж', groupSize: 2 });
    expect((await other.get('/invoices/stays?search=бат').expect(200)).body.data).toEqual([]);
  });
});

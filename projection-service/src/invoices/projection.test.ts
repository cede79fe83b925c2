import { describe, expect, it } from 'vitest';
import { givenEvents, projected } from '../runtime/given';
import { INVOICES, type InvoiceDoc, invoicesProjection } from './projection';

const line = (key: string, itemType: string, quantity: number, price: number, amount: number) => ({
  key,
  itemType,
  date: itemType === 'tax' ? null : '2026-11-25',
  name: key,
  quantity,
  price,
  amount,
  percentage: itemType === 'tax' ? 10 : null,
  inclusive: itemType === 'tax' ? true : null,
});

const created = {
  propertyId: 'p-1',
  invoiceId: 'inv-1',
  number: 3,
  groupId: 'g-1',
  groupNumber: 7,
  reservationId: null,
  reservationNumber: null,
  customer: {
    customerName: 'Говь ХХК',
    registerNo: null,
    address: null,
    phoneNumber: null,
    contractNo: null,
    tourCode: null,
    voucherCode: null,
  },
  invoiceDate: '2026-11-27',
  paymentPeriod: '2026-12-11',
  guestName: 'Бат',
  guestSurname: null,
  email: null,
  hotel: { name: 'Хаан', registerNo: null, address: null, phoneNumber: null, email: null },
  banks: [],
  items: [line('room:r1', 'room', 2, 100000, 200000), line('tax:vat', 'tax', 1, 18182, 18182)],
  totalAmount: 200000,
  fullTotalAmount: 200000,
  createdAt: '2026-11-27T02:00:00.000Z',
  userClone: { userId: 'u-1', name: 'Сараа', email: null },
};

const credit = (
  creditNoteId: string,
  number: number,
  nights: number,
  amount: number,
  vat: number,
) => ({
  propertyId: 'p-1',
  invoiceId: 'inv-1',
  invoiceNumber: 3,
  creditNoteId,
  number,
  reason: 'Нэг шөнө буцаав',
  date: '2026-11-28',
  items: [line('room:r1', 'room', -nights, 100000, -amount), line('tax:vat', 'tax', -1, vat, -vat)],
  totalAmount: -amount,
  fullTotalAmount: -amount,
  createdAt: '2026-11-28T03:00:00.000Z',
  userClone: { userId: 'u-2', name: 'Болд', email: null },
});

describe('invoices read model: credit notes', () => {
  it('a credit note in part: the invoice shows it, what was credited and what remains', async () => {
    const store = await givenEvents(invoicesProjection, [
      projected('InvoiceCreated', created),
      projected('InvoiceCredited', credit('cn-1', 1, 1, 100000, 9091)),
      // Redelivered: nothing changes.
      projected('InvoiceCredited', credit('cn-1', 1, 1, 100000, 9091)),
    ]);
    const [doc] = await store.collection<InvoiceDoc>(INVOICES).find({ _id: 'inv-1' });
    expect(doc).toMatchObject({
      creditedAmount: 100000,
      remainingAmount: 100000,
      creditStatus: 'partly',
      lineCredits: [
        { key: 'room:r1', quantity: 1, amount: 100000 },
        { key: 'tax:vat', quantity: 1, amount: 9091 },
      ],
    });
    expect(doc!.creditNotes).toEqual([
      {
        id: 'cn-1',
        number: 1,
        reason: 'Нэг шөнө буцаав',
        date: '2026-11-28',
        items: credit('cn-1', 1, 1, 100000, 9091).items,
        totalAmount: -100000,
        fullTotalAmount: -100000,
        createdAt: '2026-11-28T03:00:00.000Z',
        userClone: { userId: 'u-2', name: 'Болд', email: null },
      },
    ]);
  });

  it('credited in full, it reads "credited"', async () => {
    const store = await givenEvents(invoicesProjection, [
      projected('InvoiceCreated', created),
      projected('InvoiceCredited', credit('cn-1', 1, 1, 100000, 9091)),
      projected('InvoiceCredited', credit('cn-2', 2, 1, 100000, 9091)),
    ]);
    const [doc] = await store.collection<InvoiceDoc>(INVOICES).find({ _id: 'inv-1' });
    expect(doc).toMatchObject({
      creditedAmount: 200000,
      remainingAmount: 0,
      creditStatus: 'credited',
    });
    expect(doc!.creditNotes.map((n) => n.number)).toEqual([1, 2]);
  });
});

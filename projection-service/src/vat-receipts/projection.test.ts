import { describe, expect, it } from 'vitest';
import { givenEvents, projected } from '../runtime/given';
import { VAT_RECEIPTS, vatReceiptsProjection } from './projection';

const issued = {
  propertyId: 'p-1',
  receiptId: 'rc-1',
  sequence: 1,
  groupId: 'g-1',
  groupNumber: 7,
  reservationIds: ['r-1'],
  billType: 'individual',
  customer: null,
  seller: { name: 'Хаан Буудал', companyName: 'Хаан ХХК', registerNo: '1234567' },
  provider: 'local',
  ddtd: 'L2026-000001',
  lottery: null,
  qrData: 'L2026-000001|2026-11-26|1234567||212100|19091|112100|100000',
  date: '2026-11-26',
  issuedAt: '2026-11-26T05:00:00.000Z',
  products: [{ name: 'Стандарт · 101', quantity: 2, price: 100000, amount: 200000 }],
  amount: 200000,
  discount: 0,
  vat: 18182,
  otherTaxes: [],
  total: 200000,
  cash: 100000,
  card: 100000,
  userClone: { userId: 'u-1', name: 'Сараа', email: null },
};

describe('VAT receipts read model', () => {
  it('keeps the issued receipt as the event has it, found by its group; replayed, the same', async () => {
    const store = await givenEvents(vatReceiptsProjection, [
      projected('VatReceiptIssued', issued),
      projected('VatReceiptIssued', issued),
    ]);
    const docs = await store.collection(VAT_RECEIPTS).find({ propertyId: 'p-1', groupId: 'g-1' });
    expect(docs).toHaveLength(1);
    const { receiptId: _id, ...fields } = issued;
    expect(docs[0]).toEqual({ _id: 'rc-1', ...fields, creditNote: null });
  });

  it('a void puts the credit note on the receipt; replayed, the same', async () => {
    const voided = {
      propertyId: 'p-1',
      receiptId: 'rc-1',
      receiptDdtd: 'L2026-000001',
      groupId: 'g-1',
      groupNumber: 7,
      creditNoteId: 'cn-1',
      sequence: 1,
      provider: 'local',
      ddtd: 'L2026-R000001',
      qrData: 'L2026-R000001|L2026-000001|2026-11-27|1234567|-200000|-18182',
      reason: 'Буруу худалдан авагч',
      date: '2026-11-27',
      voidedAt: '2026-11-27T01:00:00.000Z',
      products: [{ name: 'Стандарт · 101', quantity: -2, price: 100000, amount: -200000 }],
      amount: -200000,
      discount: 0,
      vat: -18182,
      otherTaxes: [],
      total: -200000,
      cash: -100000,
      card: -100000,
      userClone: { userId: 'u-2', name: 'Болд', email: null },
    };
    const store = await givenEvents(vatReceiptsProjection, [
      projected('VatReceiptIssued', issued),
      projected('VatReceiptVoided', voided),
      projected('VatReceiptVoided', voided),
    ]);
    const [doc] = await store.collection(VAT_RECEIPTS).find({ _id: 'rc-1' });
    const { propertyId: _p, receiptId: _r, groupId: _g, groupNumber: _n, ...creditNote } = voided;
    expect(doc).toMatchObject({ ddtd: 'L2026-000001', total: 200000, creditNote });
  });
});

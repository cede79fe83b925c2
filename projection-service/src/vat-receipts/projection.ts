import type { VatReceiptIssued } from '@hotel/events/vat-receipts/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const VAT_RECEIPTS = 'vat_receipts';

/** One issued VAT receipt as the VAT print page reads it (`_id` = receipt id). */
export type VatReceiptDoc = Document & Omit<VatReceiptIssued['data'], 'receiptId'>;

/** VAT receipts (read model `vatReceipts`): the issued receipt of a group. From event data only. */
export const vatReceiptsProjection: Projection = {
  name: 'vat-receipts',
  version: 1,
  collections: [VAT_RECEIPTS],
  readModels: ['vatReceipts'],
  handles: ['VatReceiptIssued'],
  setup: async (store) => {
    await store.collection(VAT_RECEIPTS).createIndex({ propertyId: 1, groupId: 1 });
  },
  apply: async (event, session) => {
    if (event.type !== 'VatReceiptIssued') return;
    const { receiptId, ...data } = event.data as VatReceiptIssued['data'];
    await session
      .collection<VatReceiptDoc>(VAT_RECEIPTS)
      .replaceOne({ _id: receiptId }, { _id: receiptId, ...data }, { upsert: true });
  },
};

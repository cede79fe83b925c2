import type { VatReceiptIssued, VatReceiptVoided } from '@hotel/events/vat-receipts/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const VAT_RECEIPTS = 'vat_receipts';

/** The credit note that voided a receipt, as its page prints it. */
export type VatCreditNoteDoc = Omit<
  VatReceiptVoided['data'],
  'propertyId' | 'receiptId' | 'groupId' | 'groupNumber'
>;

/**
 * One issued VAT receipt as the VAT print page reads it (`_id` = receipt id), with the credit
 * note that voided it (null while it stands).
 */
export type VatReceiptDoc = Document &
  Omit<VatReceiptIssued['data'], 'receiptId'> & { creditNote: VatCreditNoteDoc | null };

/**
 * VAT receipts (read model `vatReceipts`): each group's receipts, the live one and those voided
 * with their credit notes. From event data only.
 */
export const vatReceiptsProjection: Projection = {
  name: 'vat-receipts',
  version: 2,
  collections: [VAT_RECEIPTS],
  readModels: ['vatReceipts'],
  handles: ['VatReceiptIssued', 'VatReceiptVoided'],
  setup: async (store) => {
    await store.collection(VAT_RECEIPTS).createIndex({ propertyId: 1, groupId: 1 });
  },
  apply: async (event, session) => {
    const receipts = session.collection<VatReceiptDoc>(VAT_RECEIPTS);
    if (event.type === 'VatReceiptIssued') {
      const { receiptId, ...data } = event.data as VatReceiptIssued['data'];
      await receipts.replaceOne(
        { _id: receiptId },
        { _id: receiptId, ...data, creditNote: null },
        { upsert: true },
      );
      return;
    }
    if (event.type === 'VatReceiptVoided') {
      const {
        propertyId: _p,
        receiptId,
        groupId: _g,
        groupNumber: _n,
        ...creditNote
      } = event.data as VatReceiptVoided['data'];
      await receipts.updateOne({ _id: receiptId }, { $set: { creditNote } });
    }
  },
};

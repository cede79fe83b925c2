import type { InvoiceCreated, InvoiceCredited, InvoiceSent } from '@hotel/events/invoices/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const INVOICES = 'invoices';

/** A credit note of an invoice as its page lists and prints it (amounts negated, as issued). */
export type InvoiceCreditNoteDoc = Omit<
  InvoiceCredited['data'],
  'propertyId' | 'invoiceId' | 'invoiceNumber' | 'creditNoteId'
> & { id: string };

/** What the credit notes took of one line (positive units and tugrik). */
export interface InvoiceLineCredit {
  key: string;
  quantity: number;
  amount: number;
}

/** Whether an invoice stands, was credited in part, or in full. */
export type InvoiceCreditStatus = 'none' | 'partly' | 'credited';

/** One invoice as the list and the printable detail read it (`_id` = invoice id). */
export type InvoiceDoc = Document &
  Omit<InvoiceCreated['data'], 'invoiceId'> & {
    isSent: boolean;
    /** The address it was last sent to. */
    sentTo: string | null;
    sentAt: string | null;
    /** Number, customer, register number, guest, reservation number in lower case. */
    searchText: string;
    /** Its credit notes, oldest first; what they took of each line; the sums. */
    creditNotes: InvoiceCreditNoteDoc[];
    lineCredits: InvoiceLineCredit[];
    /** What the credit notes took back (positive), and what remains of `fullTotalAmount`. */
    creditedAmount: number;
    remainingAmount: number;
    creditStatus: InvoiceCreditStatus;
  };

/** The invoice with one more credit note: its line credits, sums and status follow. */
export const withCreditNote = (doc: InvoiceDoc, data: InvoiceCredited['data']): InvoiceDoc => {
  const credits = new Map(doc.lineCredits.map((c) => [c.key, { ...c }]));
  for (const item of data.items) {
    const before = credits.get(item.key) ?? { key: item.key, quantity: 0, amount: 0 };
    credits.set(item.key, {
      key: item.key,
      quantity: before.quantity - item.quantity,
      amount: before.amount - item.amount,
    });
  }
  const lineCredits = [...credits.values()];
  const creditedAmount = doc.creditedAmount - data.fullTotalAmount;
  const everyLine = doc.items.every(
    (item) => item.amount - (credits.get(item.key)?.amount ?? 0) <= 0,
  );
  const { propertyId: _p, invoiceId: _i, invoiceNumber: _n, creditNoteId, ...note } = data;
  return {
    ...doc,
    creditNotes: [...doc.creditNotes, { id: creditNoteId, ...note }],
    lineCredits,
    creditedAmount,
    remainingAmount: doc.fullTotalAmount - creditedAmount,
    creditStatus: everyLine ? 'credited' : 'partly',
  };
};

/** Invoices (read model `invoices`): the list and the printable detail. From event data only. */
export const invoicesProjection: Projection = {
  name: 'invoices',
  version: 2,
  collections: [INVOICES],
  readModels: ['invoices'],
  handles: ['InvoiceCreated', 'InvoiceSent', 'InvoiceCredited'],
  setup: async (store) => {
    const invoices = store.collection(INVOICES);
    await invoices.createIndex({ propertyId: 1, invoiceDate: -1 });
    // The list's order (newest number first) and search.
    await invoices.createIndex({ propertyId: 1, number: -1 });
    await invoices.createIndex({ propertyId: 1, searchText: 'text' });
    // The list's sent-or-not filter and its range on the payment date: answered by the
    // file's indexes, not by the property's invoices loaded into memory.
    await invoices.createIndex({ propertyId: 1, isSent: 1 });
    await invoices.createIndex({ propertyId: 1, paymentPeriod: -1 });
    await invoices.createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const invoices = session.collection<InvoiceDoc>(INVOICES);
    if (event.type === 'InvoiceCreated') {
      const { invoiceId, ...data } = event.data as InvoiceCreated['data'];
      await invoices.replaceOne(
        { _id: invoiceId },
        {
          _id: invoiceId,
          ...data,
          isSent: false,
          sentTo: null,
          sentAt: null,
          searchText: [
            data.number,
            data.customer.customerName,
            data.customer.registerNo,
            data.guestName,
            data.guestSurname,
            data.reservationNumber,
            data.groupNumber,
          ]
            .filter((part) => part !== null && part !== undefined && part !== '')
            .join(' ')
            .toLowerCase(),
          creditNotes: [],
          lineCredits: [],
          creditedAmount: 0,
          remainingAmount: data.fullTotalAmount,
          creditStatus: 'none',
        },
        { upsert: true },
      );
      return;
    }
    if (event.type === 'InvoiceSent') {
      const data = event.data as InvoiceSent['data'];
      await invoices.updateOne(
        { _id: data.invoiceId },
        { $set: { isSent: true, sentTo: data.email, sentAt: data.at } },
      );
      return;
    }
    if (event.type === 'InvoiceCredited') {
      const data = event.data as InvoiceCredited['data'];
      const doc = await invoices.findOne({ _id: data.invoiceId });
      // A redelivered credit note is already there: nothing changes.
      if (!doc || doc.creditNotes.some((note) => note.id === data.creditNoteId)) return;
      const next = withCreditNote(doc, data);
      await invoices.updateOne(
        { _id: data.invoiceId },
        {
          $set: {
            creditNotes: next.creditNotes,
            lineCredits: next.lineCredits,
            creditedAmount: next.creditedAmount,
            remainingAmount: next.remainingAmount,
            creditStatus: next.creditStatus,
          },
        },
      );
    }
  },
};

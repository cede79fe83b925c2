import type { InvoiceCreated, InvoiceSent } from '@hotel/events/invoices/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const INVOICES = 'invoices';

/** One invoice as the list and the printable detail read it (`_id` = invoice id). */
export type InvoiceDoc = Document &
  Omit<InvoiceCreated['data'], 'invoiceId'> & {
    isSent: boolean;
    /** The address it was last sent to. */
    sentTo: string | null;
    sentAt: string | null;
    /** Number, customer, register number, guest, reservation number in lower case. */
    searchText: string;
  };

/** Invoices (read model `invoices`): the list and the printable detail. From event data only. */
export const invoicesProjection: Projection = {
  name: 'invoices',
  version: 1,
  collections: [INVOICES],
  readModels: ['invoices'],
  handles: ['InvoiceCreated', 'InvoiceSent'],
  setup: async (store) => {
    const invoices = store.collection(INVOICES);
    await invoices.createIndex({ propertyId: 1, invoiceDate: -1 });
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
    }
  },
};

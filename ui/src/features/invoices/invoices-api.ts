import type { Invoice, InvoiceDraft, InvoiceList, InvoiceStays } from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import { onceAccepted, postCommand, type PropertyCommand } from '../../lib/property-requests';

/** Invoices (docs/folio.md): the `invoices` read model and its commands. */

export type {
  /** A credit note of an invoice: what it took back, negated (docs/documents.md, credit notes). */
  InvoiceCreditNote,
  /** An invoice as the list and the detail read it (generated: projection-service/src/invoices/responses.ts). */
  Invoice,
  /** What an invoice for a group, one stay or one payer window may bill (GET /api/invoices/draft). */
  InvoiceDraft,
} from '../../lib/api-types.gen';

/** A line of an invoice: a night, a service or a tax. */
export type InvoiceItem = Invoice['items'][number];

/** Who an invoice is made out to. */
export type InvoiceCustomer = Invoice['customer'];

/** A stay an invoice may be made for (GET /api/invoices/stays). */
export type InvoiceStay = InvoiceStays['data'][number];

/** POST /api/invoices/{id}/credit: in full (no lines) or by lines. */
export interface CreditInvoiceRequest {
  reason: string;
  lines?: { key: string; quantity?: number; amount?: number }[];
}

export interface InvoiceListQuery {
  isSent?: 'true' | 'false';
  filterType?: 'invoiceDate' | 'paymentPeriod';
  start?: string;
  end?: string;
  search?: string;
  page: number;
  rowsPerPage: number;
}

export interface CreateInvoiceRequest {
  groupId: string;
  resId: string | null;
  email: string;
  customer: {
    customerName: string;
    registerNo: string;
    address: string;
    phoneNumber: string;
    contractNo: string;
    tourCode: string;
    voucherCode: string;
    invoiceDate: string;
    paymentPeriod: string;
  };
  items: string[];
  /** A payer window of the reservation: the invoice bills that window's charges. */
  windowId?: string;
}

/** The stays an invoice may bill come from the reservations and their groups. */
const STAYS = ['reservations', 'groups'] as const;

const invoicesApi = injectPropertyEndpoints((property, build) => ({
  listInvoices: property.list<InvoiceList, InvoiceListQuery>('/invoices', 'invoices'),
  getInvoice: property.readItem<Invoice>('/invoices', 'invoices'),
  getInvoiceDraft: property.list<
    InvoiceDraft,
    { groupId: string; resId?: string; windowId?: string }
  >('/invoices/draft', ...STAYS),
  createInvoice: property.save<
    { id: string; number: number; position: string },
    { invoice: CreateInvoiceRequest }
  >('/invoices', 'invoice', 'invoices'),
  listInvoiceStays: property.list<InvoiceStays, { search?: string }>('/invoices/stays', ...STAYS),
  creditInvoice: build.mutation<
    { id: string; creditNoteId: string; number: number; position: string },
    PropertyCommand & { id: string; credit: CreditInvoiceRequest }
  >({
    query: ({ id, credit, ...command }) =>
      postCommand(`/invoices/${encodeURIComponent(id)}/credit`, credit, command),
    invalidatesTags: onceAccepted('invoices'),
  }),
  /** `language`: the mail's and its PDF's (the interface's when not given). */
  sendInvoice: property.commandOn<
    { id: string; email: string; position: string },
    { id: string; email: string; language?: 'mn' | 'en' }
  >('id', (id) => `/invoices/${id}/send`, 'invoices'),
}));

export const {
  useListInvoicesQuery,
  useGetInvoiceQuery,
  useGetInvoiceDraftQuery,
  useCreateInvoiceMutation,
  useSendInvoiceMutation,
  useListInvoiceStaysQuery,
  useCreditInvoiceMutation,
} = invoicesApi;

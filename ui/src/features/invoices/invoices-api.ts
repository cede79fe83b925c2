import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';
import {
  type OfProperty,
  type PropertyCommand,
  commandHeaders,
  propertyHeaders,
} from '../../lib/property-requests';

/** Invoices (docs/folio.md): the `invoices` read model and its commands. */

/** A credit note of an invoice: what it took back, negated (docs/documents.md, credit notes). */
export type InvoiceCreditNote = components['schemas']['InvoiceCreditNote'];

/** An invoice as the list and the detail read it (generated: projection-service/src/invoices/responses.ts). */
export type Invoice = components['schemas']['Invoice'];

/** A line of an invoice: a night, a service or a tax. */
export type InvoiceItem = Invoice['items'][number];

/** Who an invoice is made out to. */
export type InvoiceCustomer = Invoice['customer'];

/** A stay an invoice may be made for (GET /api/invoices/stays). */
export type InvoiceStay = components['schemas']['InvoiceStays']['data'][number];

/** POST /api/invoices/{id}/credit: in full (no lines) or by lines. */
export interface CreditInvoiceRequest {
  reason: string;
  lines?: { key: string; quantity?: number; amount?: number }[];
}

/** What an invoice for a group, one stay or one payer window may bill (GET /api/invoices/draft). */
export type InvoiceDraft = components['schemas']['InvoiceDraft'];

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

const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query<components['schemas']['InvoiceList'], OfProperty & InvoiceListQuery>({
      query: ({ slug, ...query }) => ({
        url: '/invoices',
        params: Object.fromEntries(
          Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
        ),
        headers: propertyHeaders({ slug }),
      }),
      providesTags: ['invoices'],
    }),
    getInvoice: build.query<Invoice, OfProperty & { id: string }>({
      query: ({ slug, id }) => ({
        url: `/invoices/${encodeURIComponent(id)}`,
        headers: propertyHeaders({ slug }),
      }),
      providesTags: ['invoices'],
    }),
    getInvoiceDraft: build.query<
      InvoiceDraft,
      OfProperty & { groupId: string; resId?: string; windowId?: string }
    >({
      query: ({ slug, groupId, resId, windowId }) => ({
        url: '/invoices/draft',
        params: { groupId, ...(resId ? { resId } : {}), ...(windowId ? { windowId } : {}) },
        headers: propertyHeaders({ slug }),
      }),
      providesTags: ['reservations', 'groups'],
    }),
    createInvoice: build.mutation<
      { id: string; number: number; position: string },
      PropertyCommand & { invoice: CreateInvoiceRequest }
    >({
      query: ({ slug, idempotencyKey, invoice }) => ({
        url: '/invoices',
        method: 'POST',
        body: invoice,
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['invoices'] : []),
    }),
    listInvoiceStays: build.query<
      components['schemas']['InvoiceStays'],
      OfProperty & { search?: string }
    >({
      query: ({ slug, search }) => ({
        url: '/invoices/stays',
        params: search ? { search } : {},
        headers: propertyHeaders({ slug }),
      }),
      providesTags: ['reservations', 'groups'],
    }),
    creditInvoice: build.mutation<
      { id: string; creditNoteId: string; number: number; position: string },
      PropertyCommand & { id: string; credit: CreditInvoiceRequest }
    >({
      query: ({ slug, idempotencyKey, id, credit }) => ({
        url: `/invoices/${encodeURIComponent(id)}/credit`,
        method: 'POST',
        body: credit,
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['invoices'] : []),
    }),
    sendInvoice: build.mutation<
      { id: string; email: string; position: string },
      /** `language`: the mail's and its PDF's (the interface's when not given). */
      PropertyCommand & { id: string; email: string; language?: 'mn' | 'en' }
    >({
      query: ({ slug, idempotencyKey, id, email, language }) => ({
        url: `/invoices/${encodeURIComponent(id)}/send`,
        method: 'POST',
        body: { email, ...(language ? { language } : {}) },
        headers: commandHeaders({ slug, idempotencyKey }),
      }),
      invalidatesTags: (result) => (result ? ['invoices'] : []),
    }),
  }),
});

export const {
  useListInvoicesQuery,
  useGetInvoiceQuery,
  useGetInvoiceDraftQuery,
  useCreateInvoiceMutation,
  useSendInvoiceMutation,
  useListInvoiceStaysQuery,
  useCreditInvoiceMutation,
} = invoicesApi;

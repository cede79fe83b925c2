import type { InvoicePrint, InvoicePrintLine, Letterhead } from '@hotel/events/documents/data';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import type { DocumentData as ApiDocumentData, GroupVatReceipts } from '../../lib/api-types.gen';
import type { Language } from '../../lib/locale';
import type { Reservation } from '../../shared/reservations/reservations-api';

/**
 * GET /api/documents/reservations/:id or /documents/groups/:id (docs/documents.md): the folios
 * as the detail reads them, with their sums — a document prints these figures, never its own.
 */
export type { InvoicePrint, InvoicePrintLine, Letterhead };

/** Generated from projection-service/src/documents/responses.ts (`npm run api-types`). */
export type DocumentData = Omit<ApiDocumentData, 'reservations'> & {
  reservations: Reservation[];
};

export interface DocumentQuery {
  slug: string;
  /** A reservation's id, or a group's. */
  id: string;
  of: 'reservation' | 'group';
  /** Invoices: the group the reservation (or the group itself) is billed in. */
  invoiceOf?: string;
  /** The document's language (bank names come in it). */
  language: Language;
  /** A reservation's payer window (docs/folio.md "Payer routing"): only its charges and payments. */
  window?: string;
}

export type {
  /** A VAT receipt as issued, with the credit note that voided it (null while it stands; generated). */
  VatReceipt,
} from '../../lib/api-types.gen';

/** GET /api/vat-receipts/groups/:id: the group, its live receipt and the voided ones (generated). */
export type VatReceiptData = GroupVatReceipts;

export interface IssueVatReceiptRequest {
  groupId: string;
  billType: 'individual' | 'organization';
  registerNo: string | null;
}

/** POST /api/send/email (settings spec §7): a document e-mailed as HTML with its PDF. */
export interface SendDocumentRequest {
  id: string;
  isGroup: boolean;
  email: string;
  type: 'reservation' | 'registration' | 'payment';
  language: Language;
}

const documentsApi = injectPropertyEndpoints((property, build) => ({
  getDocument: build.query<DocumentData, DocumentQuery>({
    query: ({ slug, id, of, invoiceOf, language, window }) => ({
      url:
        invoiceOf !== undefined
          ? `/documents/invoices/${encodeURIComponent(invoiceOf)}${
              of === 'reservation' ? `/${encodeURIComponent(id)}` : ''
            }`
          : `/documents/${of === 'group' ? 'groups' : 'reservations'}/${encodeURIComponent(id)}`,
      params: { language, ...(window ? { window } : {}) },
      headers: { 'X-Slug': slug },
    }),
    providesTags: (_result, _error, { invoiceOf }) =>
      invoiceOf !== undefined ? ['reservations', 'invoices'] : ['reservations'],
  }),
  /** One issued invoice as it prints, with what was paid on its stays and what remains. */
  getIssuedInvoiceDocument: build.query<
    DocumentData,
    { slug: string; id: string; language: Language }
  >({
    query: ({ slug, id, language }) => ({
      url: `/documents/issued-invoices/${encodeURIComponent(id)}`,
      params: { language },
      headers: { 'X-Slug': slug },
    }),
    providesTags: ['reservations', 'invoices'],
  }),
  getVatReceipt: build.query<VatReceiptData, { slug: string; id: string; language: Language }>({
    query: ({ slug, id, language }) => ({
      url: `/vat-receipts/groups/${encodeURIComponent(id)}`,
      params: { language },
      headers: { 'X-Slug': slug },
    }),
    providesTags: ['reservations'],
  }),
  issueVatReceipt: property.save<
    { id: string; ddtd: string; groupId: string; position: string },
    { receipt: IssueVatReceiptRequest }
  >('/vat-receipts', 'receipt', 'reservations'),
  sendDocument: property.save<{ message: string; email: string }, { request: SendDocumentRequest }>(
    '/send/email',
    'request',
  ),
}));

export const {
  useGetDocumentQuery,
  useGetIssuedInvoiceDocumentQuery,
  useGetVatReceiptQuery,
  useIssueVatReceiptMutation,
  useSendDocumentMutation,
} = documentsApi;

import type { Letterhead } from '@hotel/events/documents/data';
import { api } from '../../lib/api';
import type { Language } from '../../lib/locale';
import type { VatReceipt, VatReceiptData } from './documents-api';

/** The credit note that voided a VAT receipt: its own number, the reason, the figures negated. */
export interface VatCreditNote {
  creditNoteId: string;
  sequence: number;
  provider: string;
  ddtd: string;
  qrData: string;
  receiptDdtd: string;
  reason: string;
  date: string;
  voidedAt: string;
  products: VatReceipt['products'];
  amount: number;
  discount: number;
  vat: number;
  otherTaxes: VatReceipt['otherTaxes'];
  total: number;
  cash: number;
  card: number;
  userClone: { userId: string; name: string | null; email: string | null };
}

/** A receipt with its credit note (null while it stands). */
export type VatReceiptWithCreditNote = VatReceipt & { creditNote: VatCreditNote | null };

/** GET /api/vat-receipts/groups/:id with the group's voided receipts. */
export type VatReceiptPageData = VatReceiptData & { voided?: VatReceiptWithCreditNote[] };

const vatCreditNotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVatReceiptById: build.query<
      { hotel: Letterhead; receipt: VatReceiptWithCreditNote },
      { slug: string; id: string; language: Language }
    >({
      query: ({ slug, id, language }) => ({
        url: `/vat-receipts/${encodeURIComponent(id)}`,
        params: { language },
        headers: { 'X-Slug': slug },
      }),
      providesTags: ['reservations'],
    }),
    voidVatReceipt: build.mutation<
      { id: string; creditNoteId: string; ddtd: string; groupId: string; position: string },
      { slug: string; idempotencyKey: string; id: string; reason: string }
    >({
      query: ({ slug, idempotencyKey, id, reason }) => ({
        url: `/vat-receipts/${encodeURIComponent(id)}/void`,
        method: 'POST',
        body: { reason },
        headers: { 'X-Slug': slug, 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? ['reservations'] : []),
    }),
  }),
});

export const { useGetVatReceiptByIdQuery, useVoidVatReceiptMutation } = vatCreditNotesApi;

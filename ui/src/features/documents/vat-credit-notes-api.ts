import { api } from '../../lib/api';
import type { VatReceiptDocument } from '../../lib/api-types.gen';
import type { Language } from '../../lib/locale';

const vatCreditNotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVatReceiptById: build.query<
      VatReceiptDocument,
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

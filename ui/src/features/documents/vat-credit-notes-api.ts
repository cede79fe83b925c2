import { api } from '../../lib/api';
import type { VatReceiptDocument } from '../../lib/api-types.gen';
import type { Language } from '../../lib/locale';
import { type PropertyCommand, postCommand } from '../../lib/property-requests';

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
      PropertyCommand & { id: string; reason: string }
    >({
      query: ({ id, reason, ...command }) =>
        postCommand(`/vat-receipts/${encodeURIComponent(id)}/void`, { reason }, command),
      invalidatesTags: (result) => (result ? ['reservations'] : []),
    }),
  }),
});

export const { useGetVatReceiptByIdQuery, useVoidVatReceiptMutation } = vatCreditNotesApi;

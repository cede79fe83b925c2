import { api } from '../../lib/api';
import type { Language } from '../../lib/locale';
import type { Reservation } from '../reservations/reservations-api';

/** The hotel as every document prints it (rules and banks only where the hotel shows them). */
export interface Letterhead {
  name: string;
  companyName: string;
  registerNo: string;
  logo: string | null;
  address: string | null;
  phone: string | null;
  reservationPhone: string | null;
  email: string | null;
  reservationEmail: string | null;
  website: string | null;
  checkInTime: string;
  checkOutTime: string;
  rules: { id: string; title: string; description: string }[];
  banks: { id: string; bankName: string; accountName: string; number: string; currency: string }[];
  emailHeader: string | null;
  emailBody: string | null;
  emailFooter: string | null;
  emailContact: string | null;
}

/**
 * GET /api/documents/reservations/:id or /documents/groups/:id (docs/documents.md): the folios
 * as the detail reads them, with their sums — a document prints these figures, never its own.
 */
export interface DocumentData {
  hotel: Letterhead;
  group: { id: string; number: number; createdAt: string } | null;
  reservations: Reservation[];
  totals: { amount: number; paid: number; balance: number };
  workingDate: string;
  timeZone: string;
}

export interface DocumentQuery {
  slug: string;
  /** A reservation's id, or a group's. */
  id: string;
  of: 'reservation' | 'group';
  /** The document's language (bank names come in it). */
  language: Language;
}

const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocument: build.query<DocumentData, DocumentQuery>({
      query: ({ slug, id, of, language }) => ({
        url: `/documents/${of === 'group' ? 'groups' : 'reservations'}/${encodeURIComponent(id)}`,
        params: { language },
        headers: { 'X-Slug': slug },
      }),
      providesTags: ['reservations'],
    }),
  }),
});

export const { useGetDocumentQuery } = documentsApi;

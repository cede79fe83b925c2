import { api } from '../../lib/api';
import type { Reservation } from '../../shared/reservations/reservations-api';

/**
 * A reservation's history and its past states (docs/reservations.md, "History and as-of"):
 * read from the audit trail on the query side.
 */

export interface HistoryPerson {
  userId: string;
  /** As they were named when they made the change; null when the account is unknown. */
  name: string | null;
  email: string | null;
}

export type HistoryActor =
  | { kind: 'user'; user: HistoryPerson }
  /** The night audit: automatic (`user` null) or performed by someone. */
  | { kind: 'nightAudit'; user: HistoryPerson | null }
  | { kind: 'onlineBooking' }
  | { kind: 'system'; name: string | null };

export const HISTORY_FIELDS = [
  'status',
  'stayType',
  'checkIn',
  'checkOut',
  'arrivalTime',
  'exitTime',
  'hours',
  'roomType',
  'ratePlan',
  'room',
  'discount',
  'cancellationFee',
  'notes',
  'amount',
  'paid',
  'balance',
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

export interface FieldChange {
  field: HistoryField;
  before: unknown;
  after: unknown;
  /** A named field's (room type, rate plan) English copies, when the names have them. */
  beforeEn?: string;
  afterEn?: string;
}

export interface HistoryEntry {
  id: string;
  /** The event's type: the sentence's key. */
  type: string;
  revision: number;
  /** ISO instant. */
  occurredAt: string;
  commandType: string;
  actor: HistoryActor;
  details: Record<string, unknown>;
  changes: FieldChange[];
}

export interface ReservationHistory {
  /** Oldest first (the stream's order). */
  entries: HistoryEntry[];
  /** The property's time zone: times are shown in it. */
  timeZone: string;
}

interface OfReservation {
  slug: string;
  id: string;
}

const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReservationHistory: build.query<ReservationHistory, OfReservation>({
      query: ({ slug, id }) => ({
        url: `/reservations/${encodeURIComponent(id)}/history`,
        headers: { 'X-Slug': slug },
      }),
      providesTags: ['reservations'],
    }),
    /** The reservation as it stood at `asOf` (an ISO instant): nothing in it is allowed. */
    getReservationAsOf: build.query<Reservation, OfReservation & { asOf: string }>({
      query: ({ slug, id, asOf }) => ({
        url: `/reservations/${encodeURIComponent(id)}`,
        params: { asOf },
        headers: { 'X-Slug': slug },
      }),
      transformResponse: (response: { reservation: Reservation }) => response.reservation,
    }),
  }),
});

export const { useGetReservationHistoryQuery, useGetReservationAsOfQuery } = historyApi;

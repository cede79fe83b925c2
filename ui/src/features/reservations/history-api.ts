import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import { propertyHeaders } from '../../lib/property-requests';
import type { FieldChange, ReservationHistory } from '../../lib/api-types.gen';
import type { Reservation } from '../../shared/reservations/reservations-api';

/**
 * A reservation's history and its past states (docs/reservations.md, "History and as-of"):
 * read from the audit trail on the query side.
 */

/**
 * What GET /api/reservations/{id}/history answers, as the API's document declares it
 * (generated: ui/src/lib/api-types.gen.ts, `npm run api-types`; the schema lives in
 * projection-service/src/reservations/history-responses.ts).
 */
export type {
  /** Someone who made a change, as they were named then (null: the account is unknown). */
  HistoryPerson,
  /** Staff, the night audit (automatic: `user` null), a guest online, or the system. */
  HistoryActor,
  FieldChange,
  HistoryEntry,
  ReservationHistory,
} from '../../lib/api-types.gen';
export type HistoryField = FieldChange['field'];

/** The detail's fields a change is shown by, in the order the UI lists them. */
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
] as const satisfies readonly HistoryField[];

interface OfReservation {
  slug: string;
  id: string;
}

const historyApi = injectPropertyEndpoints((property, build) => ({
  getReservationHistory: property.readOn<ReservationHistory, OfReservation>(
    'id',
    (id) => `/reservations/${id}/history`,
    'reservations',
  ),
  /** The reservation as it stood at `asOf` (an ISO instant): nothing in it is allowed. */
  getReservationAsOf: build.query<Reservation, OfReservation & { asOf: string }>({
    query: ({ slug, id, asOf }) => ({
      url: `/reservations/${encodeURIComponent(id)}`,
      params: { asOf },
      headers: propertyHeaders({ slug }),
    }),
    transformResponse: (response: { reservation: Reservation }) => response.reservation,
  }),
}));

export const { useGetReservationHistoryQuery, useGetReservationAsOfQuery } = historyApi;

import type { Named } from '../../lib/names';
import { READ_MODELS, api } from '../../lib/api';
import type { ReservationStatus } from '../../shared/reservations/reservations-api';

/** The night audit (docs/night-audit.md): what to check, and closing the working date. */

/** One reservation the check page lists. */
export interface AuditLine {
  id: string;
  number: number;
  groupId: string;
  status: ReservationStatus;
  guestName: string;
  roomName: string | null;
  roomTypeName: string;
  /** The room type's English name, when the booking has one. */
  roomTypeNameEn?: string | null;
  checkIn: string;
  checkOut: string;
  stayType: 'night' | 'day' | 'time';
  amount: number;
  balance: number;
  guests: number;
  staysTonight: boolean;
}

export interface AuditReceivable {
  id: string;
  reservationId: string;
  reservation: { id: string; number: number; checkIn: string; checkOut: string; status: string };
  amount: number;
  payer: { name: string; surname: string | null };
  notes: string | null;
}

export interface RoomDetail {
  total: number;
  percent: number;
  totalGuests: number;
}

export interface NightAuditCheck {
  workingDate: string;
  calendarDate: string;
  timeZone: string;
  hotelName: string;
  lastAuditedDate: string | null;
  lastAuditedAt: string | null;
  schedule: { isNightauditAuto: boolean; runAt: string };
  failure: {
    date: string;
    at: string;
    reason: string;
    /** A named thing (a room type) comes with both its names. */
    params: Record<string, string | number | Named>;
  } | null;
  arrivals: AuditLine[];
  departures: AuditLine[];
  balanceDue: AuditLine[];
  receivables: AuditReceivable[];
  roomDetails: {
    roomsTotal: number;
    outOfOrder: number;
    occupiedRooms: RoomDetail;
    availableRooms: RoomDetail;
  };
}

export interface NightAuditPerformedAnswer {
  alreadyDone: boolean;
  date: string;
  workingDate: string;
  noShows?: string[];
  leftPending?: string[];
  position: string;
}

const nightAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNightAuditCheck: build.query<NightAuditCheck, { slug: string }>({
      query: ({ slug }) => ({ url: '/night-audit/check', headers: { 'X-Slug': slug } }),
      // It reads the reservations, incomes, rooms, blocks and the property: any change to
      // them refreshes the list the desk is working through.
      providesTags: ['reservations', 'incomes', 'roomTypes', 'blocks', 'properties', 'user'],
    }),
    performNightAudit: build.mutation<
      NightAuditPerformedAnswer,
      { slug: string; idempotencyKey: string; date: string; noShows: string[] }
    >({
      query: ({ slug, idempotencyKey, date, noShows }) => ({
        url: '/night-audit/perform',
        method: 'POST',
        body: { date, noShows },
        headers: { 'X-Slug': slug, 'Idempotency-Key': idempotencyKey },
      }),
      // The working date moved: every screen's "today" changes.
      invalidatesTags: (result) => (result ? [...READ_MODELS] : []),
    }),
    setNightAuditSchedule: build.mutation<
      { isNightauditAuto: boolean; runAt: string; position: string },
      { slug: string; idempotencyKey: string; isNightauditAuto: boolean; runAt: string }
    >({
      query: ({ slug, idempotencyKey, ...body }) => ({
        url: '/night-audit/schedule',
        method: 'POST',
        body,
        headers: { 'X-Slug': slug, 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? ['properties'] : []),
    }),
  }),
});

export const {
  useGetNightAuditCheckQuery,
  usePerformNightAuditMutation,
  useSetNightAuditScheduleMutation,
} = nightAuditApi;

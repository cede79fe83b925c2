import { READ_MODELS, api } from '../../lib/api';
import type { NightAuditCheck, NightAuditLine } from '../../lib/api-types.gen';

/** The night audit (docs/night-audit.md): what to check, and closing the working date. */

/**
 * What GET /api/night-audit/check answers, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schema lives in
 * projection-service/src/night-audit/responses.ts).
 */
/** One reservation the check page lists. */
export type AuditLine = NightAuditLine;
export type { NightAuditCheck } from '../../lib/api-types.gen';
export type AuditReceivable = NightAuditCheck['receivables'][number];
export type RoomDetail = NightAuditCheck['roomDetails']['occupiedRooms'];

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

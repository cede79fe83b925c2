import { READ_MODELS, api } from '../../lib/api';
import type { NightAuditCheck, NightAuditLine } from '../../lib/api-types.gen';
import {
  type OfProperty,
  type PropertyCommand,
  postCommand,
  readOf,
} from '../../lib/property-requests';

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
    getNightAuditCheck: build.query<NightAuditCheck, OfProperty>({
      query: readOf('/night-audit/check'),
      // It reads the reservations, incomes, rooms, blocks and the property: any change to
      // them refreshes the list the desk is working through.
      providesTags: ['reservations', 'incomes', 'roomTypes', 'blocks', 'properties', 'user'],
    }),
    performNightAudit: build.mutation<
      NightAuditPerformedAnswer,
      PropertyCommand & { date: string; noShows: string[] }
    >({
      query: ({ date, noShows, ...command }) =>
        postCommand('/night-audit/perform', { date, noShows }, command),
      // The working date moved: every screen's "today" changes.
      invalidatesTags: (result) => (result ? [...READ_MODELS] : []),
    }),
    setNightAuditSchedule: build.mutation<
      { isNightauditAuto: boolean; runAt: string; position: string },
      PropertyCommand & { isNightauditAuto: boolean; runAt: string }
    >({
      query: ({ slug, idempotencyKey, ...body }) =>
        postCommand('/night-audit/schedule', body, { slug, idempotencyKey }),
      invalidatesTags: (result) => (result ? ['properties'] : []),
    }),
  }),
});

export const {
  useGetNightAuditCheckQuery,
  usePerformNightAuditMutation,
  useSetNightAuditScheduleMutation,
} = nightAuditApi;

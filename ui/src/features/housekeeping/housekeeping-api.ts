import { api } from '../../lib/api';
import type { Housekeeping, HousekeepingRoom } from '../../lib/api-types.gen';

/** Housekeeping (docs/front-office.md): each room's clean / dirty status. */

/**
 * What GET /api/housekeeping answers, as the API's document declares it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schema lives in
 * projection-service/src/housekeeping/responses.ts).
 */
export type { HousekeepingRoom, HousekeepingRoomType } from '../../lib/api-types.gen';
export type Cleanliness = HousekeepingRoom['status'];

const housekeepingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHousekeeping: build.query<Housekeeping, { slug: string }>({
      query: ({ slug }) => ({ url: '/housekeeping', headers: { 'X-Slug': slug } }),
      providesTags: ['housekeeping'],
    }),
    setCleanliness: build.mutation<
      { roomId: string; status: Cleanliness; position: string },
      { slug: string; idempotencyKey: string; roomId: string; status: Cleanliness }
    >({
      query: ({ slug, idempotencyKey, roomId, status }) => ({
        url: `/housekeeping/rooms/${encodeURIComponent(roomId)}`,
        method: 'POST',
        body: { status },
        headers: { 'X-Slug': slug, 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? ['housekeeping', 'calendar'] : []),
    }),
  }),
});

export const { useGetHousekeepingQuery, useSetCleanlinessMutation } = housekeepingApi;

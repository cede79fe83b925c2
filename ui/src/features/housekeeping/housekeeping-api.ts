import { api } from '../../lib/api';

/** Housekeeping (docs/front-office.md): each room's clean / dirty status. */

export type Cleanliness = 'clean' | 'dirty';

export interface HousekeepingRoom {
  id: string;
  name: string;
  status: Cleanliness;
  /** When it was last marked (null: never, clean). */
  changedAt: string | null;
  /** `checkOut`: made dirty by a guest's check-out. */
  source: 'staff' | 'checkOut' | 'roomMove' | null;
  reservationNumber: number | null;
}

export interface HousekeepingRoomType {
  id: string;
  name: string;
  nameEn?: string | null;
  shortName: string;
  rooms: HousekeepingRoom[];
}

const housekeepingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHousekeeping: build.query<{ roomTypes: HousekeepingRoomType[] }, { slug: string }>({
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

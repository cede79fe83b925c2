import { api } from '../../lib/api';
import type { components } from '../../lib/api-types.gen';

/**
 * What the room picker offers (POST /api/reservation/room/choices; generated): the first night
 * that would move, the departure, and each room of the reservation's type with what an
 * assignment there would meet, by the server's own rule — current, free, occupied by another
 * reservation from a night, or blocked.
 */
export type RoomChoices = components['schemas']['RoomChoicesAnswer'];
export type RoomChoice = RoomChoices['rooms'][number];

const roomChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A POST that saves nothing: re-read whenever reservations or the calendar change.
    roomChoices: build.query<RoomChoices, { slug: string; id: string }>({
      query: ({ slug, id }) => ({
        url: '/reservation/room/choices',
        method: 'POST',
        body: { id },
        headers: { 'X-Slug': slug },
      }),
      providesTags: ['reservations', 'calendar', 'blocks'],
    }),
  }),
});

export const { useRoomChoicesQuery } = roomChoicesApi;

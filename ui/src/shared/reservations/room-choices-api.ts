import { api } from '../../lib/api';

/**
 * A room of the reservation's type as the room picker offers it (POST
 * /api/reservation/room/choices): what an assignment there would meet, by the server's own
 * rule — current, free, occupied by another reservation from a night, or blocked.
 */
export interface RoomChoice {
  roomId: string;
  name: string;
  state: 'current' | 'free' | 'occupied' | 'blocked';
  /** The first night it is taken on (occupied, blocked). */
  date?: string;
  /** The reservation that holds it (occupied). */
  number?: number | null;
  blockId?: string;
}

export interface RoomChoices {
  /** The first night that would move, and the departure. */
  from: string;
  to: string;
  rooms: RoomChoice[];
}

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

import { api } from '../../lib/api';
import type { ReservationServiceTotals } from '../../lib/api-types.gen';
import type { ServiceTotal } from './export';

/** GET /api/reservations/items: the selected reservations' additional services, summed. */
const exportApi = api.injectEndpoints({
  endpoints: (build) => ({
    reservationItems: build.query<ServiceTotal[], { slug: string; ids: string[] }>({
      query: ({ slug, ids }) => ({
        url: '/reservations/items',
        params: { ids: ids.join(',') },
        headers: { 'X-Slug': slug },
      }),
      transformResponse: (response: ReservationServiceTotals) => response.data,
      providesTags: ['reservations'],
    }),
  }),
});

export const { useLazyReservationItemsQuery } = exportApi;

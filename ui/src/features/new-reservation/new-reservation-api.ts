import { api, errorsShownByScreen } from '../../lib/api';
import type { StayQuote } from '../../lib/api-types.gen';
import type { StayType } from '../../shared/reservations/reservations-api';

/** GET /api/quote: what one room would cost for a stay and its guests (nothing is saved; the
 * type is generated from projection-service/src/rates/responses.ts, `npm run api-types`). */
export type { StayQuote } from '../../lib/api-types.gen';

export interface QuoteArgs {
  slug: string;
  roomTypeId: string;
  ratePlanId: string | null;
  stayType: StayType;
  checkIn: string;
  checkOut: string;
  /** Hours of a time stay. */
  hours: number | null;
  adults: number;
  childrenAges: number[];
  partnerId: string | null;
}

const newReservationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One line's price for its guests (the search quotes each plan for the usual guests). */
    quoteStay: build.query<StayQuote, QuoteArgs>({
      query: ({ slug, ratePlanId, hours, childrenAges, partnerId, ...stay }) => ({
        url: '/quote',
        params: {
          ...stay,
          ...(ratePlanId ? { ratePlanId } : {}),
          ...(hours !== null ? { hours } : {}),
          ...(childrenAges.length > 0 ? { childrenAges: childrenAges.join(',') } : {}),
          ...(partnerId ? { partnerId } : {}),
        },
        headers: { 'X-Slug': slug },
      }),
      // Prices follow the rates, the plans, the room types, the taxes and the policies.
      providesTags: ['rates', 'ratePlans', 'roomTypes', 'taxes', 'partners', 'childPolicies'],
    }),
  }),
});

// The stepper shows a refused search or booking on the page (409: the room was just taken,
// and it searches again), not as a passing notification.
errorsShownByScreen('checkAvailability', [400, 409]);
errorsShownByScreen('bookReservation', [400, 409]);

export const { useQuoteStayQuery } = newReservationApi;
export const quoteStay = newReservationApi.endpoints.quoteStay;

import { api, errorsShownByScreen } from '../../lib/api';
import { keyedPost } from '../../lib/idempotency';
import { postCommand } from '../../lib/property-requests';
import type {
  OnlineAvailabilityAnswer,
  OnlineBookingPage,
  RequestReceivedAnswer,
} from '../../lib/api-types.gen';

/**
 * The public online booking page's calls (no login; docs/reservation-requests.md). The
 * property is named in the path, never by X-Slug.
 */

/**
 * What the page reads, as the API's document types it (generated: ui/src/lib/api-types.gen.ts,
 * `npm run api-types`; the schemas live in projection-service/src/online-booking/responses.ts
 * and command-service/src/reservation-requests/answers.ts).
 */
export type OnlinePage = OnlineBookingPage;
export type OnlineRoomType = OnlinePage['roomTypes'][number];
export type OnlineAvailability = OnlineAvailabilityAnswer;

export interface OnlineRequestBody {
  checkIn: string;
  checkOut: string;
  rooms: { roomTypeId: string; quantity: number }[];
  guest: {
    name: string;
    surname: string;
    email: string;
    phoneNumber: string;
    nationality: string;
  };
  notes: string;
}

export type OnlineRequestAnswer = RequestReceivedAnswer;

/** An image of the property, through its public image route. */
export const onlineImageUrl = (slug: string, path: string, width: number, height: number) =>
  `/api/online/book/${encodeURIComponent(slug)}/image?${new URLSearchParams({
    path,
    w: String(width),
    h: String(height),
    fit: 'crop',
  })}`;

const onlineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnlinePage: build.query<OnlinePage, { slug: string }>({
      query: ({ slug }) => `/online/book/${encodeURIComponent(slug)}`,
    }),
    onlineAvailability: build.mutation<
      OnlineAvailability,
      { slug: string; checkIn: string; checkOut: string }
    >({
      query: ({ slug, ...body }) => ({
        url: `/online/book/${encodeURIComponent(slug)}/availability`,
        method: 'POST',
        body,
      }),
    }),
    /** Staff: opens or closes the page (manage-settings). */
    setOnlineBooking: build.mutation<
      { position: string },
      { slug: string; idempotencyKey: string; hasOnlineBook: boolean }
    >({
      query: ({ slug, idempotencyKey, hasOnlineBook }) =>
        postCommand('/hotel/online-booking', { hasOnlineBook }, { slug, idempotencyKey }),
      invalidatesTags: (result) => (result ? ['hotelProfile', 'user'] : []),
    }),
    submitOnlineRequest: build.mutation<
      OnlineRequestAnswer,
      { slug: string; idempotencyKey: string; request: OnlineRequestBody }
    >({
      query: ({ slug, idempotencyKey, request }) =>
        keyedPost(`/online/book/${encodeURIComponent(slug)}/requests`, request, idempotencyKey),
    }),
  }),
});

// The page shows these itself (under the fields, or in its own alert).
errorsShownByScreen('onlineAvailability', [400, 404, 409, 422, 429]);
errorsShownByScreen('submitOnlineRequest', [400, 404, 409, 422, 429]);

export const {
  useSetOnlineBookingMutation,
  useGetOnlinePageQuery,
  useOnlineAvailabilityMutation,
  useSubmitOnlineRequestMutation,
} = onlineApi;

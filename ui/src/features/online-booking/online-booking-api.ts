import { api, errorsShownByScreen } from '../../lib/api';

/**
 * The public online booking page's calls (no login; docs/reservation-requests.md). The
 * property is named in the path, never by X-Slug.
 */

export interface OnlineRoomType {
  id: string;
  name: string;
  description: string | null;
  occupancy: number;
  occupancyChildren: number;
  floorSize: number | null;
  bedType: string | null;
  amenities: string[];
  images: string[];
}

export interface OnlinePage {
  property: {
    id: string;
    name: string;
    description: string | null;
    starRating: number | null;
    address: string | null;
    phone: string | null;
    email: string | null;
    website: string | null;
    checkInTime: string;
    checkOutTime: string;
    image: string | null;
    images: string[];
  };
  booking: { minCheckIn: string; maxDaysAhead: number; maxNights: number; maxRooms: number };
  roomTypes: OnlineRoomType[];
  rules: { id: string; title: string; description: string }[];
  banks: {
    id: string;
    bankName: string;
    accountName: string;
    number: string;
    currency: string;
    qrImage: string | null;
  }[];
}

export interface OnlineAvailability {
  checkIn: string;
  checkOut: string;
  roomTypes: {
    roomTypeId: string;
    available: number;
    /** One room for the whole stay at the room type's occupancy. */
    total: number;
    nights: number;
    sellable: boolean;
    reasons: string[];
  }[];
}

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

export interface OnlineRequestAnswer {
  id: string;
  number: number;
  until: string;
  emailSent?: boolean;
}

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
      query: ({ slug, idempotencyKey, hasOnlineBook }) => ({
        url: '/hotel/online-booking',
        method: 'POST',
        body: { hasOnlineBook },
        headers: { 'X-Slug': slug, 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? ['hotelProfile', 'user'] : []),
    }),
    submitOnlineRequest: build.mutation<
      OnlineRequestAnswer,
      { slug: string; idempotencyKey: string; request: OnlineRequestBody }
    >({
      query: ({ slug, idempotencyKey, request }) => ({
        url: `/online/book/${encodeURIComponent(slug)}/requests`,
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
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

import type {
  ConversionCheckAnswer,
  PaymentRequestedAnswer,
  ReservationRequest,
  ReservationRequestDetail as ApiReservationRequestDetail,
  ReservationRequestList,
} from '../../lib/api-types.gen';
import { injectPropertyEndpoints } from '../../lib/property-endpoints';
import { type IdAnswer, type OfProperty, propertyHeaders } from '../../lib/property-requests';

/**
 * Reservation requests: the calls of docs/reservation-requests.md. Queries read the
 * `reservationRequests` read model; commands go to the command service.
 */

export const REQUEST_STATUSES = ['pending', 'confirmed', 'canceled', 'reservation'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_FILTER_TYPES = ['createdAt', 'paidAt', 'checkIn', 'checkOut'] as const;
export type RequestFilterType = (typeof REQUEST_FILTER_TYPES)[number];

/**
 * What the request screens read, as the API's document types it (generated:
 * ui/src/lib/api-types.gen.ts, `npm run api-types`; the schemas live in
 * projection-service/src/reservation-requests/responses.ts and
 * command-service/src/reservation-requests/answers.ts).
 */
export type {
  /** One request as the list and the detail read it. */
  ReservationRequest,
} from '../../lib/api-types.gen';
/** The detail adds the hold, the reservations made and the accounts to ask payment into. */
export type ReservationRequestDetail = ApiReservationRequestDetail['request'];
/** The payment part of the detail: a paid chip, the payment-request action, or a waiting chip. */
export type PaymentState = ReservationRequest['paymentState'];
export type RequestedRoomType = ReservationRequest['roomTypes'][number];
/** POST /api/reservation/requests/check: the conversion's dates (nothing is saved). */
export type ConversionCheck = ConversionCheckAnswer;

export interface RequestListQuery {
  filterType?: RequestFilterType;
  start?: string;
  end?: string;
  statuses?: RequestStatus[];
  search?: string;
  /** Only these requests (the reservation export's linked requests). */
  ids?: string[];
  page: number;
  rowsPerPage: number;
}

const requestsApi = injectPropertyEndpoints((property, build) => ({
  listRequests: build.query<ReservationRequestList, OfProperty & RequestListQuery>({
    query: ({ slug, statuses, ids, ...query }) => ({
      url: '/reservation/requests',
      params: {
        ...Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
        ...(statuses && statuses.length > 0 ? { statuses: statuses.join(',') } : {}),
        ...(ids && ids.length > 0 ? { ids: ids.join(',') } : {}),
      },
      headers: propertyHeaders({ slug }),
    }),
    providesTags: ['reservationRequests'],
  }),
  getRequest: build.query<ReservationRequestDetail, OfProperty & { id: string }>({
    query: ({ slug, id }) => ({
      url: `/reservation/requests/${encodeURIComponent(id)}`,
      headers: propertyHeaders({ slug }),
    }),
    transformResponse: (response: ApiReservationRequestDetail) => response.request,
    providesTags: ['reservationRequests', 'reservations'],
  }),
  changeRequestStatus: property.command<
    IdAnswer,
    { id: string; status: 'confirmed' | 'canceled'; reason?: string | null }
  >('/reservation/requests/status', 'reservationRequests'),
  requestPayment: property.command<PaymentRequestedAnswer, { id: string; bankAccountId: string }>(
    '/notify/payment',
    'reservationRequests',
  ),
  recordRequestPayment: property.command<
    IdAnswer & { held: boolean },
    { id: string; amount: number; notes?: string | null }
  >('/reservation/requests/paid', 'reservationRequests'),
  checkConversion: build.mutation<
    ConversionCheck,
    OfProperty & { id: string; checkIn: string; checkOut: string }
  >({
    query: ({ slug, ...body }) => ({
      url: '/reservation/requests/check',
      method: 'POST',
      body,
      headers: propertyHeaders({ slug }),
    }),
  }),
  convertRequest: property.command<
    IdAnswer & { groupId: string; groupNumber: number; reservationIds: string[] },
    { id: string; checkIn: string; checkOut: string }
  >(
    '/reservation/requests/select/date',
    'reservationRequests',
    'reservations',
    'groups',
    'calendar',
  ),
}));

export const {
  useListRequestsQuery,
  useLazyListRequestsQuery,
  useGetRequestQuery,
  useChangeRequestStatusMutation,
  useRequestPaymentMutation,
  useRecordRequestPaymentMutation,
  useCheckConversionMutation,
  useConvertRequestMutation,
} = requestsApi;

import { api } from '../../lib/api';

/**
 * Reservation requests: the calls of docs/reservation-requests.md. Queries read the
 * `reservationRequests` read model; commands go to the command service.
 */

export const REQUEST_STATUSES = ['pending', 'confirmed', 'canceled', 'reservation'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_FILTER_TYPES = ['createdAt', 'paidAt', 'checkIn', 'checkOut'] as const;
export type RequestFilterType = (typeof REQUEST_FILTER_TYPES)[number];

/** The payment part of the detail: a paid chip, the payment-request action, or a waiting chip. */
export type PaymentState = 'paid' | 'request' | 'waiting' | 'none';

export interface RequestedRoomType {
  roomTypeId: string;
  name: string;
  nameEn?: string;
  ratePlanId: string | null;
  ratePlanName: string | null;
  quantity: number;
  numberOfGuests: number;
  amount: number;
}

export interface RequestBankAccount {
  id: string;
  bankId: string;
  bankName: string;
  accountName: string;
  number: string;
  currency: string;
}

/** One request as the list and the detail read it. */
export interface ReservationRequest {
  id: string;
  number: number;
  /** RN-{number} */
  label: string;
  status: RequestStatus;
  channel: string;
  syncId: string | null;
  sourceClone: {
    name: string;
    nameEn?: string;
    serviceName: string | null;
    color: string | null;
  };
  checkIn: string;
  checkOut: string;
  stayNights: number;
  guest: {
    name: string;
    surname: string | null;
    email: string | null;
    phoneNumber: string | null;
    nationality: string;
  };
  guestName: string;
  roomTypes: RequestedRoomType[];
  numberOfGuests: number;
  numberOfRooms: number;
  amount: number;
  amountPaid: number;
  isPaid: boolean;
  paidAt: string | null;
  isFetchPayment: boolean;
  paymentRequest: {
    at: string;
    amount: number;
    bankAccount: RequestBankAccount;
    email: string;
  } | null;
  notes: string | null;
  language: 'mn' | 'en';
  createdAt: string;
  confirmedAt: string | null;
  canceledAt: string | null;
  cancelReason: string | null;
  convertedAt: string | null;
  groupId: string | null;
  groupNumber: number | null;
  reservationIds: string[];
  paymentState: PaymentState;
  allowed: {
    confirm: boolean;
    cancel: boolean;
    requestPayment: boolean;
    recordPayment: boolean;
    convert: boolean;
  };
}

/** The detail adds the hold, the reservations made and the accounts to ask payment into. */
export interface ReservationRequestDetail extends ReservationRequest {
  hold: { until: string | null } | null;
  reservations: {
    id: string;
    number: number;
    status: string;
    roomTypeName: string;
    roomTypeNameEn?: string | null;
    roomName: string | null;
    checkIn: string;
    checkOut: string;
    amount: number;
  }[];
  bankAccounts: {
    id: string;
    bankName: string;
    accountName: string;
    number: string;
    currency: string;
    isDefault: boolean;
  }[];
  workingDate: string;
}

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

/** POST /api/reservation/requests/check: the conversion's dates (nothing is saved). */
export interface ConversionCheck {
  available: boolean;
  checkOut: string;
  total: number | null;
  message: string;
}

interface OfProperty {
  slug: string;
}

interface Command extends OfProperty {
  idempotencyKey: string;
}

const post = <Body>(url: string, body: Body, { slug, idempotencyKey }: Command) => ({
  url,
  method: 'POST' as const,
  body,
  headers: { 'X-Slug': slug, 'Idempotency-Key': idempotencyKey },
});

export interface Saved {
  id: string;
  position: string;
}

const requestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRequests: build.query<
      { data: ReservationRequest[]; total: number; workingDate: string },
      OfProperty & RequestListQuery
    >({
      query: ({ slug, statuses, ids, ...query }) => ({
        url: '/reservation/requests',
        params: {
          ...Object.fromEntries(
            Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
          ),
          ...(statuses && statuses.length > 0 ? { statuses: statuses.join(',') } : {}),
          ...(ids && ids.length > 0 ? { ids: ids.join(',') } : {}),
        },
        headers: { 'X-Slug': slug },
      }),
      providesTags: ['reservationRequests'],
    }),
    getRequest: build.query<ReservationRequestDetail, OfProperty & { id: string }>({
      query: ({ slug, id }) => ({
        url: `/reservation/requests/${encodeURIComponent(id)}`,
        headers: { 'X-Slug': slug },
      }),
      transformResponse: (response: { request: ReservationRequestDetail }) => response.request,
      providesTags: ['reservationRequests', 'reservations'],
    }),
    changeRequestStatus: build.mutation<
      Saved,
      Command & { id: string; status: 'confirmed' | 'canceled'; reason?: string | null }
    >({
      query: ({ slug, idempotencyKey, ...body }) =>
        post('/reservation/requests/status', body, { slug, idempotencyKey }),
      invalidatesTags: (result) => (result ? ['reservationRequests'] : []),
    }),
    requestPayment: build.mutation<
      Saved & { emailSent?: boolean; until: string | null },
      Command & { id: string; bankAccountId: string }
    >({
      query: ({ slug, idempotencyKey, ...body }) =>
        post('/notify/payment', body, { slug, idempotencyKey }),
      invalidatesTags: (result) => (result ? ['reservationRequests'] : []),
    }),
    recordRequestPayment: build.mutation<
      Saved & { held: boolean },
      Command & { id: string; amount: number; notes?: string | null }
    >({
      query: ({ slug, idempotencyKey, ...body }) =>
        post('/reservation/requests/paid', body, { slug, idempotencyKey }),
      invalidatesTags: (result) => (result ? ['reservationRequests'] : []),
    }),
    checkConversion: build.mutation<
      ConversionCheck,
      OfProperty & { id: string; checkIn: string; checkOut: string }
    >({
      query: ({ slug, ...body }) => ({
        url: '/reservation/requests/check',
        method: 'POST',
        body,
        headers: { 'X-Slug': slug },
      }),
    }),
    convertRequest: build.mutation<
      Saved & { groupId: string; groupNumber: number; reservationIds: string[] },
      Command & { id: string; checkIn: string; checkOut: string }
    >({
      query: ({ slug, idempotencyKey, ...body }) =>
        post('/reservation/requests/select/date', body, { slug, idempotencyKey }),
      invalidatesTags: (result) =>
        result ? ['reservationRequests', 'reservations', 'groups', 'calendar'] : [],
    }),
  }),
});

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

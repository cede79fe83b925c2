import { z } from 'zod';
import {
  requestBankAccountSchema,
  requestedRoomTypeSchema,
  requestGuestSchema,
  requestStatuses,
} from '@hotel/events/reservation-requests/events';
import { reservationStatuses, sourceCloneSchema } from '@hotel/events/reservations/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/reservation/requests, /figures and /{id} answer (the UI's types are generated
 * from these: see docs/adding-a-feature.md, "Generated types").
 */

const date = z.string().describe('YYYY-MM-DD');

/** One request as the list and the detail read it. */
export const reservationRequestResponse = apiSchema(
  'ReservationRequest',
  z.object({
    id: z.string(),
    number: z.number().int(),
    label: z.string().describe('RN-{number}'),
    status: z.enum(requestStatuses),
    channel: z.string().describe('`online` for the public booking page, else the channel'),
    syncId: z.string().nullable(),
    sourceClone: sourceCloneSchema,
    stayType: z.literal('night'),
    checkIn: date,
    checkOut: date,
    stayNights: z.number().int(),
    guest: requestGuestSchema,
    guestName: z.string(),
    roomTypes: z.array(requestedRoomTypeSchema),
    numberOfGuests: z.number().int(),
    numberOfRooms: z.number().int(),
    amount: z.number().int(),
    amountPaid: z.number().int(),
    isPaid: z.boolean(),
    paidAt: z.string().nullable(),
    isFetchPayment: z.boolean(),
    paymentRequest: z
      .object({
        at: z.string(),
        amount: z.number().int(),
        bankAccount: requestBankAccountSchema,
        email: z.string(),
      })
      .nullable(),
    notes: z.string().nullable(),
    language: z.enum(['mn', 'en']),
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
    canceledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    convertedAt: z.string().nullable(),
    groupId: z.string().nullable(),
    groupNumber: z.number().int().nullable(),
    reservationIds: z.array(z.string()),
    paymentState: z
      .enum(['paid', 'request', 'waiting', 'none'])
      .describe('A paid chip, the payment-request action, a waiting chip, or nothing'),
    allowed: z.object({
      confirm: z.boolean(),
      cancel: z.boolean(),
      requestPayment: z.boolean(),
      recordPayment: z.boolean(),
      convert: z.boolean(),
    }),
  }),
);

/** GET /api/reservation/requests: one page, the newest first. */
export const reservationRequestListResponse = apiSchema(
  'ReservationRequestList',
  z.object({
    data: z.array(reservationRequestResponse),
    total: z.number().int(),
    workingDate: date,
  }),
);

/** GET /api/reservation/requests/{id}: the request with its hold, reservations and accounts. */
export const reservationRequestDetailResponse = apiSchema(
  'ReservationRequestDetail',
  z.object({
    request: reservationRequestResponse.extend({
      hold: z
        .object({ until: z.string().nullable().describe('Null: until converted or canceled') })
        .nullable()
        .describe('Null: the request holds no rooms (any more)'),
      reservations: z.array(
        z.object({
          id: z.string(),
          number: z.number().int(),
          status: z.enum(reservationStatuses),
          roomTypeName: z.string(),
          roomTypeNameEn: z.string().nullable(),
          roomName: z.string().nullable(),
          checkIn: date,
          checkOut: date,
          amount: z.number().int(),
        }),
      ),
      bankAccounts: z.array(
        z.object({
          id: z.string(),
          bankName: z.string(),
          accountName: z.string(),
          number: z.string(),
          currency: z.string(),
          isDefault: z.boolean(),
        }),
      ),
      workingDate: date,
    }),
  }),
);

/** GET /api/reservation/requests/figures: the dashboard's request figures. */
export const requestFiguresResponse = apiSchema(
  'ReservationRequestFigures',
  z.object({
    total: z.number().int().describe('Requests not canceled'),
    totalConfirmed: z.number().int().describe('Of them confirmed or converted'),
    totalAmount: z.number().int(),
    paidAmount: z.number().int(),
  }),
);

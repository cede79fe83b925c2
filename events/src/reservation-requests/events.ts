import { z } from 'zod';
import type { DomainEvent } from '../metadata';
import { sourceCloneSchema, staySchema } from '../reservations/events';

/**
 * Reservation requests (operations spec §2 "Reservation requests", §3 "Reservation request",
 * §4): a guest's (or a channel's) wish to stay, which staff confirm, ask payment for, mark
 * paid and convert into reservations. One stream per request (`resreq-{id}`). The rooms a
 * request wants are held in the property's occupancy ledger for a limited time (see
 * `RequestRoomsHeld` below and docs/reservation-requests.md).
 */

export const requestStatuses = ['pending', 'confirmed', 'canceled', 'reservation'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** The channel of requests made on the property's public online booking page. */
export const ONLINE_CHANNEL = 'online';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ofRequest = { propertyId: z.string(), resReqId: z.string() };

export const requestGuestSchema = z.object({
  name: z.string(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  nationality: z.string(),
});
export type RequestGuest = z.infer<typeof requestGuestSchema>;

/** Rooms of one room type the request asks for, priced by the plan named. */
export const requestedRoomTypeSchema = z.object({
  roomTypeId: z.string(),
  name: z.string(),
  /** The room type's English name, when it has one (absent in older events). */
  nameEn: z.string().optional(),
  ratePlanId: z.string().nullable(),
  ratePlanName: z.string().nullable(),
  quantity: z.number().int(),
  /** Adults per room. */
  numberOfGuests: z.number().int(),
  /** The line's price: every room of it for the whole stay (integer tugrik). */
  amount: z.number().int(),
});
export type RequestedRoomType = z.infer<typeof requestedRoomTypeSchema>;

export const reservationRequestReceivedSchema = z.object({
  ...ofRequest,
  /** The request's number in the property (shown as RN-{number}). */
  number: z.number().int(),
  /** `online` for the public booking page, else the channel's name. */
  channel: z.string(),
  /** The channel's own id of the request (null for the online booking page). */
  syncId: z.string().nullable(),
  sourceClone: sourceCloneSchema,
  checkIn: date,
  checkOut: date,
  stayNights: z.number().int(),
  guest: requestGuestSchema,
  roomTypes: z.array(requestedRoomTypeSchema),
  numberOfGuests: z.number().int(),
  numberOfRooms: z.number().int(),
  amount: z.number().int(),
  notes: z.string().nullable(),
  /** The guest's language: the payment request e-mail is written in it. */
  language: z.enum(['mn', 'en']),
  createdAt: z.string(),
});
export type ReservationRequestReceived = DomainEvent<
  'ReservationRequestReceived',
  z.infer<typeof reservationRequestReceivedSchema>
>;

export const reservationRequestConfirmedSchema = z.object({ ...ofRequest, at: z.string() });
export type ReservationRequestConfirmed = DomainEvent<
  'ReservationRequestConfirmed',
  z.infer<typeof reservationRequestConfirmedSchema>
>;

export const reservationRequestCanceledSchema = z.object({
  ...ofRequest,
  at: z.string(),
  reason: z.string().nullable(),
});
export type ReservationRequestCanceled = DomainEvent<
  'ReservationRequestCanceled',
  z.infer<typeof reservationRequestCanceledSchema>
>;

/** The bank account a payment is asked into, as it was when asked. */
export const requestBankAccountSchema = z.object({
  id: z.string(),
  bankId: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  number: z.string(),
  currency: z.string(),
});
export type RequestBankAccount = z.infer<typeof requestBankAccountSchema>;

/** Staff asked the guest to pay `amount` into the account (an e-mail to `email`). */
export const reservationRequestPaymentRequestedSchema = z.object({
  ...ofRequest,
  at: z.string(),
  amount: z.number().int(),
  bankAccount: requestBankAccountSchema,
  email: z.string(),
});
export type ReservationRequestPaymentRequested = DomainEvent<
  'ReservationRequestPaymentRequested',
  z.infer<typeof reservationRequestPaymentRequestedSchema>
>;

/** The guest's payment arrived (recorded by staff). */
export const reservationRequestPaidSchema = z.object({
  ...ofRequest,
  amount: z.number().int(),
  paidAt: z.string(),
  notes: z.string().nullable(),
});
export type ReservationRequestPaid = DomainEvent<
  'ReservationRequestPaid',
  z.infer<typeof reservationRequestPaidSchema>
>;

/** Booked as reservations (one group) through the booking command. */
export const reservationRequestConvertedSchema = z.object({
  ...ofRequest,
  at: z.string(),
  groupId: z.string(),
  groupNumber: z.number().int(),
  reservationIds: z.array(z.string()),
  checkIn: date,
  checkOut: date,
});
export type ReservationRequestConverted = DomainEvent<
  'ReservationRequestConverted',
  z.infer<typeof reservationRequestConvertedSchema>
>;

export type ReservationRequestEvent =
  | ReservationRequestReceived
  | ReservationRequestConfirmed
  | ReservationRequestCanceled
  | ReservationRequestPaymentRequested
  | ReservationRequestPaid
  | ReservationRequestConverted;

/**
 * The occupancy ledger's side of a request: rooms of some types held (no room assigned) for
 * its stay until `until` (an instant; null: until released). A hold counts against its room
 * types' capacity like a stay while `until` is after the deciding command's `now`; an expired
 * hold counts for nothing. Placing a hold again replaces the request's previous one. The
 * event also carries the request's number (the ledger hands numbers out).
 */
export const requestRoomsHeldSchema = z.object({
  ...ofRequest,
  number: z.number().int(),
  until: z.string().nullable(),
  stay: staySchema,
  rooms: z.array(z.object({ roomTypeId: z.string(), quantity: z.number().int() })),
});
export type RequestRoomsHeld = DomainEvent<
  'RequestRoomsHeld',
  z.infer<typeof requestRoomsHeldSchema>
>;

/** The request's hold is over (canceled, or converted into reservations). */
export const requestRoomsReleasedSchema = z.object({ ...ofRequest });
export type RequestRoomsReleased = DomainEvent<
  'RequestRoomsReleased',
  z.infer<typeof requestRoomsReleasedSchema>
>;

export type RequestHoldEvent = RequestRoomsHeld | RequestRoomsReleased;

export const reservationRequestEventSchemas = {
  ReservationRequestReceived: reservationRequestReceivedSchema,
  ReservationRequestConfirmed: reservationRequestConfirmedSchema,
  ReservationRequestCanceled: reservationRequestCanceledSchema,
  ReservationRequestPaymentRequested: reservationRequestPaymentRequestedSchema,
  ReservationRequestPaid: reservationRequestPaidSchema,
  ReservationRequestConverted: reservationRequestConvertedSchema,
  RequestRoomsHeld: requestRoomsHeldSchema,
  RequestRoomsReleased: requestRoomsReleasedSchema,
} as const;

export const reservationRequestEventTypes = Object.keys(reservationRequestEventSchemas) as (
  ReservationRequestEvent | RequestHoldEvent
)['type'][];

export type ReservationRequestsAreaEvent = ReservationRequestEvent | RequestHoldEvent;

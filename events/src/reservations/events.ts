import { z } from 'zod';
import type { FolioEvent } from '../folio/events';
import type { DomainEvent } from '../metadata';
import { bilingualSchema } from '../policies/events';
import { cancellationFeeSchema, feeBases, feeStaffSchema } from './fees';

/**
 * Reservations (operations spec §3, §4). Three kinds of streams change together:
 * - `reservation-{id}`: one booked room and what it costs (with the clones of everything it
 *   was booked with, so later setting changes never rewrite history);
 * - `group-{id}`: the reservations booked together (a single reservation is a group of one);
 * - `occupancy-{propertyId}`: the property's occupancy ledger — every live stay's room type,
 *   room and time span. Its fold is the availability index; every command that changes
 *   occupancy appends to it in the same atomic append as the reservation (ARCHITECTURE §3).
 */

export const reservationStatuses = [
  'pending',
  'confirmed',
  'checked-in',
  'checked-out',
  'canceled',
  'no-show',
] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const stayTypes = ['night', 'day', 'time'] as const;
export type StayType = (typeof stayTypes)[number];

export const discountTypes = ['percent', 'currency'] as const;
export type DiscountType = (typeof discountTypes)[number];

/** The service name of the external channel whose reservations staff may not re-date. */
export const EXTERNAL_CHANNEL = 'ihotel';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}$/);
const property = { propertyId: z.string() };
const ofReservation = { ...property, reservationId: z.string() };

export const guestCloneSchema = z.object({
  name: z.string(),
  surname: z.string().nullable(),
  nationality: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
});
export type GuestClone = z.infer<typeof guestCloneSchema>;

export const roomTypeCloneSchema = z.object({
  roomTypeId: z.string(),
  name: z.string(),
  /** The English name, when the room type has one (shown in English; absent in older events). */
  nameEn: z.string().optional(),
  shortName: z.string(),
  /** The English short name ("DBL"), when the room type has one (absent in older events). */
  shortNameEn: z.string().optional(),
  defaultPrice: z.number().int(),
  priceDayUse: z.number().int(),
  hasExtraBed: z.boolean(),
  extraBeds: z.number().int().nullable(),
});
export type RoomTypeClone = z.infer<typeof roomTypeCloneSchema>;

export const roomCloneSchema = z.object({ roomId: z.string(), name: z.string() });
export type RoomClone = z.infer<typeof roomCloneSchema>;

export const sourceCloneSchema = z.object({
  sourceId: z.string().nullable(),
  name: z.string(),
  /** The English name, when the setting had one (shown in English; absent in older events). */
  nameEn: z.string().optional(),
  shortName: z.string(),
  color: z.string().nullable(),
  isDefault: z.boolean(),
  /** The channel a reservation came through (`ihotel`); null for staff bookings. */
  serviceName: z.string().nullable(),
  /**
   * The booking's reference at its channel: the channel's reservation id (inbound API) or the
   * site's calendar event UID (a converted hold); absent for the hotel's own bookings.
   */
  externalRef: z.string().optional(),
});
export type SourceClone = z.infer<typeof sourceCloneSchema>;

export const partnerCloneSchema = z.object({
  partnerId: z.string(),
  name: z.string(),
  discount: z.number(),
});
export type PartnerClone = z.infer<typeof partnerCloneSchema>;

export const userCloneSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type UserClone = z.infer<typeof userCloneSchema>;

export const ratePlanCloneSchema = z.object({
  ratePlanId: z.string(),
  name: z.string(),
  /** The English name, when the plan has one (shown in English; absent in older events). */
  nameEn: z.string().optional(),
  nonRef: z.boolean(),
});
export type RatePlanClone = z.infer<typeof ratePlanCloneSchema>;

export const cancellationPolicyCloneSchema = z.object({
  isFree: z.boolean(),
  /** Days before check-in after which the higher charge applies; null without a deadline. */
  days: z.number().int().nullable(),
  percent: z.number().nullable(),
  additionPercent: z.number().nullable(),
  /** What the percent is of, or a fixed amount (absent in older events: the whole stay). */
  basis: z.enum(feeBases).optional(),
  /** The fixed fee (basis `fixed`). */
  fixedAmount: z.number().int().nullable().optional(),
  summaries: bilingualSchema,
});
export type CancellationPolicyClone = z.infer<typeof cancellationPolicyCloneSchema>;

export const taxCloneSchema = z.object({
  taxId: z.string(),
  name: z.string(),
  /** The English name, when the setting had one (shown in English; absent in older events). */
  nameEn: z.string().optional(),
  percentage: z.number(),
  inclusive: z.boolean(),
  isDefault: z.boolean(),
});
export type TaxClone = z.infer<typeof taxCloneSchema>;

/** What the stay costs, as the quote engine priced it (integer tugrik). */
export const priceSchema = z.object({
  nights: z.number().int(),
  dayRates: z.array(z.object({ date, value: z.number().int() })),
  lines: z.array(
    z.object({
      kind: z.enum(['room', 'child', 'extraBed', 'service', 'discount', 'tax']),
      name: z.string().optional(),
      date: z.string().optional(),
      quantity: z.number(),
      price: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  roomAmount: z.number().int(),
  childrenAmount: z.number().int(),
  discountAmount: z.number().int(),
  taxes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      percentage: z.number(),
      inclusive: z.boolean(),
      amount: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type Price = z.infer<typeof priceSchema>;

/** When a stay starts and ends (dates in the property's time zone, times HH:mm). */
export const staySchema = z.object({
  stayType: z.enum(stayTypes),
  checkIn: date,
  checkOut: date,
  arrivalTime: time,
  exitTime: time,
  /** Hours of a time stay; null otherwise. */
  hours: z.number().int().nullable(),
});
export type Stay = z.infer<typeof staySchema>;

export const reservationCreatedSchema = z.object({
  ...ofReservation,
  number: z.number().int(),
  groupId: z.string(),
  groupNumber: z.number().int(),
  status: z.enum(reservationStatuses),
  ...staySchema.shape,
  numberOfGuests: z.number().int(),
  childrenAges: z.array(z.number().int()),
  roomTypeClone: roomTypeCloneSchema,
  roomClone: roomCloneSchema.nullable(),
  sourceClone: sourceCloneSchema,
  partnerClone: partnerCloneSchema.nullable(),
  userClone: userCloneSchema,
  ratePlanClone: ratePlanCloneSchema.nullable(),
  cancellationPolicyClone: cancellationPolicyCloneSchema.nullable(),
  taxClones: z.array(taxCloneSchema),
  guestClone: guestCloneSchema,
  /** The hourly price staff typed instead of the quoted one (time stays). */
  timePrice: z.number().int().nullable(),
  price: priceSchema,
  notes: z.string().nullable(),
  /** Staff asked for the confirmation letter to be e-mailed to the guest. */
  isSendEmail: z.boolean(),
  createdAt: z.string(),
});
export type ReservationCreated = DomainEvent<
  'ReservationCreated',
  z.infer<typeof reservationCreatedSchema>
>;

export const reservationStatusChangedSchema = z.object({
  ...ofReservation,
  from: z.enum(reservationStatuses),
  to: z.enum(reservationStatuses),
  at: z.string(),
  /** The property's working date when the status changed. */
  workingDate: date,
  /**
   * The fee of a cancellation or (since issue 31) a no-show, whether it was paid then, the
   * policy's rule that gave it and how it was paid; null for other moves (and for no-shows
   * before issue 31, which owe the whole stay).
   */
  cancellation: cancellationFeeSchema.nullable(),
  notes: z.string().nullable(),
  /** A check-out before the booked departure ends the stay on the working date. */
  checkOut: date.nullable(),
});
export type ReservationStatusChanged = DomainEvent<
  'ReservationStatusChanged',
  z.infer<typeof reservationStatusChangedSchema>
>;

export const reservationDatesChangedSchema = z.object({
  ...ofReservation,
  ...staySchema.shape,
  timePrice: z.number().int().nullable(),
  price: priceSchema,
});
export type ReservationDatesChanged = DomainEvent<
  'ReservationDatesChanged',
  z.infer<typeof reservationDatesChangedSchema>
>;

/**
 * A nights' span of a stay in one room, before it moved on: the guest slept in `roomClone` the
 * nights from `from` up to (not including) `to`.
 */
export const roomSegmentSchema = z.object({ roomClone: roomCloneSchema, from: date, to: date });
export type RoomSegment = z.infer<typeof roomSegmentSchema>;

/**
 * A room assigned, changed (same room type) or cleared (`roomClone` null). A move of a guest in
 * the house after their first night keeps the nights already slept on the old room: `from` is
 * the first night in the new one (the working date), `segment` the nights left behind. Absent
 * (older events, and every move before a night was slept): the whole stay moved.
 */
export const reservationRoomAssignedSchema = z.object({
  ...ofReservation,
  roomClone: roomCloneSchema.nullable(),
  from: date.optional(),
  segment: roomSegmentSchema.optional(),
});
export type ReservationRoomAssigned = DomainEvent<
  'ReservationRoomAssigned',
  z.infer<typeof reservationRoomAssignedSchema>
>;

/** Moved to another room type (and rate plan), optionally straight into one of its rooms. */
export const reservationRoomTypeChangedSchema = z.object({
  ...ofReservation,
  roomTypeClone: roomTypeCloneSchema,
  ratePlanClone: ratePlanCloneSchema.nullable(),
  roomClone: roomCloneSchema.nullable(),
  price: priceSchema,
  /** How the room was priced (absent on older events: by the rate plan). */
  calcType: z.enum(['ratePlan', 'keep', 'currency']).optional(),
  /** What it was before (absent on older events), for the history's before → after. */
  previous: z
    .object({
      roomTypeClone: roomTypeCloneSchema,
      roomAmount: z.number().int(),
      total: z.number().int(),
    })
    .optional(),
});
export type ReservationRoomTypeChanged = DomainEvent<
  'ReservationRoomTypeChanged',
  z.infer<typeof reservationRoomTypeChangedSchema>
>;

export const reservationDiscountSetSchema = z.object({
  ...ofReservation,
  discountType: z.enum(discountTypes),
  discount: z.number(),
  price: priceSchema,
});
export type ReservationDiscountSet = DomainEvent<
  'ReservationDiscountSet',
  z.infer<typeof reservationDiscountSetSchema>
>;

export const reservationNotesChangedSchema = z.object({
  ...ofReservation,
  notes: z.string().nullable(),
});
export type ReservationNotesChanged = DomainEvent<
  'ReservationNotesChanged',
  z.infer<typeof reservationNotesChangedSchema>
>;

/**
 * The fee of a canceled or no-show stay changed afterwards (`POST /api/reservation/cancellation`):
 * amount, paid or not, method; with the reason and who changed it. `before` → `after`.
 */
export const cancellationFeeChangedSchema = z.object({
  ...ofReservation,
  before: cancellationFeeSchema,
  after: cancellationFeeSchema,
  reason: z.string(),
  userClone: feeStaffSchema,
  at: z.string(),
  /** The property's working date when it changed. */
  workingDate: date,
});
export type CancellationFeeChanged = DomainEvent<
  'CancellationFeeChanged',
  z.infer<typeof cancellationFeeChangedSchema>
>;

export type ReservationEvent =
  | ReservationCreated
  | CancellationFeeChanged
  | ReservationStatusChanged
  | ReservationDatesChanged
  | ReservationRoomAssigned
  | ReservationRoomTypeChanged
  | ReservationDiscountSet
  | ReservationNotesChanged
  /** The folio's payments, on the reservation's stream (see `folio/events`). */
  | FolioEvent;

/** A group: the reservations booked together, under one number. */
export const groupOpenedSchema = z.object({
  ...property,
  groupId: z.string(),
  number: z.number().int(),
  sourceClone: sourceCloneSchema,
  partnerClone: partnerCloneSchema.nullable(),
  guestClone: guestCloneSchema,
  createdAt: z.string(),
});
export type GroupOpened = DomainEvent<'GroupOpened', z.infer<typeof groupOpenedSchema>>;

export const reservationsJoinedGroupSchema = z.object({
  ...property,
  groupId: z.string(),
  reservationIds: z.array(z.string()),
});
export type ReservationsJoinedGroup = DomainEvent<
  'ReservationsJoinedGroup',
  z.infer<typeof reservationsJoinedGroupSchema>
>;

export type GroupEvent = GroupOpened | ReservationsJoinedGroup;

/**
 * One live stay in the occupancy ledger. A stay that moved rooms mid-stay holds `roomId` only
 * from the end of its last earlier segment; `segments` are the rooms it held before (absent: none).
 */
export const heldStaySchema = z.object({
  reservationId: z.string(),
  roomTypeId: z.string(),
  roomId: z.string().nullable(),
  ...staySchema.shape,
  segments: z.array(z.object({ roomId: z.string(), from: date, to: date })).optional(),
  /**
   * The stay's partner (absent: none). A partner's night stay picks up the rooms the partner's
   * allotment of its room type holds (docs/allotments.md).
   */
  partnerId: z.string().optional(),
});
export type HeldStay = z.infer<typeof heldStaySchema>;

/** New reservations took their rooms (also carries the numbers they were given). */
export const staysHeldSchema = z.object({
  ...property,
  groupId: z.string(),
  /** The group's number when this booking opened the group; null when it joined one. */
  groupNumber: z.number().int().nullable(),
  stays: z.array(heldStaySchema.extend({ number: z.number().int() })),
});
export type StaysHeld = DomainEvent<'StaysHeld', z.infer<typeof staysHeldSchema>>;

/** A stay's span, room type or room changed, or a released stay was taken up again. */
export const stayChangedSchema = z.object({ ...property, stay: heldStaySchema });
export type StayChanged = DomainEvent<'StayChanged', z.infer<typeof stayChangedSchema>>;

/** A stay no longer holds anything (canceled or no-show). */
export const stayReleasedSchema = z.object({ ...property, reservationId: z.string() });
export type StayReleased = DomainEvent<'StayReleased', z.infer<typeof stayReleasedSchema>>;

export type OccupancyEvent = StaysHeld | StayChanged | StayReleased;

/**
 * The night audit closed `date` on the property's occupancy ledger (every audit appends one).
 * Stays that ended well before a closed date change only as corrections of the past, so the
 * ledger's cached fold keeps the recent past only and a decision that reaches further back is
 * taken on the whole stream (docs/platform.md, "The ledger keeps the recent past").
 */
export const occupancyDayClosedSchema = z.object({ ...property, date });
export type OccupancyDayClosed = DomainEvent<
  'OccupancyDayClosed',
  z.infer<typeof occupancyDayClosedSchema>
>;

export const reservationsEventSchemas = {
  ReservationCreated: reservationCreatedSchema,
  ReservationStatusChanged: reservationStatusChangedSchema,
  ReservationDatesChanged: reservationDatesChangedSchema,
  ReservationRoomAssigned: reservationRoomAssignedSchema,
  ReservationRoomTypeChanged: reservationRoomTypeChangedSchema,
  ReservationDiscountSet: reservationDiscountSetSchema,
  ReservationNotesChanged: reservationNotesChangedSchema,
  CancellationFeeChanged: cancellationFeeChangedSchema,
  GroupOpened: groupOpenedSchema,
  ReservationsJoinedGroup: reservationsJoinedGroupSchema,
  StaysHeld: staysHeldSchema,
  StayChanged: stayChangedSchema,
  StayReleased: stayReleasedSchema,
  OccupancyDayClosed: occupancyDayClosedSchema,
} as const;

export type ReservationsAreaEvent =
  ReservationEvent | GroupEvent | OccupancyEvent | OccupancyDayClosed;

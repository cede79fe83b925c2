import { z } from 'zod';
import {
  billTypes,
  extraBedSchema,
  paymentIncomeTypes,
  serviceItemSchema,
  stayGuestSchema,
} from '@hotel/events/folio/events';
import { chargeKinds, routingSchema, windowIds } from '@hotel/events/folio/routing';
import { cancellationFeeSchema, feeRuleSchema } from '@hotel/events/reservations/fees';
import {
  cancellationPolicyCloneSchema,
  discountTypes,
  guestCloneSchema,
  partnerCloneSchema,
  priceSchema,
  ratePlanCloneSchema,
  reservationStatuses,
  roomCloneSchema,
  roomSegmentSchema,
  roomTypeCloneSchema,
  sourceCloneSchema,
  staySchema,
  taxCloneSchema,
  userCloneSchema,
} from '@hotel/events/reservations/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/reservations, /reservations/{id} and /groups/{id} answer: a reservation's read
 * model (documents.ts) on the working date, with the moves the rules allow (view.ts). The UI's
 * types are generated from these (docs/adding-a-feature.md, "Generated types").
 */

const paymentMethod = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().optional(),
  color: z.string(),
});

/** A refund under its payment in the payments panel. */
export const refundResponse = apiSchema(
  'PaymentRefund',
  z.object({
    id: z.string(),
    postedDate: z.string(),
    amount: z.number(),
    paymentMethod,
    reason: z.string(),
    userName: z.string().nullable(),
    createdAt: z.string(),
  }),
);

/** A payment of the folio as the reservation's payments panel shows it. */
export const paymentResponse = apiSchema(
  'ReservationPayment',
  z.object({
    id: z.string(),
    postedDate: z.string(),
    incomeType: z.enum(paymentIncomeTypes),
    billType: z.enum(billTypes),
    currency: z.string(),
    rate: z.number().describe("The currency's rate to tugrik when posted"),
    amount: z.number().describe("In the payment's currency"),
    amountMnt: z.number(),
    pays: z.array(
      z.object({
        paymentMethod,
        amount: z.number(),
        tendered: z.number().optional().describe('Cash: the money handed over'),
        change: z.number().optional().describe('Cash: the change given back'),
      }),
    ),
    notes: z.string().nullable(),
    isPaid: z.boolean().describe('A receivable is unpaid until its payer pays'),
    paidAt: z.string().nullable(),
    isAudited: z.boolean().describe('The night audit has closed its posted date'),
    userName: z.string().nullable(),
    createdAt: z.string(),
    refunds: z.array(refundResponse).optional().describe('Oldest first (absent: none)'),
    windowId: z.enum(windowIds).optional().describe("The payer window it pays (absent: '1')"),
  }),
);

/** A payer window of the folio with its charges, payments and balance. */
export const folioWindowResponse = apiSchema(
  'FolioWindow',
  z.object({
    windowId: z.enum(windowIds),
    partnerClone: partnerCloneSchema.nullable().describe("Null: the stay's guest"),
    kinds: z.array(z.enum(chargeKinds)),
    charges: z.number(),
    paid: z.number(),
    balance: z.number(),
  }),
);

const fee = z.object({ amount: z.number(), rule: feeRuleSchema });

/** What the caller may do with the reservation now (a past state: nothing). */
export const reservationAllowedResponse = apiSchema(
  'ReservationAllowed',
  z.object({
    pay: z.boolean(),
    charge: z.boolean(),
    addExtraBed: z.boolean(),
    removeTax: z.boolean(),
    statuses: z.array(z.enum(reservationStatuses)).describe('The moves the rules allow now'),
    refusedStatuses: z
      .array(
        z.object({
          status: z.enum(reservationStatuses),
          rule: z.string().describe('A message key of the reservation rules'),
          params: z.record(z.string(), z.union([z.string(), z.number()])),
        }),
      )
      .describe("The detail's other moves, refused today, with the rule's reason"),
    changeDates: z.boolean(),
    changeCheckIn: z.boolean(),
    changeRoomType: z.boolean(),
    changeRoom: z.boolean(),
    clearRoom: z.boolean(),
    changeFee: z.boolean(),
  }),
);

/** One reservation (one room) as the list, the detail and the group page show it. */
export const reservationResponse = apiSchema(
  'Reservation',
  staySchema.extend({
    id: z.string(),
    resReqId: z.string().nullable().describe('The reservation request it was converted from'),
    number: z.number().int(),
    groupId: z.string(),
    groupNumber: z.number().int(),
    groupSize: z.number().int().describe('Rooms in the group'),
    isGroup: z.boolean(),
    status: z.enum(reservationStatuses),
    statusAt: z.string().describe('When the status last changed'),
    stayNights: z.number().int(),
    numberOfGuests: z.number().int(),
    numberOfChildren: z.number().int(),
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
    dayRates: priceSchema.shape.dayRates,
    price: priceSchema,
    amount: z.number(),
    items: z.array(serviceItemSchema),
    extraBeds: z.array(extraBedSchema),
    guestClones: z.array(stayGuestSchema).describe("Guests staying besides the booking's"),
    payments: z.array(paymentResponse).describe('Oldest first'),
    paid: z.number().describe('The payments in tugrik'),
    routing: routingSchema.nullable().optional().describe('Null or absent: the guest pays all'),
    roomSegments: z.array(roomSegmentSchema).optional().describe('Rooms slept in before a move'),
    discount: z.number(),
    discountType: z.enum(discountTypes),
    timePrice: z.number().nullable(),
    cancellation: cancellationFeeSchema.nullable(),
    notes: z.string().nullable(),
    isSendEmail: z.boolean(),
    createdAt: z.string(),
    balance: z.number(),
    windows: z.array(folioWindowResponse),
    unsettled: z.number().describe("What a check-out still needs settled: windows' balances"),
    guestName: z.string(),
    roomName: z.string().nullable(),
    allowed: reservationAllowedResponse,
    suggestedCancellationFee: z.number(),
    suggestedFees: z.object({ cancellation: fee, noShow: fee }),
  }),
);

/** GET /api/reservations: one page of the list, newest first. */
export const reservationListResponse = apiSchema(
  'ReservationList',
  z.object({
    data: z.array(reservationResponse),
    total: z.number().int(),
    workingDate: z.string(),
  }),
);

/** GET /api/reservations/{id}: the reservation, or as it stood at `asOf` (read only). */
export const reservationDetailResponse = apiSchema(
  'ReservationDetail',
  z.object({ reservation: reservationResponse, asOf: z.string().optional() }),
);

/** GET /api/groups/{id}: a group with its reservations (by number) and their sums. */
export const groupResponse = apiSchema(
  'ReservationGroupDetail',
  z.object({
    group: z.object({
      id: z.string(),
      number: z.number().int(),
      createdAt: z.string(),
      sourceClone: sourceCloneSchema,
      partnerClone: partnerCloneSchema.nullable(),
      guestClone: guestCloneSchema,
      reservations: z.array(reservationResponse),
      amount: z.number(),
      balance: z.number(),
    }),
  }),
);

/** GET /api/reservations/items: the services of the given stays, by category, name and price. */
export const reservationItemsResponse = apiSchema(
  'ReservationServiceTotals',
  z.object({
    data: z.array(
      z.object({
        categoryName: z.string(),
        categoryNameEn: z.string().optional(),
        name: z.string(),
        price: z.number().describe('Per unit (tugrik)'),
        totalQuantity: z.number(),
        amount: z.number().describe('price × totalQuantity (tugrik)'),
      }),
    ),
  }),
);

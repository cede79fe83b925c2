import { z } from 'zod';
import type { DomainEvent } from '../metadata';
import { priceSchema, taxCloneSchema } from '../reservations/events';
import { routingSchema, windowIds } from './routing';

/**
 * The folio of a reservation (operations spec §3 payment, income): the money taken against
 * its charges. Its events live on the reservation's own stream (`reservation-{id}`), so the
 * balance the rules check (check-out, the "nothing paid" locks) and the charges it is checked
 * against are one consistent fold.
 *
 * A payment is several pay lines (a payment method and an amount in the payment's currency),
 * one income type and one currency. Amounts in a foreign currency are converted to tugrik at
 * the currency's rate when posted; both are kept. Every payment is an income of the incomes
 * page; a receivable one is owed by someone (usually an organisation) and paid later.
 */

export const paymentIncomeTypes = ['paid', 'prepaid', 'receivable'] as const;
export type PaymentIncomeType = (typeof paymentIncomeTypes)[number];

/**
 * The kinds of income the incomes page lists: the income types of payment methods (settings)
 * and `refund`, money given back (a negative income on the day it was paid out).
 */
export const incomeKinds = ['paid', 'prepaid', 'receivable', 'cancellation', 'refund'] as const;
export type IncomeKind = (typeof incomeKinds)[number];

export const billTypes = ['individual', 'organization'] as const;
export type BillType = (typeof billTypes)[number];

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const paymentMethodCloneSchema = z.object({
  paymentMethodId: z.string(),
  name: z.string(),
  /** The English name, when the setting had one (shown in English; absent in older events). */
  nameEn: z.string().optional(),
  color: z.string(),
  /** The method was cash when paid with (absent in older events). */
  isCash: z.boolean().optional(),
});
export type PaymentMethodClone = z.infer<typeof paymentMethodCloneSchema>;

export const currencyCloneSchema = z.object({
  currencyId: z.string().nullable(),
  name: z.string(),
  /** The English name, when the setting had one (shown in English; absent in older events). */
  nameEn: z.string().optional(),
  /** ISO code, `MNT`, `USD`. */
  shortName: z.string(),
  /** Tugrik for one unit, when the payment was posted. */
  rate: z.number(),
});
export type CurrencyClone = z.infer<typeof currencyCloneSchema>;

/**
 * One pay line: `amount` in the payment's currency, `amountMnt` the tugrik it counts for. A cash
 * line may record what the guest handed over (`tendered`, in the payment's currency) and the
 * change given back (`tendered − amount`); both absent on non-cash lines and in older events.
 */
export const payLineSchema = z.object({
  paymentMethodClone: paymentMethodCloneSchema,
  amount: z.number(),
  amountMnt: z.number().int(),
  tendered: z.number().optional(),
  change: z.number().optional(),
});
export type PayLine = z.infer<typeof payLineSchema>;

const staffSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

export const paymentPostedSchema = z.object({
  propertyId: z.string(),
  reservationId: z.string(),
  paymentId: z.string(),
  incomeType: z.enum(paymentIncomeTypes),
  billType: z.enum(billTypes),
  currencyClone: currencyCloneSchema,
  pays: z.array(payLineSchema),
  /** The sum of the lines in the payment's currency, and in tugrik (what the folio counts). */
  amount: z.number(),
  amountMnt: z.number().int(),
  notes: z.string().nullable(),
  /** The property's working date when it was posted (the night audit audits that date). */
  postedDate: date,
  userClone: staffSchema,
  createdAt: z.string(),
  /** The payer window it pays (./routing.ts; absent in older events and for the guest's: `1`). */
  windowId: z.enum(windowIds).optional(),
  /**
   * The paid fee of a canceled or no-show stay, kept as this payment when the stay was
   * reinstated (the working date the fee was received): the money came in then, as the fee's
   * income; the reinstatement takes that income back and this payment books it again, so
   * nothing is counted twice and nothing is lost. Such a payment is refunded, never deleted.
   */
  fromFee: z.object({ paidDate: date }).optional(),
});
export type PaymentPosted = DomainEvent<'PaymentPosted', z.infer<typeof paymentPostedSchema>>;

export const paymentDeletedSchema = z.object({
  propertyId: z.string(),
  reservationId: z.string(),
  paymentId: z.string(),
  userClone: staffSchema,
  at: z.string(),
});
export type PaymentDeleted = DomainEvent<'PaymentDeleted', z.infer<typeof paymentDeletedSchema>>;

/** A receivable was paid by its payer (the incomes page's pay dialog). */
export const receivablePaidSchema = z.object({
  propertyId: z.string(),
  reservationId: z.string(),
  paymentId: z.string(),
  pays: z.array(payLineSchema),
  /** The date the money arrived (property time zone). */
  paidAt: date,
  workingDate: date,
  userClone: staffSchema,
  at: z.string(),
});
export type ReceivablePaid = DomainEvent<'ReceivablePaid', z.infer<typeof receivablePaidSchema>>;

/** An unpaid, unaudited income's notes and bill type corrected (the incomes page's edit dialog). */
export const incomeEditedSchema = z.object({
  propertyId: z.string(),
  reservationId: z.string(),
  paymentId: z.string(),
  billType: z.enum(billTypes),
  notes: z.string().nullable(),
  userClone: staffSchema,
  at: z.string(),
});
export type IncomeEdited = DomainEvent<'IncomeEdited', z.infer<typeof incomeEditedSchema>>;

/**
 * Money of a payment given back (a refund): never a deletion of what was received. `refundId`
 * is derived from the command's id; one line (the method it went out in and the tugrik), the
 * reason, who paid it out and when; `postedDate` is the working date it was paid out on (the
 * night audit audits that date, the incomes page lists it as a negative income that day).
 */
export const paymentRefundedSchema = z.object({
  propertyId: z.string(),
  reservationId: z.string(),
  /** The payment it gives money of back. */
  paymentId: z.string(),
  refundId: z.string(),
  pays: z.array(payLineSchema),
  /** Tugrik given back (positive; what the folio's `paid` falls by). */
  amountMnt: z.number().int(),
  reason: z.string(),
  postedDate: date,
  userClone: staffSchema,
  createdAt: z.string(),
});
export type PaymentRefunded = DomainEvent<'PaymentRefunded', z.infer<typeof paymentRefundedSchema>>;

/**
 * The stay's payer routing set or changed (./routing.ts): which partner pays which window and
 * which charges go where. `previous` is what it was (null: one window, the guest's).
 */
export const folioRoutingSetSchema = z.object({
  propertyId: z.string(),
  reservationId: z.string(),
  routing: routingSchema,
  previous: routingSchema.nullable(),
  userClone: staffSchema,
  at: z.string(),
});
export type FolioRoutingSet = DomainEvent<'FolioRoutingSet', z.infer<typeof folioRoutingSetSchema>>;

/**
 * A payment moved to another payer window of its stay (no money moves: it pays another window's
 * charges, e.g. after the room was routed to a company the guest's deposit pays the minibar).
 */
export const paymentWindowChangedSchema = z.object({
  propertyId: z.string(),
  reservationId: z.string(),
  paymentId: z.string(),
  from: z.enum(windowIds),
  to: z.enum(windowIds),
  userClone: staffSchema,
  at: z.string(),
});
export type PaymentWindowChanged = DomainEvent<
  'PaymentWindowChanged',
  z.infer<typeof paymentWindowChangedSchema>
>;

// ---------------------------------------------------------------------------------------------
// Charges: services, extra beds, taxes. Each event carries the reservation's new `price`, priced
// by the quote engine's arithmetic (`withCharges`), so the fold and the read models just take it.

/** The reservation's price as it stands after the change (same shape as the booking's). */
const repriced = { price: priceSchema };
const ofReservation = { propertyId: z.string(), reservationId: z.string() };

export const serviceItemSchema = z.object({
  itemId: z.string(),
  serviceCategoryClone: z.object({
    serviceCategoryId: z.string(),
    name: z.string(),
    /** The category's English name, when it had one (absent in older events). */
    nameEn: z.string().optional(),
  }),
  serviceClone: z.object({
    serviceId: z.string(),
    name: z.string(),
    /** The service's English name, when it had one (absent in older events). */
    nameEn: z.string().optional(),
  }),
  quantity: z.number().int(),
  /** Per unit, after the partner's discount when it was asked for. */
  price: z.number().int(),
  createdAt: z.string(),
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;

export const serviceItemAddedSchema = z.object({
  ...ofReservation,
  item: serviceItemSchema,
  ...repriced,
});
export type ServiceItemAdded = DomainEvent<
  'ServiceItemAdded',
  z.infer<typeof serviceItemAddedSchema>
>;

export const serviceItemRemovedSchema = z.object({
  ...ofReservation,
  itemId: z.string(),
  ...repriced,
});
export type ServiceItemRemoved = DomainEvent<
  'ServiceItemRemoved',
  z.infer<typeof serviceItemRemovedSchema>
>;

export const extraBedSchema = z.object({
  extraBedId: z.string(),
  /** The extra-bed policy as it was when the bed was added. */
  policyClone: z.object({
    policyId: z.string(),
    ageType: z.string(),
    priceType: z.enum(['free', 'mnt']),
    price: z.number().int(),
    minAge: z.number().int(),
    maxAge: z.number().int(),
  }),
  nights: z.number().int(),
  /** Per night, and for all its nights. */
  amount: z.number().int(),
  totalAmount: z.number().int(),
  createdAt: z.string(),
});
export type ExtraBed = z.infer<typeof extraBedSchema>;

export const extraBedAddedSchema = z.object({
  ...ofReservation,
  extraBed: extraBedSchema,
  ...repriced,
});
export type ExtraBedAdded = DomainEvent<'ExtraBedAdded', z.infer<typeof extraBedAddedSchema>>;

export const extraBedRemovedSchema = z.object({
  ...ofReservation,
  extraBedId: z.string(),
  ...repriced,
});
export type ExtraBedRemoved = DomainEvent<'ExtraBedRemoved', z.infer<typeof extraBedRemovedSchema>>;

export const reservationTaxAddedSchema = z.object({
  ...ofReservation,
  taxClone: taxCloneSchema,
  ...repriced,
});
export type ReservationTaxAdded = DomainEvent<
  'ReservationTaxAdded',
  z.infer<typeof reservationTaxAddedSchema>
>;

export const reservationTaxRemovedSchema = z.object({
  ...ofReservation,
  taxId: z.string(),
  ...repriced,
});
export type ReservationTaxRemoved = DomainEvent<
  'ReservationTaxRemoved',
  z.infer<typeof reservationTaxRemovedSchema>
>;

// ---------------------------------------------------------------------------------------------
// Guests staying in the room besides the booking's guest (who is the primary one).

export const stayGuestSchema = z.object({
  guestCloneId: z.string(),
  name: z.string(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  passportNumber: z.string().nullable(),
  nationality: z.string(),
});
export type StayGuest = z.infer<typeof stayGuestSchema>;

export const stayGuestSavedSchema = z.object({ ...ofReservation, guest: stayGuestSchema });
export type StayGuestSaved = DomainEvent<'StayGuestSaved', z.infer<typeof stayGuestSavedSchema>>;

export const stayGuestRemovedSchema = z.object({ ...ofReservation, guestCloneId: z.string() });
export type StayGuestRemoved = DomainEvent<
  'StayGuestRemoved',
  z.infer<typeof stayGuestRemovedSchema>
>;

export type ChargeEvent =
  | ServiceItemAdded
  | ServiceItemRemoved
  | ExtraBedAdded
  | ExtraBedRemoved
  | ReservationTaxAdded
  | ReservationTaxRemoved;

export type FolioEvent =
  | PaymentPosted
  | PaymentDeleted
  | ReceivablePaid
  | IncomeEdited
  | PaymentRefunded
  | FolioRoutingSet
  | PaymentWindowChanged
  | ChargeEvent
  | StayGuestSaved
  | StayGuestRemoved;

export const folioEventSchemas = {
  PaymentPosted: paymentPostedSchema,
  PaymentDeleted: paymentDeletedSchema,
  ReceivablePaid: receivablePaidSchema,
  IncomeEdited: incomeEditedSchema,
  PaymentRefunded: paymentRefundedSchema,
  FolioRoutingSet: folioRoutingSetSchema,
  PaymentWindowChanged: paymentWindowChangedSchema,
  ServiceItemAdded: serviceItemAddedSchema,
  ServiceItemRemoved: serviceItemRemovedSchema,
  ExtraBedAdded: extraBedAddedSchema,
  ExtraBedRemoved: extraBedRemovedSchema,
  ReservationTaxAdded: reservationTaxAddedSchema,
  ReservationTaxRemoved: reservationTaxRemovedSchema,
  StayGuestSaved: stayGuestSavedSchema,
  StayGuestRemoved: stayGuestRemovedSchema,
} as const;

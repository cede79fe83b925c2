import { z } from 'zod';
import type { DomainEvent } from '../metadata';

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

export const billTypes = ['individual', 'organization'] as const;
export type BillType = (typeof billTypes)[number];

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const paymentMethodCloneSchema = z.object({
  paymentMethodId: z.string(),
  name: z.string(),
  color: z.string(),
});
export type PaymentMethodClone = z.infer<typeof paymentMethodCloneSchema>;

export const currencyCloneSchema = z.object({
  currencyId: z.string().nullable(),
  name: z.string(),
  /** ISO code, `MNT`, `USD`. */
  shortName: z.string(),
  /** Tugrik for one unit, when the payment was posted. */
  rate: z.number(),
});
export type CurrencyClone = z.infer<typeof currencyCloneSchema>;

/** One pay line: `amount` in the payment's currency, `amountMnt` the tugrik it counts for. */
export const payLineSchema = z.object({
  paymentMethodClone: paymentMethodCloneSchema,
  amount: z.number(),
  amountMnt: z.number().int(),
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

export type FolioEvent = PaymentPosted | PaymentDeleted | ReceivablePaid;

export const folioEventSchemas = {
  PaymentPosted: paymentPostedSchema,
  PaymentDeleted: paymentDeletedSchema,
  ReceivablePaid: receivablePaidSchema,
} as const;

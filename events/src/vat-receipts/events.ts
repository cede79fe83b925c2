import { z } from 'zod';
import type { DomainEvent } from '../metadata';
import { vatBillTypes } from './commands';

/**
 * VAT receipts (settings spec §2 VAT print page, §3 VAT receipt): the e-receipt of a group's
 * paid stays, issued once and recorded with the number the e-receipt service gave it, so
 * printing it again prints the same receipt. Every figure is cloned into the event (the
 * products, taxes and payments as they stood), so later changes never rewrite an issued
 * receipt. All of a property's receipts live on its receipt book (`vatreceipts-{propertyId}`):
 * one stream, so numbers are given in order, never twice, and one group gets one receipt.
 */

export const vatReceiptProductSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  /** Per unit; `quantity × price = amount` (a stay whose nights do not divide it is 1 × amount). */
  price: z.number().int(),
  amount: z.number().int(),
});
export type VatReceiptProduct = z.infer<typeof vatReceiptProductSchema>;

export const vatReceiptTaxSchema = z.object({
  taxId: z.string(),
  name: z.string(),
  percentage: z.number(),
  /** Included in the price (VAT) or added on top of it. */
  inclusive: z.boolean(),
  amount: z.number().int(),
});
export type VatReceiptTax = z.infer<typeof vatReceiptTaxSchema>;

/** The receipt's figures, all from the folios (see figures.ts). */
export const vatReceiptFiguresSchema = z.object({
  products: z.array(vatReceiptProductSchema),
  /** The products' sum, before the discount and the taxes added on top. */
  amount: z.number().int(),
  /** Discounts given (a positive number). */
  discount: z.number().int(),
  /** The VAT in the total (the property's default tax), and every other tax. */
  vat: z.number().int(),
  otherTaxes: z.array(vatReceiptTaxSchema),
  /** What was sold: the folios' amounts (= amount − discount + taxes added on top). */
  total: z.number().int(),
  /** How it was paid: cash, and non-cash (card, transfer, receivable); they add up to total. */
  cash: z.number().int(),
  card: z.number().int(),
});
export type VatReceiptFigures = z.infer<typeof vatReceiptFiguresSchema>;

export const vatReceiptIssuedSchema = z.object({
  propertyId: z.string(),
  receiptId: z.string(),
  /** 1, 2, 3… per property (the book's own count). */
  sequence: z.number().int(),
  groupId: z.string(),
  groupNumber: z.number().int(),
  reservationIds: z.array(z.string()),
  billType: z.enum(vatBillTypes),
  /** An organisation's register number and name (the name when the registry says it). */
  customer: z.object({ registerNo: z.string(), name: z.string().nullable() }).nullable(),
  /** The seller as printed. */
  seller: z.object({ name: z.string(), companyName: z.string(), registerNo: z.string() }),
  /** The e-receipt service that numbered it (`local`: this system's own numbering). */
  provider: z.string(),
  /** The receipt's number (ДДТД), its lottery code (individuals) and the data of its QR code. */
  ddtd: z.string(),
  lottery: z.string().nullable(),
  qrData: z.string(),
  /** The property's working date when issued, and the instant. */
  date: z.string(),
  issuedAt: z.string(),
  ...vatReceiptFiguresSchema.shape,
  userClone: z.object({
    userId: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type VatReceiptIssued = DomainEvent<
  'VatReceiptIssued',
  z.infer<typeof vatReceiptIssuedSchema>
>;

/**
 * A VAT receipt voided by a numbered credit note (a return receipt, буцаалтын баримт): the
 * receipt is never changed or deleted, the credit note reverses it — the same products, VAT
 * and total, negated. Credit notes are numbered 1, 2, 3… per property in their own series on
 * the receipt book, and the e-receipt service gives each its own number. After a void the
 * group may be issued a new receipt.
 */
export const vatReceiptVoidedSchema = z.object({
  propertyId: z.string(),
  /** The receipt it reverses, and that receipt's number (ДДТД). */
  receiptId: z.string(),
  receiptDdtd: z.string(),
  groupId: z.string(),
  groupNumber: z.number().int(),
  creditNoteId: z.string(),
  /** 1, 2, 3… per property: the credit notes' own series. */
  sequence: z.number().int(),
  /** The credit note's number as the e-receipt service gave it, and its QR data. */
  provider: z.string(),
  ddtd: z.string(),
  qrData: z.string(),
  reason: z.string(),
  /** The property's working date when voided, and the instant. */
  date: z.string(),
  voidedAt: z.string(),
  /** The receipt's figures negated (products' quantities and amounts, VAT, taxes, total, cash, card). */
  ...vatReceiptFiguresSchema.shape,
  userClone: z.object({
    userId: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type VatReceiptVoided = DomainEvent<
  'VatReceiptVoided',
  z.infer<typeof vatReceiptVoidedSchema>
>;

export type VatReceiptEvent = VatReceiptIssued | VatReceiptVoided;

export const vatReceiptEventSchemas = {
  VatReceiptIssued: vatReceiptIssuedSchema,
  VatReceiptVoided: vatReceiptVoidedSchema,
} as const;

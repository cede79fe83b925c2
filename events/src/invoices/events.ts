import { z } from 'zod';
import { windowIds } from '../folio/routing';
import type { DomainEvent } from '../metadata';

/**
 * Invoices (operations spec §3 invoice, invoice creation payload): a bill for a group or one
 * of its reservations, addressed to a customer (usually an organisation), numbered per
 * property. Everything printed is cloned into the event — the hotel's details and bank
 * accounts, the stay's lines — so a later change of settings never rewrites an issued invoice.
 * All of a property's invoices live on its invoice book (`invoices-{propertyId}`): one
 * stream, so numbers are given in order and never twice.
 */

export const invoiceItemTypes = ['room', 'item', 'tax'] as const;
export type InvoiceItemType = (typeof invoiceItemTypes)[number];

export const invoiceItemSchema = z.object({
  /** What it is from: `room:{reservationId}`, `item:{reservationId}:{itemId}`, `bed:…`, `tax:{taxId}`. */
  key: z.string(),
  itemType: z.enum(invoiceItemTypes),
  date: z.string().nullable(),
  name: z.string(),
  /** In English, when what it bills has an English name (room type, tax; absent in older events). */
  nameEn: z.string().optional(),
  quantity: z.number(),
  price: z.number().int(),
  amount: z.number().int(),
  /** Taxes only. */
  percentage: z.number().nullable(),
  inclusive: z.boolean().nullable(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceCustomerSchema = z.object({
  customerName: z.string(),
  registerNo: z.string().nullable(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  contractNo: z.string().nullable(),
  tourCode: z.string().nullable(),
  voucherCode: z.string().nullable(),
});
export type InvoiceCustomer = z.infer<typeof invoiceCustomerSchema>;

export const invoiceHotelSchema = z.object({
  name: z.string(),
  /** The hotel's English name when it had one at issue (absent on older invoices). */
  nameEn: z.string().optional(),
  registerNo: z.string().nullable(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
});

export const invoiceBankSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  number: z.string(),
  currency: z.string(),
});

export const invoiceCreatedSchema = z.object({
  propertyId: z.string(),
  invoiceId: z.string(),
  /** 1, 2, 3… per property. */
  number: z.number().int(),
  groupId: z.string(),
  groupNumber: z.number().int(),
  /** The one reservation it bills, or null for the whole group. */
  reservationId: z.string().nullable(),
  reservationNumber: z.number().int().nullable(),
  customer: invoiceCustomerSchema,
  invoiceDate: z.string(),
  /** The date it is to be paid by. */
  paymentPeriod: z.string(),
  guestName: z.string(),
  guestSurname: z.string().nullable(),
  /** Where it is to be sent (the send dialog starts with it). */
  email: z.string().nullable(),
  hotel: invoiceHotelSchema,
  banks: z.array(invoiceBankSchema),
  items: z.array(invoiceItemSchema),
  /** The items without the taxes added on top; and with them (what is to be paid). */
  totalAmount: z.number().int(),
  fullTotalAmount: z.number().int(),
  createdAt: z.string(),
  userClone: z.object({
    userId: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /**
   * The payer window it bills (docs/folio.md "Payer routing": only the charges routed there;
   * absent in older events and for an invoice of everything).
   */
  windowId: z.enum(windowIds).optional(),
});
export type InvoiceCreated = DomainEvent<'InvoiceCreated', z.infer<typeof invoiceCreatedSchema>>;

export const invoiceSentSchema = z.object({
  propertyId: z.string(),
  invoiceId: z.string(),
  email: z.string(),
  at: z.string(),
});
export type InvoiceSent = DomainEvent<'InvoiceSent', z.infer<typeof invoiceSentSchema>>;

/**
 * An invoice credited, in full or by some of its lines, by a credit note with its own number
 * (1, 2, 3… per property, a series of its own on the invoice book). The invoice is never
 * changed: the credit note lists what it takes back — each line's key with its quantity and
 * amount negated, and the taxes on what is credited — so what remains of each line is the
 * invoice's amount plus its credit notes'.
 */
export const invoiceCreditedSchema = z.object({
  propertyId: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.number().int(),
  creditNoteId: z.string(),
  /** 1, 2, 3… per property: the credit notes' own series. */
  number: z.number().int(),
  reason: z.string(),
  /** The property's working date when credited. */
  date: z.string(),
  /** The credited lines, negated (quantity and amount below zero, the line's own price). */
  items: z.array(invoiceItemSchema),
  /** Negated like the items: without the taxes added on top, and with them. */
  totalAmount: z.number().int(),
  fullTotalAmount: z.number().int(),
  createdAt: z.string(),
  userClone: z.object({
    userId: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type InvoiceCredited = DomainEvent<'InvoiceCredited', z.infer<typeof invoiceCreditedSchema>>;

export type InvoiceEvent = InvoiceCreated | InvoiceSent | InvoiceCredited;

export const invoiceEventSchemas = {
  InvoiceCreated: invoiceCreatedSchema,
  InvoiceSent: invoiceSentSchema,
  InvoiceCredited: invoiceCreditedSchema,
} as const;

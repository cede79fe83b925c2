import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { reservationResponse } from '../reservations/responses';

/**
 * What GET /api/documents/… answer: the printouts' data (the shapes of
 * events/src/documents/data.ts, which the printouts and the e-mailed documents read). The UI's
 * types are generated from these (docs/adding-a-feature.md, "Generated types").
 */

const bankAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  number: z.string(),
  currency: z.string(),
});

/** What every document prints of the hotel. Rules and banks only where the hotel shows them. */
export const letterheadResponse = apiSchema(
  'Letterhead',
  z.object({
    name: z.string(),
    companyName: z.string(),
    registerNo: z.string(),
    logo: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    reservationPhone: z.string().nullable(),
    email: z.string().nullable(),
    reservationEmail: z.string().nullable(),
    website: z.string().nullable(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    rules: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
    banks: z.array(bankAccount),
    emailHeader: z.string().nullable(),
    emailBody: z.string().nullable(),
    emailFooter: z.string().nullable(),
    emailContact: z.string().nullable(),
  }),
);

/** What an invoice printout prints: an invoice as issued (`invoice`) or the stays' folio. */
export const invoicePrintResponse = apiSchema(
  'InvoicePrint',
  z.object({
    source: z.enum(['invoice', 'folio']),
    number: z.number().int().nullable(),
    invoiceDate: z.string().nullable(),
    paymentPeriod: z.string().nullable(),
    customer: z.object({
      customerName: z.string(),
      registerNo: z.string().nullable(),
      address: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      email: z.string().nullable(),
      contractNo: z.string().nullable(),
      tourCode: z.string().nullable(),
      voucherCode: z.string().nullable(),
    }),
    lines: z.array(
      z.object({
        key: z.string(),
        kind: z.enum(['room', 'item']),
        checkIn: z.string().nullable(),
        checkOut: z.string().nullable(),
        name: z.string(),
        quantity: z.number(),
        price: z.number(),
        amount: z.number(),
      }),
    ),
    taxes: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        percentage: z.number(),
        inclusive: z.boolean(),
        amount: z.number(),
      }),
    ),
    totalAmount: z.number().describe("The lines' sum"),
    fullTotalAmount: z.number().describe('With the taxes added on top'),
    paid: z.number().describe('Received on the stays it bills'),
    toPay: z.number().describe('The total less what was received, never below 0'),
    banks: z.array(bankAccount),
  }),
);

/** A document's data: the letterhead, the stays as the detail reads them, their sums. */
export const documentDataResponse = apiSchema(
  'DocumentData',
  z.object({
    hotel: letterheadResponse,
    group: z
      .object({ id: z.string(), number: z.number().int(), createdAt: z.string() })
      .nullable()
      .describe("Null: one reservation's document"),
    reservations: z.array(reservationResponse),
    totals: z.object({ amount: z.number(), paid: z.number(), balance: z.number() }),
    workingDate: z.string(),
    timeZone: z.string(),
    invoice: invoicePrintResponse.optional().describe('The invoice documents only'),
  }),
);

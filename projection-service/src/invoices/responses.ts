import { z } from 'zod';
import { windowIds } from '@hotel/events/folio/routing';
import {
  invoiceCreatedSchema,
  invoiceCreditedSchema,
  invoiceItemSchema,
} from '@hotel/events/invoices/events';
import { reservationStatuses } from '@hotel/events/reservations/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/invoices, /invoices/{id}, /invoices/draft and /invoices/stays answer (the UI's types are generated from these:
 * docs/adding-a-feature.md, "Generated types").
 */

/** A credit note of an invoice as its page lists and prints it (amounts negated, as issued). */
export const invoiceCreditNoteResponse = apiSchema(
  'InvoiceCreditNote',
  invoiceCreditedSchema
    .omit({ propertyId: true, invoiceId: true, invoiceNumber: true, creditNoteId: true })
    .extend({ id: z.string() }),
);

/** One invoice as the list and the printable detail read it. */
export const invoiceResponse = apiSchema(
  'Invoice',
  invoiceCreatedSchema.omit({ propertyId: true, invoiceId: true }).extend({
    id: z.string(),
    isSent: z.boolean(),
    sentTo: z.string().nullable().describe('The address it was last sent to'),
    sentAt: z.string().nullable(),
    creditNotes: z.array(invoiceCreditNoteResponse).describe('Oldest first'),
    lineCredits: z
      .array(z.object({ key: z.string(), quantity: z.number(), amount: z.number() }))
      .describe('What the credit notes took of each line (positive)'),
    creditedAmount: z.number(),
    remainingAmount: z.number().describe('What remains of fullTotalAmount'),
    creditStatus: z.enum(['none', 'partly', 'credited']),
  }),
);

/** GET /api/invoices: one page of invoices. */
export const invoiceListResponse = apiSchema(
  'InvoiceList',
  z.object({ data: z.array(invoiceResponse), total: z.number().int() }),
);

/**
 * GET /api/invoices/draft: what an invoice for a group (or one of its reservations, or one payer
 * window) may bill, with the customer the form starts from.
 */
export const invoiceDraftResponse = apiSchema(
  'InvoiceDraft',
  z.object({
    groupId: z.string(),
    groupNumber: z.number().int(),
    resId: z.string().nullable().describe('Null: the whole group'),
    reservationNumbers: z.array(z.number().int()),
    guestName: z.string(),
    guestSurname: z.string().nullable(),
    email: z.string().nullable(),
    partnerName: z.string().nullable().describe("The window's payer, else the stay's partner"),
    windowId: z.enum(windowIds).optional().describe('Only for a payer window'),
    candidates: z.array(invoiceItemSchema).describe('Rooms first, then services, then taxes'),
  }),
);

/** GET /api/invoices/stays: the stays an invoice may be made for (the newest 20 or a search). */
export const invoiceStaysResponse = apiSchema(
  'InvoiceStays',
  z.object({
    data: z.array(
      z.object({
        reservationId: z.string(),
        number: z.number().int(),
        groupId: z.string(),
        groupNumber: z.number().int(),
        groupSize: z.number().int(),
        guestName: z.string(),
        roomName: z.string().nullable(),
        checkIn: z.string(),
        checkOut: z.string(),
        status: z.enum(reservationStatuses),
      }),
    ),
  }),
);

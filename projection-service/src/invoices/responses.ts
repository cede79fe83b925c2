import { z } from 'zod';
import { invoiceCreatedSchema, invoiceCreditedSchema } from '@hotel/events/invoices/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/invoices and /invoices/{id} answer (the UI's types are generated from these:
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

import { z } from 'zod';
import { vatReceiptIssuedSchema, vatReceiptVoidedSchema } from '@hotel/events/vat-receipts/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { letterheadResponse } from '../documents/responses';

/**
 * What GET /api/vat-receipts/groups/{id} and /vat-receipts/{id} answer (the UI's types are
 * generated from these: docs/adding-a-feature.md, "Generated types").
 */

/** An issued VAT receipt, with the credit note that voided it (null while it stands). */
export const vatReceiptResponse = apiSchema(
  'VatReceipt',
  vatReceiptIssuedSchema.omit({ propertyId: true, receiptId: true }).extend({
    id: z.string(),
    creditNote: vatReceiptVoidedSchema
      .omit({ propertyId: true, receiptId: true, groupId: true, groupNumber: true })
      .nullable(),
  }),
);

/** GET /api/vat-receipts/groups/{id}: the VAT print page's data. */
export const groupVatReceiptsResponse = apiSchema(
  'GroupVatReceipts',
  z.object({
    group: z.object({ id: z.string(), number: z.number().int(), createdAt: z.string() }),
    hotel: letterheadResponse,
    receipt: vatReceiptResponse.nullable().describe('The live receipt (null: none issued)'),
    voided: z.array(vatReceiptResponse).describe('Voided receipts with their credit notes'),
    workingDate: z.string(),
    timeZone: z.string(),
  }),
);

/** GET /api/vat-receipts/{id}: one receipt with its credit note and the letterhead. */
export const vatReceiptDocumentResponse = apiSchema(
  'VatReceiptDocument',
  z.object({ hotel: letterheadResponse, receipt: vatReceiptResponse }),
);

import { z } from 'zod';
import { windowIds } from '../folio/routing';
import {
  isoDate,
  optionalEmail,
  optionalText,
  requiredText,
  uuid,
  whenFieldsValid,
} from '../fields';

/** POST /api/invoices — an invoice for a group (or one of its reservations). */
export const createInvoiceSchema = z
  .object({
    groupId: uuid(),
    resId: z
      .union([uuid(), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
    email: optionalEmail(),
    customer: z.object(
      {
        customerName: requiredText(200),
        registerNo: optionalText(20),
        address: optionalText(300),
        phoneNumber: optionalText(40),
        contractNo: optionalText(60),
        tourCode: optionalText(60),
        voucherCode: optionalText(60),
        invoiceDate: isoDate(),
        paymentPeriod: isoDate(),
      },
      { error: 'validation.required' },
    ),
    /** Keys of the lines to bill besides the rooms (services, extra beds, taxes). */
    items: z
      .array(z.string().max(200), { error: 'validation.invalid' })
      .max(500)
      .optional()
      .default([]),
    /**
     * The payer window it bills (docs/folio.md "Payer routing"): its lines are the charges
     * routed there (`items` is not read); GET /api/invoices/draft?window= offers the window's
     * partner as its customer.
     * None: the stays' charges as picked, as before routing.
     */
    windowId: z
      .enum(windowIds, { error: 'validation.invalid' })
      .optional()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.customer.paymentPeriod < v.customer.invoiceDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['customer', 'paymentPeriod'],
        message: 'validation.endBeforeStart',
      });
    }
  }, whenFieldsValid);
export type CreateInvoice = z.infer<typeof createInvoiceSchema>;

/** POST /api/invoices/{id}/send — e-mails the invoice (in `language`) and marks it sent. */
export const sendInvoiceSchema = z.object({
  id: uuid(),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .email({ error: 'validation.email' })
    .max(200, { error: 'validation.tooLong' }),
  /** The mail's and its PDF's language (the caller's X-Language when absent). */
  language: z.enum(['mn', 'en'], { error: 'validation.invalid' }).optional(),
});
export type SendInvoice = z.infer<typeof sendInvoiceSchema>;

/**
 * One line of an invoice to credit: its key, and either how many of its units (whole) or an
 * amount (integer tugrik) — not both.
 */
export const creditLineSchema = z
  .object(
    {
      key: requiredText(200),
      quantity: z
        .number({ error: 'validation.number' })
        .int({ error: 'validation.integer' })
        .min(1, { error: 'validation.min' })
        .max(100_000, { error: 'validation.max' })
        .optional(),
      amount: z
        .number({ error: 'validation.number' })
        .int({ error: 'validation.integer' })
        .min(1, { error: 'validation.min' })
        .max(1_000_000_000, { error: 'validation.max' })
        .optional(),
    },
    { error: 'validation.invalid' },
  )
  .superRefine((v, ctx) => {
    if (v.quantity === undefined && v.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'validation.required' });
    } else if (v.quantity !== undefined && v.amount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.invalid' });
    }
  }, whenFieldsValid);
export type CreditLine = z.infer<typeof creditLineSchema>;

/**
 * POST /api/invoices/{id}/credit — a credit note for an invoice: in full (no lines: whatever
 * remains of every line) or by some of its lines; the reason is required.
 */
export const creditInvoiceSchema = z
  .object({
    id: uuid(),
    lines: z
      .array(creditLineSchema, { error: 'validation.invalid' })
      .min(1, { error: 'validation.required' })
      .max(500)
      .optional(),
    reason: requiredText(500),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.lines?.forEach((line, index) => {
      if (seen.has(line.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'key'],
          message: 'invoice.creditLineTwice',
        });
      }
      seen.add(line.key);
    });
  }, whenFieldsValid);
export type CreditInvoice = z.infer<typeof creditInvoiceSchema>;

import { z } from 'zod';
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

/** POST /api/invoices/{id}/send — e-mails the invoice and marks it sent. */
export const sendInvoiceSchema = z.object({
  id: uuid(),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .email({ error: 'validation.email' })
    .max(200, { error: 'validation.tooLong' }),
});
export type SendInvoice = z.infer<typeof sendInvoiceSchema>;

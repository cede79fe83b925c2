import { z } from 'zod';
import { requiredText, uuid, whenFieldsValid } from '../fields';
import { REGISTER_NO } from '../property/commands';

/** Who a VAT receipt is made out to (settings spec §2 VAT print page: 1 individual, 2 organisation). */
export const vatBillTypes = ['individual', 'organization'] as const;
export type VatBillType = (typeof vatBillTypes)[number];

/**
 * POST /api/vat-receipts — issue the VAT receipt (e-receipt) of a group's paid stays. An
 * organisation's receipt names its 7-digit register number; an individual's none.
 */
export const issueVatReceiptSchema = z
  .object({
    groupId: uuid(),
    billType: z.enum(vatBillTypes, { error: 'validation.invalid' }),
    registerNo: z
      .union([z.string().trim(), z.null()], { error: 'validation.registerNo' })
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.billType !== 'organization') return;
    if (!v.registerNo) {
      ctx.addIssue({ code: 'custom', path: ['registerNo'], message: 'validation.required' });
    } else if (!REGISTER_NO.test(v.registerNo)) {
      ctx.addIssue({ code: 'custom', path: ['registerNo'], message: 'validation.registerNo' });
    }
  }, whenFieldsValid)
  .transform((v) => ({ ...v, registerNo: v.billType === 'organization' ? v.registerNo : null }));
export type IssueVatReceipt = z.infer<typeof issueVatReceiptSchema>;

/**
 * POST /api/vat-receipts/{id}/void — void an issued receipt by a numbered credit note; the
 * reason is required (it prints on the credit note and stays in the books).
 */
export const voidVatReceiptSchema = z.object({
  id: uuid(),
  reason: requiredText(500),
});
export type VoidVatReceipt = z.infer<typeof voidVatReceiptSchema>;

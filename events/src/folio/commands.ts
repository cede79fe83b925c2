import { z } from 'zod';
import { isoDate, money, optionalRef, optionalText, uuid, whenFieldsValid } from '../fields';
import { billTypes, paymentIncomeTypes } from './events';

/** Pay lines one payment may have. */
export const MAX_PAY_LINES = 10;
/** The largest amount one line may carry (a billion of any currency). */
const MAX_LINE_AMOUNT = 1_000_000_000;

/** One line of the pay dialog: a payment method and a whole, positive amount. */
const payLine = z.object({
  paymentMethod: z.object({ id: uuid() }, { error: 'validation.required' }),
  amount: money(MAX_LINE_AMOUNT).pipe(z.number().min(1, { error: 'validation.positive' })),
});

const payLines = z
  .array(payLine, { error: 'validation.invalid' })
  .min(1, { error: 'folio.payLineNeeded' })
  .max(MAX_PAY_LINES, { error: 'folio.tooManyLines' });

/** POST /api/payments — the reservation's pay dialog. */
export const postPaymentSchema = z
  .object({
    /** The reservation. */
    id: uuid(),
    incomeType: z
      .enum(paymentIncomeTypes, { error: 'validation.invalid' })
      .optional()
      .default('paid'),
    billType: z.enum(billTypes, { error: 'validation.invalid' }).optional().default('individual'),
    /** The currency paid in; none: the property's default currency (tugrik). */
    currency: optionalRef(),
    pays: payLines,
    notes: optionalText(1000),
  })
  .superRefine((v, ctx) => {
    if (v.incomeType === 'receivable' && v.pays.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['pays'], message: 'folio.receivableOneLine' });
    }
  }, whenFieldsValid);
export type PostPayment = z.infer<typeof postPaymentSchema>;

/** POST /api/payments/delete — a payment taken by mistake. */
export const deletePaymentSchema = z.object({ id: uuid(), reservationId: uuid() });
export type DeletePayment = z.infer<typeof deletePaymentSchema>;

/** POST /api/incomes/pay — a receivable paid by whoever owed it. */
export const payReceivableSchema = z.object({
  /** The income (= the receivable payment's id). */
  id: uuid(),
  reservationId: uuid(),
  pays: payLines,
  paidAt: isoDate(),
});
export type PayReceivable = z.infer<typeof payReceivableSchema>;

import { z } from 'zod';
import {
  isoDate,
  money,
  optionalEmail,
  optionalPhone,
  optionalRef,
  optionalText,
  requiredText,
  uuid,
  wholeNumber,
  whenFieldsValid,
} from '../fields';
import { billTypes, paymentIncomeTypes } from './events';
import { chargeKinds, windowIds } from './routing';
import { DEFAULT_NATIONALITY } from '../reservations/commands';

/** Pay lines one payment may have. */
export const MAX_PAY_LINES = 10;
/** The largest amount one line may carry (a billion of any currency). */
const MAX_LINE_AMOUNT = 1_000_000_000;

/** A whole, positive amount of money (a pay line's, a refund's). */
const positiveMoney = () =>
  money(MAX_LINE_AMOUNT).pipe(z.number().min(1, { error: 'validation.positive' }));

/**
 * One line of the pay dialog: a payment method and a whole, positive amount; on a cash line,
 * optionally what the guest handed over (`tendered`, never below the amount: the change is
 * `tendered − amount`). The decider refuses `tendered` on a method that is not cash.
 */
const payLine = z
  .object({
    paymentMethod: z.object({ id: uuid() }, { error: 'validation.required' }),
    amount: positiveMoney(),
    tendered: z
      .preprocess((v) => (v === '' || v === null ? undefined : v), positiveMoney().optional())
      .optional(),
  })
  .superRefine((line, ctx) => {
    if (line.tendered !== undefined && line.tendered < line.amount) {
      ctx.addIssue({ code: 'custom', path: ['tendered'], message: 'folio.tenderedBelowAmount' });
    }
  }, whenFieldsValid);

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
    /** The payer window it pays (./routing.ts); none: the guest's, `1`. */
    windowId: z.enum(windowIds, { error: 'validation.invalid' }).optional().default('1'),
  })
  .superRefine((v, ctx) => {
    if (v.incomeType === 'receivable' && v.pays.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['pays'], message: 'folio.receivableOneLine' });
    }
  }, whenFieldsValid);
export type PostPayment = z.infer<typeof postPaymentSchema>;

/**
 * POST /api/payments/refund — money of a payment given back (all of what is left of it, or
 * part): in the payment's own method unless another is named, with a reason.
 */
export const refundPaymentSchema = z.object({
  reservationId: uuid(),
  paymentId: uuid(),
  amount: positiveMoney(),
  /** None: the method the payment was taken in. */
  paymentMethod: optionalRef(),
  reason: requiredText(500),
});
export type RefundPayment = z.infer<typeof refundPaymentSchema>;

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

/** POST /api/incomes/edit — an unpaid income's bill type and notes. */
export const editIncomeSchema = z.object({
  /** The income (= the payment's id). */
  id: uuid(),
  reservationId: uuid(),
  billType: z.enum(billTypes, { error: 'validation.invalid' }),
  notes: optionalText(1000),
});
export type EditIncome = z.infer<typeof editIncomeSchema>;

/** The longest a quantity of one service item may be. */
export const MAX_ITEM_QUANTITY = 1000;

const ref = () => z.object({ id: uuid() }, { error: 'validation.required' });

/** POST /api/items — a service charged to the stay (minibar, laundry, transfer…). */
export const addServiceItemSchema = z.object({
  /** The reservation. */
  id: uuid(),
  serviceCategory: ref(),
  service: ref(),
  quantity: wholeNumber(1, MAX_ITEM_QUANTITY),
  /** Per unit; empty: the service's own price. */
  price: z
    .preprocess((v) => (v === '' || v === undefined ? null : v), z.union([z.null(), money()]))
    .transform((v) => v as number | null),
  /** Take the partner's discount off the price (rounded up). */
  isDiscount: z.boolean({ error: 'validation.invalid' }).optional().default(false),
});
export type AddServiceItem = z.infer<typeof addServiceItemSchema>;

/** POST /api/extra/beds — an extra bed for some of the stay's nights. */
export const addExtraBedSchema = z.object({
  id: uuid(),
  policy: ref(),
  nights: wholeNumber(1, 365),
});
export type AddExtraBed = z.infer<typeof addExtraBedSchema>;

/** POST /api/tax/clones — one of the property's taxes added to the stay. */
export const addReservationTaxSchema = z.object({ id: uuid(), tax: ref() });
export type AddReservationTax = z.infer<typeof addReservationTaxSchema>;

/** POST /api/items/delete, /api/extra/beds/delete, /api/tax/clones/delete, /api/guest/clones/delete. */
export const removeFromReservationSchema = z.object({
  id: uuid(),
  reservationId: uuid(),
});
export type RemoveFromReservation = z.infer<typeof removeFromReservationSchema>;

/** POST /api/guest/clones — a guest staying in the room (new, or `guestCloneId` to edit). */
export const saveStayGuestSchema = z.object({
  /** The reservation. */
  id: uuid(),
  guestCloneId: z
    .union([uuid(), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  name: requiredText(100),
  surname: optionalText(100),
  email: optionalEmail(),
  phoneNumber: optionalPhone(),
  passportNumber: optionalText(40),
  nationality: optionalText(60).transform((v) => v ?? DEFAULT_NATIONALITY),
});
export type SaveStayGuest = z.infer<typeof saveStayGuestSchema>;

/** The most stays one routing command routes (a group's rooms; a group holds up to 200). */
export const MAX_ROUTED_RESERVATIONS = 200;

const windowRef = () => z.enum(windowIds, { error: 'validation.invalid' });

/**
 * POST /api/folio/routing — who pays which charges of these stays (one stay, or every room of
 * a group to one master payer): the partner of each window 2…4, and the window each kind of
 * charge goes to. The decider checks that the routes point at window 1 or a listed window and
 * that the partners are the property's own.
 */
export const setRoutingSchema = z
  .object({
    reservationIds: z
      .array(uuid(), { error: 'validation.invalid' })
      .min(1, { error: 'validation.required' })
      .max(MAX_ROUTED_RESERVATIONS, { error: 'validation.max' }),
    windows: z
      .array(
        z.object(
          {
            windowId: z.enum(['2', '3', '4'], { error: 'validation.invalid' }),
            partnerId: uuid(),
          },
          { error: 'validation.invalid' },
        ),
        { error: 'validation.invalid' },
      )
      .max(3, { error: 'validation.max' }),
    routes: z.object(
      Object.fromEntries(chargeKinds.map((kind) => [kind, windowRef()])) as Record<
        (typeof chargeKinds)[number],
        ReturnType<typeof windowRef>
      >,
      { error: 'validation.required' },
    ),
  })
  .superRefine((v, ctx) => {
    const ids = new Set<string>();
    v.reservationIds.forEach((id, index) => {
      if (ids.has(id)) {
        ctx.addIssue({ code: 'custom', path: ['reservationIds', index], message: 'folio.twice' });
      }
      ids.add(id);
    });
    const windows = new Set<string>();
    const partners = new Set<string>();
    v.windows.forEach((w, index) => {
      if (windows.has(w.windowId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['windows', index, 'windowId'],
          message: 'folio.twice',
        });
      }
      if (partners.has(w.partnerId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['windows', index, 'partnerId'],
          message: 'folio.partnerTwice',
        });
      }
      windows.add(w.windowId);
      partners.add(w.partnerId);
    });
  }, whenFieldsValid);
export type SetRouting = z.infer<typeof setRoutingSchema>;

/** POST /api/payments/window — a payment moved to another payer window of its stay. */
export const movePaymentWindowSchema = z.object({
  reservationId: uuid(),
  paymentId: uuid(),
  windowId: windowRef(),
});
export type MovePaymentWindow = z.infer<typeof movePaymentWindowSchema>;

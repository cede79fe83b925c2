import { chargeKinds } from '../folio/routing';
import { z } from 'zod';
import { addDays, isIsoDate, TIME_OF_DAY_PATTERN } from '../dates';
import {
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
import { discountTypes, reservationStatuses, stayTypes } from './events';

/** The longest stay one booking may cover. */
export const MAX_STAY_NIGHTS = 365;
/** Rooms one booking may take at once. */
export const MAX_ROOMS_PER_BOOKING = 100;

/** Default times (operations spec §4): check-in 14:00, check-out 12:00, day-use exit 18:00. */
export const DEFAULT_CHECK_IN_TIME = '14:00';
export const DEFAULT_CHECK_OUT_TIME = '12:00';
export const DAY_EXIT_TIME = '18:00';
/**
 * A guest's nationality when none is sent: Mongolia, as an ISO 3166-1 alpha-2 code like every
 * nationality the forms store (documents and lists show it in the reader's language; older
 * events may hold the country's Mongolian name, which reads the same).
 */
export const DEFAULT_NATIONALITY = 'MN';

const isoDate = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .refine(isIsoDate, { error: 'validation.date', abort: true });

const optionalTime = () =>
  z
    .union([
      z.literal(''),
      z.null(),
      z.string().trim().regex(TIME_OF_DAY_PATTERN, { error: 'validation.time' }),
    ])
    .optional()
    .transform((v) => (v ? v : null));

/** An optional id: empty, null or missing become `null`. */
const optionalId = () =>
  z
    .union([uuid(), z.literal(''), z.null()], { error: 'validation.invalid' })
    .optional()
    .transform((v) => v || null);

const optionalMoney = () =>
  z
    .preprocess((v) => (v === '' || v === undefined ? null : v), z.union([z.null(), money()]))
    .transform((v) => v as number | null);

/** Dates and times of a stay as forms send them; day and time stays end on the arrival date. */
const stayFields = {
  stayType: z.enum(stayTypes, { error: 'validation.invalid' }).optional().default('night'),
  checkIn: isoDate(),
  checkOut: isoDate().optional(),
  arrivalTime: optionalTime(),
  exitTime: optionalTime(),
  /** Hours of a time stay. */
  resTime: z
    .preprocess(
      (v) => (v === '' || v === undefined || v === null ? null : v),
      z.union([z.null(), wholeNumber(1, 24)]),
    )
    .transform((v) => v as number | null),
  /** The hourly price staff typed (time stays). */
  timePrice: optionalMoney(),
};

type StayInput = {
  stayType: (typeof stayTypes)[number];
  checkIn: string;
  checkOut?: string | undefined;
  resTime: number | null;
};

const checkStay = (v: StayInput, ctx: z.RefinementCtx) => {
  if (v.stayType === 'night') {
    if (!v.checkOut) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'validation.required' });
    } else if (v.checkOut <= v.checkIn) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: 'validation.checkOutAfterCheckIn',
      });
    } else if (addDays(v.checkIn, MAX_STAY_NIGHTS) < v.checkOut) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'validation.stayTooLong' });
    }
  }
  if (v.stayType === 'time' && v.resTime === null) {
    ctx.addIssue({ code: 'custom', path: ['resTime'], message: 'validation.required' });
  }
};

/** Day and time stays leave on the day they arrive. */
const departure = (v: StayInput): string =>
  v.stayType === 'night' ? (v.checkOut as string) : v.checkIn;

const childAges = () =>
  z
    .array(wholeNumber(0, 17), { error: 'validation.invalid' })
    .max(10, { error: 'validation.max' })
    .optional()
    .default([]);

/** One line of the new-reservation form's room step: rooms of one room type. */
const roomTypeLine = z.object({
  roomTypeId: uuid(),
  ratePlanId: z
    .union([uuid(), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  /** Adults per room. */
  numberOfGuests: wholeNumber(1, 30),
  /** Ages of the children per room. */
  ageOfChildren: childAges(),
  quantity: wholeNumber(1, MAX_ROOMS_PER_BOOKING),
  /** Rooms chosen for this line (at most `quantity`); the rest stay unassigned. */
  roomIds: z.array(uuid(), { error: 'validation.invalid' }).optional().default([]),
});

const guestSchema = z.object({
  name: requiredText(100),
  surname: optionalText(100),
  phoneNumber: optionalPhone(),
  email: optionalEmail(),
  nationality: optionalText(60).transform((v) => v ?? DEFAULT_NATIONALITY),
});

/** POST /api/reservations/book — the new-reservation stepper's save. */
export const bookReservationSchema = z
  .object({
    /** Add the rooms to this group instead of opening a new one. */
    gid: z
      .union([uuid(), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
    source: optionalRef(),
    partner: optionalRef(),
    ...stayFields,
    notes: optionalText(2000),
    roomTypes: z
      .array(roomTypeLine, { error: 'validation.invalid' })
      .min(1, { error: 'validation.chooseRoom' }),
    /** A room picked on the calendar: assigned to the first room of its room type. */
    roomId: z
      .union([uuid(), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
    guest: guestSchema,
    status: z
      .enum(['pending', 'confirmed'], { error: 'validation.invalid' })
      .optional()
      .default('pending'),
    isSendEmail: z.boolean({ error: 'validation.invalid' }).optional().default(false),
    /**
     * The charges the booking's partner pays (payer routing at booking, docs/folio.md): each
     * room's folio gets window 2 for the partner with these kinds routed to it; the rest stays
     * the guest's. Empty (the default): the guest pays everything.
     */
    partnerPays: z
      .array(z.enum(chargeKinds, { error: 'validation.invalid' }), { error: 'validation.invalid' })
      .max(chargeKinds.length, { error: 'validation.invalid' })
      .optional()
      .default([]),
  })
  .superRefine((v, ctx) => {
    checkStay(v, ctx);
    if (v.partnerPays.length > 0 && !v.partner) {
      ctx.addIssue({ code: 'custom', path: ['partner'], message: 'validation.required' });
    }
    const rooms = v.roomTypes.reduce((sum, line) => sum + line.quantity, 0);
    if (rooms > MAX_ROOMS_PER_BOOKING) {
      ctx.addIssue({ code: 'custom', path: ['roomTypes'], message: 'validation.tooManyRooms' });
    }
    v.roomTypes.forEach((line, index) => {
      if (
        line.roomIds.length > line.quantity ||
        new Set(line.roomIds).size !== line.roomIds.length
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['roomTypes', index, 'roomIds'],
          message: 'validation.invalid',
        });
      }
    });
    if (v.isSendEmail && !v.guest.email) {
      ctx.addIssue({ code: 'custom', path: ['guest', 'email'], message: 'validation.required' });
    }
  }, whenFieldsValid)
  .transform((v) => ({ ...v, checkOut: departure(v) }));
export type BookReservation = z.infer<typeof bookReservationSchema>;

/** POST /api/reservations/status — from the list's tabs or the detail's status menu. */
export const changeStatusSchema = z.object({
  id: uuid(),
  status: z.enum(reservationStatuses, { error: 'validation.invalid' }),
  /** The status the user saw: a stale screen is refused rather than overwritten. */
  oldStatus: z.enum(reservationStatuses, { error: 'validation.invalid' }).optional(),
  /** The fee of a cancellation or no-show; left out: the policy's fee. */
  cancellationPayment: optionalMoney(),
  isPaid: z.boolean({ error: 'validation.invalid' }).optional().default(false),
  /** The method a fee paid on the spot was paid by (required then; the decider checks it). */
  paymentMethodId: optionalId(),
  notes: optionalText(2000),
});
export type ChangeStatus = z.infer<typeof changeStatusSchema>;

/** The longest reason of a fee change. */
export const MAX_FEE_REASON = 500;

/**
 * POST /api/reservation/cancellation (the spec's call: id, amount, isPaid): the fee of a
 * canceled or no-show stay changed afterwards, with the method it was paid by (required when
 * paid) and why (required).
 */
export const changeCancellationFeeSchema = z
  .object({
    id: uuid(),
    amount: money(),
    isPaid: z.boolean({ error: 'validation.invalid' }),
    paymentMethodId: optionalId(),
    reason: requiredText(MAX_FEE_REASON),
  })
  .superRefine((v, ctx) => {
    if (v.isPaid && v.amount > 0 && !v.paymentMethodId) {
      ctx.addIssue({ code: 'custom', path: ['paymentMethodId'], message: 'validation.required' });
    }
  }, whenFieldsValid);
export type ChangeCancellationFee = z.infer<typeof changeCancellationFeeSchema>;

/** POST /api/reservations/notes — the detail page's autosaved notes. */
export const changeNotesSchema = z.object({ id: uuid(), notes: optionalText(2000) });

/** POST /api/reservation/dates and POST /api/check/reservation. */
export const changeDatesSchema = z.object({
  id: uuid(),
  ...stayFields,
  stayType: z.enum(stayTypes).optional(),
  /** Moves the stay to this room (of its room type) at the same time, e.g. a calendar drag. */
  roomId: uuid().optional(),
});
export type ChangeDates = z.infer<typeof changeDatesSchema>;

/** POST /api/reservation/room — assign, change (same type) or clear (`roomId` null). */
/** POST /api/reservation/room/choices — the rooms of the stay's type, each free or why not. */
export const roomChoicesSchema = z.object({ id: uuid() });

export const assignRoomSchema = z.object({
  id: uuid(),
  roomId: z
    .union([uuid(), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
});

/**
 * How a room-type change prices the room (docs/reservations.md, "Changing the room type"):
 * by the new room type's rate plan, keeping the current price, or a price typed in tugrik.
 */
export const roomTypeCalcTypes = ['ratePlan', 'keep', 'currency'] as const;
export type RoomTypeCalcType = (typeof roomTypeCalcTypes)[number];

/**
 * POST /api/update/roomtype — another room type and rate plan (and optionally a room), priced
 * by `calcTypeValue` (default: the rate plan); `calcValue` is the typed room amount in tugrik.
 */
export const changeRoomTypeSchema = z
  .object({
    id: uuid(),
    roomTypeId: uuid(),
    ratePlanId: z
      .union([uuid(), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
    roomId: z
      .union([uuid(), z.literal(''), z.null()])
      .optional()
      .transform((v) => v || null),
    calcTypeValue: z
      .enum(roomTypeCalcTypes, { error: 'validation.invalid' })
      .optional()
      .transform((v) => v ?? 'ratePlan'),
    calcValue: z
      .preprocess((v) => (v === '' || v === undefined ? null : v), z.union([z.null(), money()]))
      .transform((v) => v as number | null),
  })
  .superRefine((v, ctx) => {
    if (v.calcTypeValue === 'currency' && (v.calcValue === null || v.calcValue < 1)) {
      ctx.addIssue({ code: 'custom', path: ['calcValue'], message: 'validation.positive' });
    }
  }, whenFieldsValid);
export type ChangeRoomType = z.output<typeof changeRoomTypeSchema>;

/** POST /api/room/types/check — which room types can take this reservation's stay. */
export const checkRoomTypesSchema = z.object({
  id: uuid(),
  /** A typed room amount to price as well (the dialog's "price in tugrik"). */
  calcValue: z
    .preprocess((v) => (v === '' || v === undefined ? null : v), z.union([z.null(), money()]))
    .transform((v) => v as number | null),
});

/** POST /api/reservation/discount (cancelling sends currency and 0). */
export const setDiscountSchema = z
  .object({
    id: uuid(),
    discountType: z.enum(discountTypes, { error: 'validation.invalid' }),
    discount: money(1_000_000_000),
  })
  .superRefine((v, ctx) => {
    if (v.discountType === 'percent' && v.discount > 100) {
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'validation.percent' });
    }
  }, whenFieldsValid);

/** POST /api/check/availability — the stepper's search: free rooms per room type. */
export const availabilitySchema = z
  .object({
    ...stayFields,
    /** Adults per room the prices are quoted for (default: each room type's occupancy). */
    adults: z
      .preprocess(
        (v) => (v === '' || v === undefined || v === null ? null : v),
        z.union([z.null(), wholeNumber(1, 30)]),
      )
      .transform((v) => v as number | null),
    partner: optionalRef(),
  })
  .superRefine(checkStay, whenFieldsValid)
  .transform((v) => ({ ...v, checkOut: departure(v) }));
export type AvailabilityQuery = z.infer<typeof availabilitySchema>;

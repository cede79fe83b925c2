import { z } from 'zod';
import { addDays } from '../dates';
import {
  isoDate,
  money,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
  uuid,
  wholeNumber,
  whenFieldsValid,
} from '../fields';
import { DEFAULT_NATIONALITY } from '../reservations/commands';
import { MAX_ONLINE_NIGHTS, MAX_ONLINE_ROOMS } from './rules';

interface StayInput {
  checkIn: string;
  checkOut: string;
}

/** A night stay a guest may ask for online: check-out after check-in, at most 60 nights. */
const checkStay = (v: StayInput, ctx: z.RefinementCtx) => {
  if (v.checkOut <= v.checkIn) {
    ctx.addIssue({
      code: 'custom',
      path: ['checkOut'],
      message: 'validation.checkOutAfterCheckIn',
    });
  } else if (addDays(v.checkIn, MAX_ONLINE_NIGHTS) < v.checkOut) {
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'validation.onlineStayTooLong' });
  }
};

const stayFields = { checkIn: isoDate(), checkOut: isoDate() };

/** POST /api/online/book/{slug}/availability — the public page's dates. */
export const onlineAvailabilitySchema = z
  .object(stayFields)
  .superRefine(checkStay, whenFieldsValid);
export type OnlineAvailabilityQuery = z.infer<typeof onlineAvailabilitySchema>;

const requestedRoom = z.object({
  roomTypeId: uuid(),
  quantity: wholeNumber(1, MAX_ONLINE_ROOMS),
  /** Adults per room (default: the room type's occupancy). */
  numberOfGuests: z
    .preprocess(
      (v) => (v === '' || v === undefined || v === null ? null : v),
      z.union([z.null(), wholeNumber(1, 30)]),
    )
    .transform((v) => v as number | null),
});

const requestFields = {
  ...stayFields,
  rooms: z
    .array(requestedRoom, { error: 'validation.invalid' })
    .min(1, { error: 'validation.chooseRoom' })
    .max(20, { error: 'validation.invalid' }),
  guest: z.object(
    {
      name: requiredText(100),
      surname: optionalText(100),
      email: requiredEmail(),
      phoneNumber: requiredPhone(),
      nationality: optionalText(60).transform((v) => v ?? DEFAULT_NATIONALITY),
    },
    { error: 'validation.required' },
  ),
  notes: optionalText(1000),
};

const checkRooms = (
  v: { rooms: { roomTypeId: string; quantity: number }[] },
  ctx: z.RefinementCtx,
) => {
  if (v.rooms.reduce((sum, room) => sum + room.quantity, 0) > MAX_ONLINE_ROOMS) {
    ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'validation.tooManyOnlineRooms' });
  }
  const seen = new Set<string>();
  v.rooms.forEach((room, index) => {
    if (seen.has(room.roomTypeId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rooms', index, 'roomTypeId'],
        message: 'validation.invalid',
      });
    }
    seen.add(room.roomTypeId);
  });
};

/** POST /api/online/book/{slug}/requests — a guest's request from the public page. */
export const onlineRequestSchema = z
  .object(requestFields)
  .superRefine(checkStay, whenFieldsValid)
  .superRefine(checkRooms, whenFieldsValid);
export type OnlineRequest = z.infer<typeof onlineRequestSchema>;

/**
 * POST /api/reservation/requests — the channel port: a channel's integration (working as a
 * staff account of the property) passes on a request it took. Its Idempotency-Key should be
 * the channel's own id, so a request passed on twice is recorded once.
 */
export const channelRequestSchema = z
  .object({
    ...requestFields,
    channel: requiredText(40)
      .transform((v) => v.toLowerCase())
      .refine((v) => v !== 'online', { error: 'validation.invalid' }),
    syncId: optionalText(100),
  })
  .superRefine(checkStay, whenFieldsValid)
  .superRefine(checkRooms, whenFieldsValid);
export type ChannelRequest = z.infer<typeof channelRequestSchema>;

/** POST /api/reservation/requests/status — confirm or cancel. */
export const changeRequestStatusSchema = z.object({
  id: uuid(),
  status: z.enum(['confirmed', 'canceled'], { error: 'validation.invalid' }),
  reason: optionalText(500),
});
export type ChangeRequestStatus = z.infer<typeof changeRequestStatusSchema>;

/** POST /api/notify/payment — ask the guest to pay into one of the property's accounts. */
export const requestPaymentSchema = z.object({
  id: uuid(),
  bankAccountId: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required', abort: true })
    .pipe(uuid()),
});
export type RequestPayment = z.infer<typeof requestPaymentSchema>;

/** POST /api/reservation/requests/paid — the guest's payment arrived. */
export const recordRequestPaymentSchema = z.object({
  id: uuid(),
  amount: money().refine((v) => v > 0, { error: 'validation.positive' }),
  notes: optionalText(500),
});
export type RecordRequestPayment = z.infer<typeof recordRequestPaymentSchema>;

/**
 * POST /api/reservation/requests/select/date (convert) and /check (the date dialog's check):
 * check-out defaults to check-in plus the request's nights.
 */
export const convertRequestSchema = z
  .object({
    id: uuid(),
    checkIn: isoDate(),
    checkOut: z
      .preprocess((v) => (v === '' || v === null ? undefined : v), isoDate().optional())
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.checkOut !== null && v.checkOut <= v.checkIn) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: 'validation.checkOutAfterCheckIn',
      });
    }
  }, whenFieldsValid);
export type ConvertRequest = z.infer<typeof convertRequestSchema>;

import { z } from 'zod';
import { addDays } from '../dates';
import {
  isoDate,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  uuid,
  whenFieldsValid,
  wholeNumber,
} from '../fields';
import { MAX_STAY_NIGHTS } from '../reservations/commands';

/** Longest reservation id of a channel accepted (Booking.com's are 10 digits, others ~40). */
export const CHANNEL_RESERVATION_ID_MAX = 100;

const channelReservationId = () =>
  requiredText(CHANNEL_RESERVATION_ID_MAX).refine((v) => /^[\x21-\x7e]+$/.test(v), {
    error: 'validation.channelCode',
  });

const checkNights = (
  v: { checkIn: string; checkOut: string },
  ctx: z.RefinementCtx,
  path = 'checkOut',
) => {
  if (v.checkOut <= v.checkIn) {
    ctx.addIssue({ code: 'custom', path: [path], message: 'validation.checkOutAfterCheckIn' });
  } else if (addDays(v.checkIn, MAX_STAY_NIGHTS) < v.checkOut) {
    ctx.addIssue({ code: 'custom', path: [path], message: 'validation.stayTooLong' });
  }
};

/**
 * POST /api/channels/{channel}/reservations (X-Api-Key): one room of a channel's booking,
 * created or — the same `reservationId` again with other values — modified.
 */
export const channelReservationSchema = z
  .object({
    channel: uuid(),
    reservationId: channelReservationId(),
    roomCode: requiredText(60),
    rateCode: requiredText(60),
    checkIn: isoDate(),
    checkOut: isoDate(),
    adults: wholeNumber(1, 30),
    childrenAges: z
      .array(wholeNumber(0, 17), { error: 'validation.invalid' })
      .max(10, { error: 'validation.max' })
      .optional()
      .default([]),
    guest: z.object(
      {
        name: requiredText(100),
        surname: optionalText(100),
        phoneNumber: optionalPhone(),
        email: optionalEmail(),
        nationality: optionalText(60),
      },
      { error: 'validation.required' },
    ),
    notes: optionalText(2000),
  })
  .superRefine((v, ctx) => checkNights(v, ctx), whenFieldsValid);
export type ChannelReservationInput = z.output<typeof channelReservationSchema>;

/** DELETE /api/channels/{channel}/reservations/{reservationId}: the channel canceled it. */
export const cancelChannelReservationSchema = z.object({
  channel: uuid(),
  reservationId: channelReservationId(),
});
export type CancelChannelReservation = z.output<typeof cancelChannelReservationSchema>;

/**
 * POST /api/calendar/holds/:holdId/reservation: a site's held booking turned into a
 * reservation of its room and nights (the calendar sync page's "Make a reservation").
 */
export const convertChannelHoldSchema = z.object({
  holdId: uuid(),
  guestName: requiredText(100),
  phoneNumber: optionalPhone(),
  ratePlanId: uuid(),
  adults: wholeNumber(1, 30),
});
export type ConvertChannelHold = z.output<typeof convertChannelHoldSchema>;

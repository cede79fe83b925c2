import { z } from 'zod';
import {
  isoDate,
  money,
  optionalPhone,
  optionalText,
  requiredText,
  uuid,
  wholeNumber,
  whenFieldsValid,
} from '../fields';

/** The most rooms one contract may hold a night. */
export const MAX_ALLOTMENT_ROOMS = 500;
/** The longest release period (days before a night). */
export const MAX_RELEASE_DAYS = 365;

/** What a contract's form sends besides its partner and room type. */
const termFields = {
  firstNight: isoDate(),
  lastNight: isoDate(),
  rooms: wholeNumber(1, MAX_ALLOTMENT_ROOMS),
  releaseDays: wholeNumber(0, MAX_RELEASE_DAYS),
  rate: money(),
};

/**
 * POST /api/allotments: hold `rooms` of a room type every night `firstNight` … `lastNight` for a
 * partner. The order of the dates, the room type's size, overlaps and free rooms are the
 * decider's rules (400/409), not the form's.
 */
export const createAllotmentSchema = z.object({
  partnerId: uuid(),
  roomTypeId: uuid(),
  ...termFields,
});
export type CreateAllotment = z.output<typeof createAllotmentSchema>;

/** POST /api/allotments/:id: the nights, rooms, release days and rate (partner and type stay). */
export const changeAllotmentSchema = z.object({ id: uuid(), ...termFields });
export type ChangeAllotment = z.output<typeof changeAllotmentSchema>;

/** DELETE /api/allotments/:id */
export const cancelAllotmentSchema = z.object({ id: uuid() });
export type CancelAllotment = z.output<typeof cancelAllotmentSchema>;

/** The most guests' rows one rooming list may hold (one reservation each). */
export const MAX_ROOMING_ROWS = 200;

/** One guest of a rooming list: one room of the contract's type for the guest's nights. */
export const roomingRowSchema = z
  .object({
    name: requiredText(100),
    surname: optionalText(100),
    phoneNumber: optionalPhone(),
    arrival: isoDate(),
    departure: isoDate(),
    guests: wholeNumber(1, 20),
    /** The room type as the sheet names it: empty, or the contract's (in either language). */
    roomType: optionalText(100),
    notes: optionalText(500),
  })
  .superRefine((row, ctx) => {
    if (row.departure <= row.arrival) {
      ctx.addIssue({
        code: 'custom',
        path: ['departure'],
        message: 'validation.checkOutAfterCheckIn',
      });
    }
  }, whenFieldsValid);
export type RoomingRow = z.output<typeof roomingRowSchema>;

/**
 * POST /api/allotments/:id/rooming-list: the tour operator's guests (rows of its Excel rooming
 * list, read in the browser) booked in one group against the contract — all or nothing.
 */
export const importRoomingListSchema = z.object({
  id: uuid(),
  rows: z
    .array(roomingRowSchema, { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(MAX_ROOMING_ROWS, { error: 'validation.max' }),
});
export type ImportRoomingList = z.output<typeof importRoomingListSchema>;

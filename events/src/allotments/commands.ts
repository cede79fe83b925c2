import { z } from 'zod';
import { isoDate, money, uuid, wholeNumber } from '../fields';

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

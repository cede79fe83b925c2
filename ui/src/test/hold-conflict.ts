import type { HoldConflict } from '../lib/api-types.gen';

/** What a test says of a conflict: which hold, its nights, and our side it meets. */
type ConflictOwn = Pick<HoldConflict, 'holdId' | 'startDate' | 'endDate' | 'date' | 'with'>;

/**
 * A booking site's booking in conflict with ours (docs/channels.md), as the calendar and the
 * dashboard read it: Booking.com's b1@booking.com in room 101 of room type rt-1 (import f-1)
 * unless `conflict` says otherwise.
 */
export const holdConflictOf = (conflict: ConflictOwn & Partial<HoldConflict>): HoldConflict => ({
  importId: 'f-1',
  roomId: 'r-101',
  roomName: '101',
  roomTypeId: 'rt-1',
  channel: 'Booking.com',
  uid: 'b1@booking.com',
  ...conflict,
});

import { addDays, daysBetween } from '@hotel/events/dates';
import type { AllotmentDoc, AllotmentStayDoc } from './documents';

/** One night of a contract on the pick-up report. */
export interface PickUpNight {
  readonly date: string;
  readonly allotted: number;
  /** The partner's stays of the room type that night, up to the rooms allotted. */
  readonly pickedUp: number;
  /** Given back by the night audit at the release date (0 before). */
  readonly released: number;
  /** Still held for the partner: not picked up and not released. */
  readonly remaining: number;
  /** Whether the night audit has released the night. */
  readonly isReleased: boolean;
}

export interface PickUpTotals {
  readonly allotted: number;
  readonly pickedUp: number;
  readonly released: number;
  readonly remaining: number;
}

/**
 * A contract's nights as the ledger counts them (command-service/src/allotments/
 * allotment-nights.ts): picked up = the partner's live stays of the type that night, up to the
 * rooms allotted; a released night holds nothing more; the rest is still held.
 */
export const pickUpNights = (
  allotment: AllotmentDoc,
  stays: readonly AllotmentStayDoc[],
): PickUpNight[] => {
  const count = daysBetween(allotment.firstNight, allotment.lastNight) + 1;
  const picked = new Array<number>(count).fill(0);
  for (const stay of stays) {
    if (stay.partnerId !== allotment.partnerId || stay.roomTypeId !== allotment.roomTypeId) {
      continue;
    }
    const from = Math.max(0, daysBetween(allotment.firstNight, stay.checkIn));
    const to = Math.min(count, daysBetween(allotment.firstNight, stay.checkOut));
    for (let k = from; k < to; k++) picked[k] = (picked[k] ?? 0) + 1;
  }
  return picked.map((stays, k) => {
    const date = addDays(allotment.firstNight, k);
    const released = allotment.released[date];
    const pickedUp = Math.min(stays, allotment.rooms);
    return {
      date,
      allotted: allotment.rooms,
      pickedUp,
      released: released ?? 0,
      remaining: released === undefined ? allotment.rooms - pickedUp : 0,
      isReleased: released !== undefined,
    };
  });
};

export const totalsOf = (nights: readonly PickUpNight[]): PickUpTotals =>
  nights.reduce(
    (sum, night) => ({
      allotted: sum.allotted + night.allotted,
      pickedUp: sum.pickedUp + night.pickedUp,
      released: sum.released + night.released,
      remaining: sum.remaining + night.remaining,
    }),
    { allotted: 0, pickedUp: 0, released: 0, remaining: 0 },
  );

import { addDays } from '@hotel/events/dates';
import type { AllotmentTerms } from '@hotel/events/allotments/events';
import type { LedgerAllotment } from './allotment-nights';
import { allotmentSpan, allotmentSpans, pickUpsOf } from './allotment-nights';
import { assertRemembers, type LedgerState, type LedgerStay } from '../reservations/ledger';
import {
  blockSpans,
  ledgerStays,
  requestHoldSpans,
  type RoomsView,
} from '../reservations/ledger-queries';

const MINUTES_A_DAY = 1440;

/**
 * The busiest moment of each night (noon to noon) of a span of nights, counting what takes rooms
 * of a type: stays, request holds in force at `at`, blocks, the sites' holds and the allotments
 * (less the one `replaced`). Index 0 is the first night.
 */
const peaksByNight = (
  ledger: LedgerState,
  roomTypeId: string,
  terms: Pick<AllotmentTerms, 'firstNight' | 'lastNight'>,
  rooms: RoomsView,
  at: string,
  replaced: string | null,
): number[] => {
  const window = allotmentSpan(terms);
  assertRemembers(ledger, window.start);
  const spans: { start: number; end: number }[] = [];
  for (const id of ledger.byRoomType.overlapping(roomTypeId, window.start, window.end)) {
    spans.push(ledger.stays.get(id) as LedgerStay);
  }
  spans.push(...requestHoldSpans(ledger, roomTypeId, window, { at }));
  spans.push(...blockSpans(ledger, rooms.roomsOfType(roomTypeId), window));
  spans.push(
    ...allotmentSpans(
      ledger.allotments,
      ledgerStays(ledger),
      roomTypeId,
      window,
      [],
      new Set(replaced === null ? [] : [replaced]),
    ),
  );
  const points: [number, number][] = [];
  for (const span of spans) points.push([span.start, 1], [span.end, -1]);
  // Ends before starts at the same minute: a departure frees the room for the next arrival.
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const nights = Math.round((window.end - window.start) / MINUTES_A_DAY);
  const peaks: number[] = [];
  let running = 0;
  let i = 0;
  for (let k = 0; k < nights; k++) {
    const nightStart = window.start + k * MINUTES_A_DAY;
    const nightEnd = nightStart + MINUTES_A_DAY;
    while (i < points.length && (points[i] as [number, number])[0] <= nightStart) {
      running += (points[i] as [number, number])[1];
      i++;
    }
    let peak = running;
    while (i < points.length && (points[i] as [number, number])[0] < nightEnd) {
      running += (points[i] as [number, number])[1];
      peak = Math.max(peak, running);
      i++;
    }
    peaks.push(peak);
  }
  return peaks;
};

/**
 * The nights on which the room type has fewer unsold rooms than the allotment would hold: what
 * already takes rooms (the partner's own stays included) plus the rooms the allotment would
 * still hold (its rooms less the partner's stays that night; none on a night already released)
 * must fit the type's rooms. `replaced` is the allotment being changed (its old nights give way).
 */
export const nightsShort = (
  ledger: LedgerState,
  terms: AllotmentTerms,
  released: LedgerAllotment['released'],
  rooms: RoomsView,
  at: string,
  replaced: string | null,
): string[] => {
  const capacity = rooms.roomsOfType(terms.roomTypeId).length;
  const peaks = peaksByNight(ledger, terms.roomTypeId, terms, rooms, at, replaced);
  const picked = pickUpsOf(ledgerStays(ledger), terms);
  const short: string[] = [];
  peaks.forEach((peak, k) => {
    const date = addDays(terms.firstNight, k);
    const held = released.has(date) ? 0 : Math.max(0, terms.rooms - (picked[k] ?? 0));
    if (peak + held > capacity) short.push(date);
  });
  return short;
};

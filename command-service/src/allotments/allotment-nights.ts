import type { AllotmentEvent, AllotmentTerms } from '@hotel/events/allotments/events';
import { addDays, daysBetween } from '@hotel/events/dates';
import { nightsSpanOf } from '@hotel/events/reservations/rules';

/**
 * An allotment on the occupancy ledger (docs/allotments.md): its terms and the nights the night
 * audit has released (date → rooms given back). It holds, on each night of its terms that is not
 * released, `rooms` minus the partner's stays of its room type that night (its pick-ups) — by
 * count, never a room. This file is the ledger's side of allotments: the fold and the spans an
 * allotment takes; it imports nothing of the ledger at run time (the ledger imports it).
 */
export interface LedgerAllotment extends AllotmentTerms {
  readonly released: ReadonlyMap<string, number>;
}

/** What the ledger keeps of allotments (a part of `LedgerState`). */
export interface AllotmentsState {
  readonly allotments: Map<string, LedgerAllotment>;
  lastAllotmentNumber: number;
}

/** Folds an allotment event into the ledger's state (in place, as the ledger does). */
export const evolveAllotments = (state: AllotmentsState, event: AllotmentEvent): void => {
  switch (event.type) {
    case 'AllotmentContracted':
      state.allotments.set(event.data.allotment.allotmentId, {
        ...event.data.allotment,
        released: new Map(),
      });
      state.lastAllotmentNumber = Math.max(state.lastAllotmentNumber, event.data.allotment.number);
      return;
    case 'AllotmentChanged': {
      const was = state.allotments.get(event.data.allotment.allotmentId);
      state.allotments.set(event.data.allotment.allotmentId, {
        ...event.data.allotment,
        released: was?.released ?? new Map(),
      });
      return;
    }
    case 'AllotmentCanceled':
      state.allotments.delete(event.data.allotmentId);
      return;
    case 'AllotmentNightsReleased': {
      const was = state.allotments.get(event.data.allotmentId);
      if (!was) return;
      const released = new Map(was.released);
      for (const night of event.data.nights) released.set(night.date, night.rooms);
      state.allotments.set(was.allotmentId, { ...was, released });
      return;
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

/** A night stay that may pick up an allotment's rooms: its partner, room type and span. */
export interface PickUpStay {
  readonly id: string;
  readonly roomTypeId: string;
  readonly partnerId?: string | null;
  readonly stayType?: string;
  readonly start: number;
  readonly end: number;
}

/** What the ledger lends the allotment queries: its stays of a room type over a span. */
export interface StaysOfType {
  staysOverlapping(roomTypeId: string, start: number, end: number): Iterable<PickUpStay>;
}

const MINUTES_A_DAY = 1440;

/** The number of nights of an allotment's terms. */
export const nightCount = (terms: Pick<AllotmentTerms, 'firstNight' | 'lastNight'>): number =>
  daysBetween(terms.firstNight, terms.lastNight) + 1;

/** The span an allotment's nights take (noon of the first night to noon after the last). */
export const allotmentSpan = (terms: Pick<AllotmentTerms, 'firstNight' | 'lastNight'>) =>
  nightsSpanOf(terms.firstNight, addDays(terms.lastNight, 1));

/**
 * The partner's night stays of the allotment's room type on each of its nights (index 0 = the
 * first night): the ledger's live stays, less those `replaced`, plus the `candidates` of a
 * decision. Day-use and hour stays take no night and pick nothing up.
 */
export const pickUpsOf = (
  stays: StaysOfType,
  allotment: AllotmentTerms,
  candidates: readonly PickUpStay[] = [],
  replaced: ReadonlySet<string> = new Set(),
): number[] => {
  const counts = new Array<number>(nightCount(allotment)).fill(0);
  const span = allotmentSpan(allotment);
  const count = (stay: PickUpStay) => {
    if (stay.partnerId !== allotment.partnerId || stay.roomTypeId !== allotment.roomTypeId) return;
    if (stay.stayType !== undefined && stay.stayType !== 'night') return;
    const from = Math.max(0, Math.ceil((stay.start - span.start) / MINUTES_A_DAY));
    const to = Math.min(counts.length, Math.floor((stay.end - span.start) / MINUTES_A_DAY));
    for (let k = from; k < to; k++) counts[k] = (counts[k] ?? 0) + 1;
  };
  for (const stay of stays.staysOverlapping(allotment.roomTypeId, span.start, span.end)) {
    if (!replaced.has(stay.id)) count(stay);
  }
  for (const candidate of candidates) count(candidate);
  return counts;
};

/** One night of an allotment as the pick-up report and the release see it. */
export interface AllotmentNight {
  readonly date: string;
  readonly allotted: number;
  readonly pickedUp: number;
  /** Rooms released by the night audit; null while the night is still held. */
  readonly released: number | null;
  /** Rooms still held for the partner (0 once released). */
  readonly held: number;
}

/** Every night of an allotment with its pick-ups and what it still holds. */
export const nightsOf = (
  stays: StaysOfType,
  allotment: LedgerAllotment,
  candidates: readonly PickUpStay[] = [],
  replaced: ReadonlySet<string> = new Set(),
): AllotmentNight[] => {
  const picked = pickUpsOf(stays, allotment, candidates, replaced);
  return picked.map((pickedUp, k) => {
    const date = addDays(allotment.firstNight, k);
    const released = allotment.released.get(date) ?? null;
    return {
      date,
      allotted: allotment.rooms,
      pickedUp: Math.min(pickedUp, allotment.rooms),
      released,
      held: released === null ? Math.max(0, allotment.rooms - pickedUp) : 0,
    };
  });
};

/**
 * The spans the allotments of a room type take within a window: on each night still held, one
 * span (noon to noon) per room not picked up. `candidates` are the stays of the decision (their
 * pick-ups count), `replaced` what they replace (stays, or an allotment being changed);
 * `forPartner`'s allotments take nothing (they are that partner's to book).
 */
export const allotmentSpans = (
  allotments: ReadonlyMap<string, LedgerAllotment>,
  stays: StaysOfType,
  roomTypeId: string,
  window: { readonly start: number; readonly end: number },
  candidates: readonly PickUpStay[] = [],
  replaced: ReadonlySet<string> = new Set(),
  forPartner: string | null = null,
): { start: number; end: number }[] => {
  const spans: { start: number; end: number }[] = [];
  if (allotments.size === 0) return spans;
  for (const allotment of allotments.values()) {
    if (allotment.roomTypeId !== roomTypeId || replaced.has(allotment.allotmentId)) continue;
    if (allotment.partnerId === forPartner) continue;
    const whole = allotmentSpan(allotment);
    if (whole.end <= window.start || window.end <= whole.start) continue;
    const nights = nightsOf(stays, allotment, candidates, replaced);
    nights.forEach((night, k) => {
      const start = whole.start + k * MINUTES_A_DAY;
      const end = start + MINUTES_A_DAY;
      if (end <= window.start || window.end <= start) return;
      for (let i = 0; i < night.held; i++) spans.push({ start, end });
    });
  }
  return spans;
};

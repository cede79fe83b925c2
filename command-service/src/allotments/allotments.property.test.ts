import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween } from '@hotel/events/dates';
import { RuleBroken } from '@hotel/events/rule-broken';
import type { LedgerState } from '../reservations/ledger';
import { ledgerStays } from '../reservations/ledger-queries';
import { nightsOf } from './allotment-nights';
import { cancelAllotment, createAllotment, releaseAllotments } from './decider';
import {
  allotmentContext,
  allotmentWorld,
  apply,
  bookFor,
  given,
  JUULCHIN,
  NOMADS,
  P,
  STD,
  WORKING_DATE,
} from './test-world';

/**
 * For any sequence of contracts (two partners, one room type of two rooms), bookings for a
 * partner or for no one, cancellations, releases by the night audit and canceled contracts: no
 * night is sold beyond the type's rooms — the live stays plus what the allotments still hold
 * never exceed them — and a partner's stays never hold less than they picked up.
 */

const CAPACITY = 2;
const PARTNERS = [JUULCHIN, NOMADS, null] as const;

const op = fc.oneof(
  fc.record({
    kind: fc.constant('contract' as const),
    partner: fc.constantFrom(JUULCHIN, NOMADS),
    from: fc.integer({ min: 0, max: 8 }),
    length: fc.integer({ min: 1, max: 4 }),
    rooms: fc.integer({ min: 1, max: CAPACITY }),
    releaseDays: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('book' as const),
    partner: fc.constantFrom(...PARTNERS),
    from: fc.integer({ min: 0, max: 10 }),
    length: fc.integer({ min: 1, max: 3 }),
    quantity: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({ kind: fc.constant('cancelStay' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('cancelContract' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('audit' as const), days: fc.integer({ min: 1, max: 3 }) }),
);

/** Every night of the window: live stays + rooms the allotments hold ≤ the type's rooms. */
const checkNights = (state: LedgerState) => {
  for (const night of datesBetween(WORKING_DATE, addDays(WORKING_DATE, 16))) {
    let sold = 0;
    for (const stay of state.stays.values()) {
      if (stay.roomTypeId === STD && stay.checkIn <= night && night < stay.checkOut) sold += 1;
    }
    let held = 0;
    for (const allotment of state.allotments.values()) {
      const one = nightsOf(ledgerStays(state), allotment).find((n) => n.date === night);
      if (one) held += one.held;
    }
    expect(sold + held, `night ${night}`).toBeLessThanOrEqual(CAPACITY);
  }
};

const attempt = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof RuleBroken)) throw error;
  }
};

describe('allotments, bookings, cancellations and releases', () => {
  it('never sell a night beyond the room type’s rooms', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 25 }), (ops) => {
        let state = given();
        let date = WORKING_DATE;
        const stays: string[] = [];
        ops.forEach((o, i) => {
          switch (o.kind) {
            case 'contract':
              attempt(() => {
                const events = createAllotment(
                  {
                    partnerId: o.partner,
                    roomTypeId: STD,
                    firstNight: addDays(WORKING_DATE, o.from),
                    lastNight: addDays(WORKING_DATE, o.from + o.length - 1),
                    rooms: o.rooms,
                    releaseDays: o.releaseDays,
                    rate: 100_000,
                  },
                  { ...allotmentWorld(state), workingDate: date },
                  allotmentContext(`contract-${i}`),
                );
                state = apply(state, events);
              });
              return;
            case 'book':
              if (addDays(WORKING_DATE, o.from) < addDays(date, -1)) return;
              attempt(() => {
                const decision = bookFor(
                  state,
                  o.partner,
                  addDays(WORKING_DATE, o.from),
                  addDays(WORKING_DATE, o.from + o.length),
                  o.quantity,
                  `book-${i}`,
                );
                state = apply(state, decision.ledger);
                stays.push(...decision.reservationIds);
              });
              return;
            case 'cancelStay': {
              const live = stays.filter((id) => state.stays.has(id));
              const id = live[o.which % Math.max(1, live.length)];
              if (id === undefined) return;
              state = apply(state, [
                { type: 'StayReleased', data: { propertyId: P, reservationId: id } },
              ]);
              return;
            }
            case 'cancelContract': {
              const ids = [...state.allotments.keys()];
              const id = ids[o.which % Math.max(1, ids.length)];
              if (id === undefined) return;
              state = apply(
                state,
                cancelAllotment({ id }, allotmentWorld(state), allotmentContext(`cancel-${i}`)),
              );
              return;
            }
            case 'audit':
              for (let d = 0; d < o.days; d++) {
                date = addDays(date, 1);
                state = apply(state, releaseAllotments(state, P, date));
                // A second run of the same audit releases nothing.
                expect(releaseAllotments(state, P, date)).toEqual([]);
              }
              return;
          }
          checkNights(state);
        });
        checkNights(state);
      }),
      { numRuns: 200 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import { dirtyRanges, type StreamEvent } from './ari-changes';
import { foldLedger, type LedgerFold } from './ari-scan';

/**
 * A scan folds the ledger page by page (`foldLedger`): whatever the page size, the dates it
 * queues and the holders it knows ahead of the horizon are those of one read of the whole
 * stream — a new instance's first scan of a long ledger holds a page in memory, not the
 * history, and decides the same.
 */

const FIRST = '2026-12-01';
const HORIZON = { from: addDays(FIRST, 20), to: addDays(FIRST, 60) };
const TYPES = ['std', 'dlx'];
const CHANNELS = new Map([['c1', new Set(TYPES)]]);

const ledgerEvent = fc.oneof(
  fc
    .record({
      id: fc.integer({ min: 0, max: 7 }),
      type: fc.constantFrom(...TYPES),
      start: fc.integer({ min: 0, max: 50 }),
      nights: fc.integer({ min: 1, max: 5 }),
      held: fc.boolean(),
    })
    .map(({ id, type, start, nights, held }): StreamEvent => ({
      type: held ? 'StaysHeld' : 'StayChanged',
      data: (() => {
        const stay = {
          reservationId: `r${id}`,
          roomTypeId: type,
          checkIn: addDays(FIRST, start),
          checkOut: addDays(FIRST, start + nights),
        };
        return held ? { stays: [stay] } : { stay };
      })(),
    })),
  fc
    .integer({ min: 0, max: 7 })
    .map((id): StreamEvent => ({ type: 'StayReleased', data: { reservationId: `r${id}` } })),
);

/** The stream as the store reads it: events after a revision, at most `maxCount`. */
const streamOf = (events: readonly StreamEvent[]) => {
  const reads: number[] = [];
  const read = async (after: number, maxCount: number) => {
    const page = events
      .slice(after + 1, after + 1 + maxCount)
      .map((e, i) => ({ ...e, revision: after + 1 + i }));
    reads.push(page.length);
    return { events: page, head: page.at(-1)?.revision ?? after };
  };
  return { read, reads };
};

const newFold = (): LedgerFold => ({ revision: -1, map: new Map(), prunedBefore: null });

/** What the horizon shows of a fold: its holders with a night on or after the horizon. */
const ahead = (fold: LedgerFold) =>
  new Map([...fold.map].filter(([, ranges]) => ranges.some((r) => r.to > HORIZON.from)));

const key = (r: { channelId: string; roomTypeId: string; from: string; to: string }) =>
  `${r.channelId}|${r.roomTypeId}|${r.from}|${r.to}`;

describe('foldLedger', () => {
  it('queues the same dates and knows the same holders ahead, whatever the page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(ledgerEvent, { maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.option(fc.integer({ min: -1, max: 40 }), { nil: undefined }),
        async (events, page, basis) => {
          const once = newFold();
          const whole = await foldLedger(streamOf(events).read, once, basis, HORIZON.from, 1e6);
          const paged = newFold();
          const stream = streamOf(events);
          const touched = await foldLedger(stream.read, paged, basis, HORIZON.from, page);
          expect(new Set(dirtyRanges(touched, CHANNELS, HORIZON).map(key))).toEqual(
            new Set(dirtyRanges(whole, CHANNELS, HORIZON).map(key)),
          );
          expect(ahead(paged)).toEqual(ahead(once));
          expect(paged.revision).toBe(events.length - 1);
          // No read holds more than a page.
          expect(Math.max(0, ...stream.reads)).toBeLessThanOrEqual(page);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('goes on from where the last fold stopped, and marks a release by its nights', async () => {
    const events: StreamEvent[] = [
      {
        type: 'StaysHeld',
        data: {
          stays: [
            {
              reservationId: 'a',
              roomTypeId: 'std',
              checkIn: HORIZON.from,
              checkOut: addDays(HORIZON.from, 2),
            },
          ],
        },
      },
      { type: 'StayReleased', data: { reservationId: 'a' } },
    ];
    const fold = newFold();
    const { read, reads } = streamOf(events);
    expect(await foldLedger(read, fold, 0, HORIZON.from, 1)).toEqual([
      { roomTypeId: 'std', from: HORIZON.from, to: addDays(HORIZON.from, 2) },
    ]);
    expect(fold.map.size).toBe(0);
    expect(reads).toEqual([1, 1, 0]);
    expect(await foldLedger(read, fold, 1, HORIZON.from, 1)).toEqual([]);
    expect(fold.revision).toBe(1);
  });
});

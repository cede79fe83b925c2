import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween } from '@hotel/events/dates';
import { P, STD } from '../reservations/test-world';
import {
  type AriContext,
  type AriState,
  ariOutbox,
  dueMessages,
  queueAriChanges,
  recordAriDelivery,
  setAriEndpoint,
  startAriDelivery,
} from './ari-outbox';
import { channelConnections } from './channel-connection-decider';
import { CH, channelEvents } from './channel-test-world';

/** A JSON webhook endpoint without authentication (the command's defaults). */
const JSON_WEBHOOK = { format: 'json', hotelCode: null, username: null, password: null } as const;

/**
 * Whatever the sequence of changes, deliveries, failures and crashed instances, once the
 * endpoint answers again every date ends up delivered by a message taken after its last change:
 * as each message is built from the state when it is taken, the last message delivered for a
 * date says the current state of that date (docs/channels.md "ARI push").
 */

const FIRST = '2026-12-01';
const DAYS = 30;
const channels = channelEvents().reduce(
  channelConnections.evolve,
  channelConnections.initialState(),
);

type Step =
  | { kind: 'change'; from: number; nights: number }
  | { kind: 'take' }
  | { kind: 'finish'; outcome: 'delivered' | 'failed' | 'crashed' }
  | { kind: 'wait'; minutes: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('change' as const),
    from: fc.integer({ min: 0, max: DAYS - 1 }),
    nights: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('take' as const) }),
  fc.record({
    kind: fc.constant('finish' as const),
    outcome: fc.constantFrom('delivered' as const, 'failed' as const, 'crashed' as const),
  }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 30 }) }),
);

describe('the ARI outbox (fast-check)', () => {
  it('delivers every date after its last change, whatever failed on the way', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let minute = 0;
        let tick = 0;
        const now = () =>
          new Date(Date.parse(`${FIRST}T00:00:00Z`) + minute * 60_000).toISOString();
        const context = (): AriContext => ({ propertyId: P, now: now(), workingDate: FIRST });
        const apply = (
          state: AriState,
          events: readonly Parameters<typeof ariOutbox.evolve>[1][],
        ) => events.reduce(ariOutbox.evolve, state);
        let state = apply(
          ariOutbox.initialState(),
          setAriEndpoint(
            { ...JSON_WEBHOOK, id: CH, url: 'https://ota.example', enabled: true },
            channels,
            ariOutbox.initialState(),
            { secret: 's', hint: 's' },
            context(),
          ),
        );
        // When each date last changed, and when the last message delivered for it was taken.
        const changed = new Map<string, number>(
          datesBetween(FIRST, addDays(FIRST, 365)).map((d) => [d, 0]),
        );
        const delivered = new Map<string, number>();

        // The message taken and not finished yet (changes may come meanwhile), and when.
        let pending: { start: Parameters<typeof recordAriDelivery>[1]; taken: number } | null =
          null;
        const take = () => {
          if (pending) return;
          const message = dueMessages(state, now()).find((m) => m.roomTypeId === STD);
          if (!message) return;
          const leaseUntil = new Date(Date.parse(now()) + 5 * 60_000).toISOString();
          const [start] = startAriDelivery(
            state,
            message,
            { instance: 'a', leaseUntil },
            context(),
          );
          if (!start) return;
          state = apply(state, [start]);
          pending = { start: start.data, taken: (tick += 1) };
        };
        const finish = (outcome: 'delivered' | 'failed' | 'crashed') => {
          if (!pending) return;
          const { start, taken } = pending;
          pending = null;
          if (outcome === 'crashed') return;
          const ok = outcome === 'delivered';
          const retryAt = new Date(Date.parse(now()) + 3 * 60_000).toISOString();
          const result = { delivered: ok, status: ok ? 200 : 500, error: null, durationMs: 1 };
          state = apply(state, recordAriDelivery(state, start, result, retryAt, context()));
          if (ok) for (const date of datesBetween(start.from, start.to)) delivered.set(date, taken);
        };

        for (const s of steps) {
          if (s.kind === 'wait') minute += s.minutes;
          else if (s.kind === 'take') take();
          else if (s.kind === 'finish') finish(s.outcome);
          else {
            const from = addDays(FIRST, s.from);
            const to = addDays(from, s.nights);
            const events = queueAriChanges(
              state,
              {
                basis: state.seen,
                seen: { ledger: (tick += 1) },
                ranges: [{ channelId: CH, roomTypeId: STD, from, to }],
              },
              context(),
            );
            state = apply(state, events);
            for (const date of datesBetween(from, to)) changed.set(date, tick);
          }
        }
        // The endpoint answers again: sent until nothing is due or dirty.
        for (let n = 0; n < 20; n++) {
          minute += 10;
          finish('delivered');
          take();
          finish('delivered');
        }
        expect(state.lines.get(`${CH}|${STD}`)?.dirty).toEqual([]);
        for (const [date, last] of changed) {
          expect(delivered.get(date) ?? -1, date).toBeGreaterThan(last);
        }
      }),
      { numRuns: 200 },
    );
  });
});

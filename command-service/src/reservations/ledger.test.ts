import { describe, expect, it } from 'vitest';
import { addDays } from '@hotel/events/dates';
import { nightsSpanOf, roomSpansOf } from '@hotel/events/reservations/rules';
import { type LedgerState, ledger } from './ledger';
import { ownerOf, SpanIndex } from './span-index';

const DAY = 24 * 60;

/** A small seeded generator: the same spans on every run. */
const random = (seed: number) => {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % n;
  };
};

describe('span index', () => {
  it('finds exactly the spans that overlap, each once, as spans are added, moved and removed', () => {
    const next = random(42);
    const index = new SpanIndex();
    const spans = new Map<string, { key: string; start: number; end: number }>();
    const randomSpan = () => {
      // Hours to a few months, starting anywhere in two years: many cross week boundaries.
      const start = next(730 * DAY);
      const length = next(4) === 0 ? 1 + next(120 * DAY) : 60 + next(5 * DAY);
      return { key: `k${next(3)}`, start, end: start + length };
    };
    for (let step = 0; step < 3000; step++) {
      const id = `s${next(600)}`;
      const old = spans.get(id);
      if (old) index.remove(old.key, id, old.start, old.end);
      if (next(5) === 0) {
        spans.delete(id);
      } else {
        const span = randomSpan();
        index.add(span.key, id, span.start, span.end);
        spans.set(id, span);
      }
      if (step % 10 !== 0) continue;
      const window = randomSpan();
      const expected = [...spans]
        .filter(([, s]) => s.key === window.key && s.start < window.end && window.start < s.end)
        .map(([id]) => id)
        .sort();
      expect(index.overlapping(window.key, window.start, window.end).sort()).toEqual(expected);
    }
  });

  it('a span ending where another starts does not overlap it', () => {
    const index = new SpanIndex();
    index.add('room', 'a', 0, 7 * DAY);
    expect(index.overlapping('room', 7 * DAY, 8 * DAY)).toEqual([]);
    expect(index.overlapping('room', 6 * DAY, 7 * DAY)).toEqual(['a']);
    index.remove('room', 'a', 0, 7 * DAY);
    expect(index.overlapping('room', 0, 7 * DAY)).toEqual([]);
  });
});

describe('a stay moved mid-stay in the ledger', () => {
  const stay = (segments: { roomId: string; from: string; to: string }[], roomId = 'A') => ({
    reservationId: 'r-1',
    roomTypeId: 'std',
    roomId,
    stayType: 'night' as const,
    checkIn: '2026-11-22',
    checkOut: '2026-11-26',
    arrivalTime: '14:00',
    exitTime: '12:00',
    hours: null,
    ...(segments.length > 0 ? { segments } : {}),
  });
  const night = (date: string) => {
    const span = nightsSpanOf(date, addDays(date, 1));
    return [span.start, span.end] as const;
  };
  const holders = (state: LedgerState, roomId: string, date: string) =>
    state.byRoom.overlapping(roomId, ...night(date)).map(ownerOf);

  it('indexes each earlier room under its own id (back in a room left before) and releases them all', () => {
    const state = ledger.initialState();
    const held = stay([
      { roomId: 'A', from: '2026-11-22', to: '2026-11-23' },
      { roomId: 'B', from: '2026-11-23', to: '2026-11-24' },
    ]);
    ledger.evolve(state, { type: 'StayChanged', data: { propertyId: 'p', stay: held } });
    expect(
      ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'].map((d) => [
        holders(state, 'A', d),
        holders(state, 'B', d),
      ]),
    ).toEqual([
      [['r-1'], []],
      [[], ['r-1']],
      [['r-1'], []],
      [['r-1'], []],
    ]);
    expect(state.byRoomType.overlapping('std', ...night('2026-11-23'))).toEqual(['r-1']);
    // Held again as a plain stay in B: every earlier span goes.
    ledger.evolve(state, { type: 'StayChanged', data: { propertyId: 'p', stay: stay([], 'B') } });
    expect(holders(state, 'A', '2026-11-22')).toEqual([]);
    expect(holders(state, 'A', '2026-11-24')).toEqual([]);
    expect(holders(state, 'B', '2026-11-22')).toEqual(['r-1']);
    ledger.evolve(state, { type: 'StayReleased', data: { propertyId: 'p', reservationId: 'r-1' } });
    expect(holders(state, 'B', '2026-11-22')).toEqual([]);
    expect(state.byRoomType.overlapping('std', ...night('2026-11-22'))).toEqual([]);
  });

  it('leaves out a current room taken and left on the same day', () => {
    expect(
      roomSpansOf({
        ...stay([{ roomId: 'A', from: '2026-11-22', to: '2026-11-24' }], 'B'),
        checkOut: '2026-11-24',
      }).map((span) => span.roomId),
    ).toEqual(['A']);
  });
});

import { describe, expect, it } from 'vitest';
import { SpanIndex } from './ledger';

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

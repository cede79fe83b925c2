import fc from 'fast-check';
import { update as mingoUpdate } from 'mingo/updater';
import { describe, expect, it } from 'vitest';
import { applyUpdate } from './apply-update';

type Json = Record<string, unknown>;

const key = fc.constantFrom('a', 'b', 'c');
const path = fc.array(key, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));
const scalar = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom('x', 'y'),
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 2 }),
  fc.dictionary(key, scalar, { maxKeys: 2 }),
);
const doc: fc.Arbitrary<Json> = fc.dictionary(
  key,
  fc.oneof(value, fc.dictionary(key, value, { maxKeys: 3 })),
  { maxKeys: 3 },
);
const update = fc
  .record(
    {
      $set: fc.dictionary(path, value, { minKeys: 1, maxKeys: 2 }),
      $unset: fc.dictionary(path, fc.constant(''), { minKeys: 1, maxKeys: 2 }),
      $inc: fc.dictionary(path, fc.integer({ min: -3, max: 3 }), { minKeys: 1, maxKeys: 2 }),
      $push: fc.dictionary(path, scalar, { minKeys: 1, maxKeys: 1 }),
    },
    { requiredKeys: [] },
  )
  .filter((u) => Object.keys(u).length > 0);

/** mingo's updater is the reference (it follows MongoDB); errors count as an outcome too. */
const outcome = (run: () => boolean | string[]) => {
  try {
    const result = run();
    return { changed: Array.isArray(result) ? result.length > 0 : result };
  } catch {
    return { error: true };
  }
};

describe('applyUpdate', () => {
  it('gives the same document as mingo for any $set/$unset/$inc/$push', () => {
    fc.assert(
      fc.property(doc, update, (original, u) => {
        const fast = structuredClone(original);
        const reference = structuredClone(original);
        const a = outcome(() => applyUpdate(fast, u));
        const b = outcome(() =>
          mingoUpdate(reference, u, undefined, undefined, { cloneMode: 'deep' }),
        );
        if ('error' in b) return; // MongoDB refuses it; what we do then is the general path's
        expect('error' in a).toBe(false);
        expect(fast).toEqual(reference);
      }),
      { numRuns: 3000 },
    );
  });

  it('reports whether the document changed, as modifiedCount counts it', () => {
    const d: Json = { a: 1, b: { c: 'x' } };
    expect(applyUpdate(d, { $set: { a: 1 } })).toBe(false);
    expect(applyUpdate(d, { $set: { 'b.c': 'x' } })).toBe(false);
    expect(applyUpdate(d, { $inc: { a: 0 } })).toBe(false);
    expect(applyUpdate(d, { $unset: { z: '' } })).toBe(false);
    expect(applyUpdate(d, { $inc: { a: 2 }, $set: { 'b.d': [1] } })).toBe(true);
    expect(d).toEqual({ a: 3, b: { c: 'x', d: [1] } });
  });

  it('copies the values it sets: later changes to them do not leak into the document', () => {
    const value = { nested: [1] };
    const d: Json = {};
    applyUpdate(d, { $set: { v: value } });
    value.nested.push(2);
    expect(d).toEqual({ v: { nested: [1] } });
  });
});

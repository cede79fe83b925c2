import fc from 'fast-check';
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { Document, Filter } from './port';
import { compileFilter, inclusionOf, sortPage } from './plan';

/** The fast paths must answer exactly as mingo (MongoDB's semantics) does, or defer to it. */

const scalar = fc.oneof(
  fc.constantFrom('a', 'b', 'B', '2026-01-01', '2026-02-01', ''),
  fc.integer({ min: -3, max: 3 }),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.record({ x: scalar }) },
);
const FIELDS = ['a', 'b', 'c.x'] as const;
const doc = fc.record(
  { a: value, b: value, c: fc.oneof(fc.record({ x: value }), fc.array(fc.record({ x: scalar }))) },
  { requiredKeys: [] },
);

const condition = fc.oneof(
  scalar,
  fc.record({ $eq: scalar }),
  fc.record({ $ne: scalar }),
  fc.record({ $in: fc.array(scalar, { maxLength: 3 }) }),
  fc.record({ $exists: fc.boolean() }),
  fc.record({ $regex: fc.constantFrom('^a', 'b$', '2026'), $options: fc.constantFrom('', 'i') }),
  fc.record(
    {
      $gte: fc.oneof(fc.constantFrom('2026-01-01', 'a'), fc.integer({ min: -2, max: 2 })),
      $lt: fc.oneof(fc.constantFrom('2026-02-01', 'b'), fc.integer({ min: -2, max: 2 })),
    },
    { requiredKeys: [] },
  ),
);
const simpleFilter = fc.dictionary(fc.constantFrom(...FIELDS), condition, { maxKeys: 3 });
const filter = fc.oneof(
  simpleFilter,
  fc.record({ $or: fc.array(simpleFilter, { minLength: 1, maxLength: 3 }) }),
);

describe('the embedded read store’s fast paths', () => {
  it('a compiled filter matches what mingo matches, or defers to it', () => {
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 20 }), filter, (docs, f) => {
        const plain = JSON.parse(JSON.stringify(f)) as Filter;
        const query = new Query(plain, {});
        const compiled = compileFilter(plain);
        for (const [i, d] of docs.entries()) {
          const document = JSON.parse(JSON.stringify({ _id: String(i), ...d })) as Document;
          const expected = query.test(document);
          const fast = compiled ? compiled(document) : undefined;
          if (fast !== undefined) expect(fast).toBe(expected);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a sorted page is mingo’s page, or left to mingo', () => {
    const sortKeys = fc.uniqueArray(fc.constantFrom('a', 'b', 'c.x', '_id'), {
      minLength: 1,
      maxLength: 3,
    });
    fc.assert(
      fc.property(
        fc.array(doc, { maxLength: 40 }),
        sortKeys,
        fc.array(fc.constantFrom<1 | -1>(1, -1), { minLength: 3, maxLength: 3 }),
        fc.nat(10),
        fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
        (docs, keys, orders, skip, limit) => {
          // Stored documents are JSON: plain objects.
          const documents = docs.map(
            (d, i) =>
              JSON.parse(JSON.stringify({ _id: String(i).padStart(2, '0'), ...d })) as Document,
          );
          const sort = Object.fromEntries(keys.map((k, i) => [k, orders[i] ?? 1]));
          const page = sortPage(documents, sort, skip, limit);
          if (!page) return;
          let cursor = new Query({}, {}).find<Document>(documents).sort(sort);
          if (skip) cursor = cursor.skip(skip);
          if (limit) cursor = cursor.limit(limit);
          expect(page.map((d) => d._id)).toEqual(cursor.all().map((d) => d._id));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a projection of top-level fields copies what mingo’s does, or is left to mingo', () => {
    const spec = fc.dictionary(
      fc.constantFrom('_id', 'a', 'b', 'c', 'c.x', 'd'),
      fc.constantFrom<0 | 1>(0, 1),
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(doc, spec, (d, projection) => {
        const document = JSON.parse(JSON.stringify({ _id: 'x', ...d })) as Document;
        const project = inclusionOf(projection);
        if (!project) return;
        const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
        const [expected] = new Query({}, {}).find<Document>([document], projection).all();
        const projected = project(document, copy);
        expect(projected).toEqual(expected);
        // A copy: changing it leaves the stored document as it was.
        for (const value of Object.values(projected)) {
          if (value !== null && typeof value === 'object') {
            expect(Object.values(document)).not.toContain(value);
          }
        }
      }),
      { numRuns: 2000 },
    );
    expect(inclusionOf({ a: 1, _id: 0 })?.({ _id: 'x', a: 1, b: 2 }, (v) => v)).toEqual({ a: 1 });
    expect(inclusionOf({ a: 0 })).toBeNull();
    expect(inclusionOf({ 'c.x': 1 })).toBeNull();
  });
});

import type { Document, Filter } from './port';

/**
 * The embedded read store's fast paths (docs/platform.md, read stores): the filters, sorts and
 * index ranges the read models ask most, evaluated in plain JavaScript instead of mingo —
 * tens of times faster per document. Each path answers only what it is sure of, with
 * MongoDB's semantics; anything else (arrays on a path, sub-documents, operators it does not
 * know) is left to mingo, so results never differ.
 */

/** A value this module cannot judge (an array or a sub-document on the path): ask mingo. */
export const UNSURE = Symbol('unsure');

type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean';

/**
 * The value at a dotted path, `undefined` when missing, UNSURE when the path crosses an array
 * (MongoDB then matches any element) or ends on a non-scalar.
 */
export const scalarAt = (doc: unknown, path: string): Scalar | undefined | typeof UNSURE => {
  let value: unknown = doc;
  let start = 0;
  for (;;) {
    const dot = path.indexOf('.', start);
    const part = dot === -1 ? path.slice(start) : path.slice(start, dot);
    if (value === null || typeof value !== 'object') return undefined;
    if (Array.isArray(value)) return UNSURE;
    value = (value as Record<string, unknown>)[part];
    if (dot === -1) break;
    start = dot + 1;
  }
  if (value === undefined) return undefined;
  return isScalar(value) ? value : UNSURE;
};

/** true / false, or undefined when mingo must decide for this document. */
export type Predicate = (doc: Document) => boolean | undefined;

const RANGE_OPS = new Set(['$gt', '$gte', '$lt', '$lte']);

/** MongoDB's comparison of two scalars of the same type (type bracketing: others never match). */
const compareSameType = (a: Scalar | undefined, b: string | number, op: string): boolean => {
  if (typeof a !== typeof b) return false;
  const x = a as string | number;
  switch (op) {
    case '$gt':
      return x > b;
    case '$gte':
      return x >= b;
    case '$lt':
      return x < b;
    default:
      return x <= b;
  }
};

const equals = (value: Scalar | undefined, target: Scalar): boolean =>
  target === null ? value === null || value === undefined : value === target;

/** One field's condition, or null when it is not one this module knows. */
const compileCondition = (condition: unknown): ((value: Scalar | undefined) => boolean) | null => {
  if (isScalar(condition)) return (value) => equals(value, condition);
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return null;
  if (condition instanceof RegExp) return null;
  const entries = Object.entries(condition as Record<string, unknown>);
  if (entries.length === 0 || entries.some(([op]) => !op.startsWith('$'))) return null;
  const tests: ((value: Scalar | undefined) => boolean)[] = [];
  const options = (condition as Record<string, unknown>).$options;
  for (const [op, target] of entries) {
    if (op === '$options') continue;
    if (op === '$eq' && isScalar(target)) tests.push((value) => equals(value, target));
    else if (op === '$ne' && isScalar(target)) tests.push((value) => !equals(value, target));
    else if (RANGE_OPS.has(op) && (typeof target === 'string' || typeof target === 'number')) {
      tests.push((value) => compareSameType(value, target, op));
    } else if (op === '$in' && Array.isArray(target) && target.every(isScalar)) {
      const set = new Set<Scalar | undefined>(target);
      if (set.has(null)) set.add(undefined);
      tests.push((value) => set.has(value));
    } else if (op === '$exists' && typeof target === 'boolean') {
      tests.push((value) => (value !== undefined) === target);
    } else if (
      op === '$regex' &&
      ((typeof target === 'string' &&
        (options === undefined || (typeof options === 'string' && /^[ims]*$/.test(options)))) ||
        (target instanceof RegExp && options === undefined && !/[gy]/.test(target.flags)))
    ) {
      const pattern =
        typeof target === 'string' ? new RegExp(target, options ?? '') : (target as RegExp);
      tests.push((value) => typeof value === 'string' && pattern.test(value));
    } else return null;
  }
  return (value) => tests.every((test) => test(value));
};

/**
 * A filter compiled to a predicate, or null when it uses anything beyond top-level fields
 * with scalar equality, $eq, $ne, $gt(e), $lt(e), $in, $exists, $regex, and $and / $or of such.
 */
export const compileFilter = (filter: Filter): Predicate | null => {
  const parts: Predicate[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition) || condition.length === 0) return null;
      const subs = condition.map((sub) => compileFilter(sub as Filter));
      if (subs.some((sub) => sub === null)) return null;
      const all = subs as Predicate[];
      parts.push(
        key === '$and'
          ? (doc) => {
              let unsure = false;
              for (const sub of all) {
                const result = sub(doc);
                if (result === false) return false;
                if (result === undefined) unsure = true;
              }
              return unsure ? undefined : true;
            }
          : (doc) => {
              let unsure = false;
              for (const sub of all) {
                const result = sub(doc);
                if (result === true) return true;
                if (result === undefined) unsure = true;
              }
              return unsure ? undefined : false;
            },
      );
      continue;
    }
    if (key.startsWith('$')) return null;
    const test = compileCondition(condition);
    if (!test) return null;
    parts.push((doc) => {
      const value = scalarAt(doc, key);
      return value === UNSURE ? undefined : test(value);
    });
  }
  return (doc) => {
    let unsure = false;
    for (const part of parts) {
      const result = part(doc);
      if (result === false) return false;
      if (result === undefined) unsure = true;
    }
    return unsure ? undefined : true;
  };
};

/** MongoDB's order of the scalar types: null and missing, numbers, strings, booleans. */
const rank = (value: Scalar | undefined): number =>
  value === null || value === undefined
    ? 0
    : typeof value === 'number'
      ? 1
      : typeof value === 'string'
        ? 2
        : 3;

const compareScalars = (a: Scalar | undefined, b: Scalar | undefined): number => {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0) return 0;
  const x = a as string | number | boolean;
  const y = b as string | number | boolean;
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * `docs` ordered by `sort`, then `skip` and `limit` applied — or null when a sort key is an
 * array or a sub-document (mingo's order then). Stable, as mingo's; with a small page of a
 * large set only the page is kept in order (a bounded insertion), not the whole set sorted.
 */
export const sortPage = (
  docs: readonly Document[],
  sort: Record<string, 1 | -1>,
  skip = 0,
  limit?: number,
): Document[] | null => {
  const fields = Object.entries(sort);
  const rows: { doc: Document; keys: (Scalar | undefined)[] }[] = [];
  const compare = (a: (Scalar | undefined)[], b: (Scalar | undefined)[]) => {
    for (let i = 0; i < fields.length; i++) {
      const order = compareScalars(a[i], b[i]);
      if (order !== 0) return order * (fields[i]![1] === -1 ? -1 : 1);
    }
    return 0;
  };
  const keep = limit !== undefined && limit > 0 ? skip + limit : Infinity;
  for (const doc of docs) {
    const keys: (Scalar | undefined)[] = [];
    for (const [path] of fields) {
      const value = scalarAt(doc, path);
      if (value === UNSURE) return null;
      keys.push(value);
    }
    if (rows.length >= keep && compare(keys, rows[rows.length - 1]!.keys) >= 0) continue;
    if (keep === Infinity) {
      rows.push({ doc, keys });
      continue;
    }
    // Insert after every equal key (stable), drop what falls off the page.
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(rows[mid]!.keys, keys) <= 0) lo = mid + 1;
      else hi = mid;
    }
    rows.splice(lo, 0, { doc, keys });
    if (rows.length > keep) rows.pop();
  }
  if (keep === Infinity) rows.sort((a, b) => compare(a.keys, b.keys));
  const end = limit !== undefined && limit > 0 ? skip + limit : undefined;
  return rows.slice(skip, end).map((row) => row.doc);
};

/**
 * The range part of a filter on a field: `{ $gte: '2026-01-01', $lte: '2026-01-31' }` with
 * string or number bounds of one type, or null.
 */
export const rangeOf = (
  condition: unknown,
): { test: (value: unknown) => boolean | undefined } | null => {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return null;
  const entries = Object.entries(condition as Record<string, unknown>);
  if (entries.length === 0 || entries.some(([op]) => !RANGE_OPS.has(op))) return null;
  const bounds = entries as [string, string | number][];
  if (!bounds.every(([, v]) => typeof v === 'string' || typeof v === 'number')) return null;
  return {
    // An indexed value that is an array or sub-document: kept (the filter decides).
    test: (value) => {
      if (value !== null && typeof value === 'object') return undefined;
      return bounds.every(([op, bound]) => compareSameType(value as Scalar, bound, op));
    },
  };
};

/**
 * An inclusion projection of top-level fields (`{ a: 1, b: 1 }`, `_id` kept unless `_id: 0`)
 * as a function copying those fields of a document (`copy` for values that are not scalars),
 * or null for any other projection (exclusions, dotted paths, operators: mingo's).
 */
export const inclusionOf = (
  projection: Record<string, unknown>,
): ((doc: Document, copy: <T>(value: T) => T) => Document) | null => {
  const fields: string[] = [];
  let withId = true;
  for (const [field, spec] of Object.entries(projection)) {
    const included = spec === 1 || spec === true;
    const excluded = spec === 0 || spec === false;
    if (field.includes('.') || field.startsWith('$') || field === '__proto__') return null;
    if (!included && !excluded) return null;
    if (field === '_id') withId = included;
    else if (included) fields.push(field);
    else return null;
  }
  if (fields.length === 0) return null;
  if (withId) fields.unshift('_id');
  return (doc, copy) => {
    const out: Document = {} as Document;
    for (const field of fields) {
      if (!Object.hasOwn(doc, field)) continue;
      const value = (doc as Record<string, unknown>)[field];
      if (value === undefined) continue;
      (out as Record<string, unknown>)[field] =
        value !== null && typeof value === 'object' ? copy(value) : value;
    }
    return out;
  };
};

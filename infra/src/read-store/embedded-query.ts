import { Query } from 'mingo';
import { clone, equalityFields, isObject, isOperatorObject } from './embedded-docs';
import { type CollectionState, inWrittenOrder } from './embedded-memory';
import { compileFilter, inclusionOf, rangeOf, sortPage } from './plan';
import type { Document, Filter, FindOptions } from './port';

// Reads of the embedded store: a filter narrowed by an index, then tested (compiled, or by
// mingo); finds paged and projected.

/** How many documents of the partitions match. */
export const countIn = (states: readonly CollectionState[], filter: Filter = {}): number => {
  let count = 0;
  for (const state of states) count += countInPart(state, filter);
  return count;
};

/** How many documents match: an index that covers the filter counts without reading them. */
const countInPart = (state: CollectionState, filter: Filter): number => {
  const keys = Object.keys(filter);
  if (keys.length === 0) return state.docs.size;
  for (const index of state.indexes.values()) {
    if (index.fields.length !== keys.length || index.irregular.size > 0) continue;
    const covered = index.fields.every(
      (f) => f in filter && filter[f] !== null && typeof filter[f] !== 'object',
    );
    if (!covered) continue;
    return index.entries.get(JSON.stringify(index.fields.map((f) => filter[f] ?? null)))?.size ?? 0;
  }
  return matchIn(state, filter).length;
};

/**
 * The documents a filter can match, narrowed by the best index: one whose fields are all
 * bound by equality (its entry), or whose leading fields are and whose last has a range
 * (`$gte`/`$lte`…: the entries in range). The smallest candidate set wins. `covered`: the
 * index's equality is the whole filter, so every candidate matches. `written`: the
 * candidates are in the order written (an index's entries hold theirs in another).
 */
const candidates = (
  state: CollectionState,
  filter: Filter,
): { docs: Document[]; covered: boolean; written: boolean } => {
  const id = filter._id;
  if (typeof id === 'string') {
    const doc = state.docs.get(id);
    return { docs: doc ? [doc] : [], covered: Object.keys(filter).length === 1, written: true };
  }
  const equal = equalityFields(filter);
  const bound = (f: string) =>
    f in equal && !isOperatorObject(equal[f]) && !Array.isArray(equal[f]) && !isObject(equal[f]);
  const filterKeys = Object.keys(filter);
  let best: { ids: Iterable<string>; size: number; covered: boolean } | null = null;
  for (const index of state.indexes.values()) {
    // An array's elements are not entries of their own (IndexDef.irregular).
    if (index.irregular.size > 0) continue;
    if (index.fields.every(bound)) {
      const ids = index.entries.get(JSON.stringify(index.fields.map((f) => equal[f] ?? null)));
      if (!ids) return { docs: [], covered: true, written: true };
      if (!best || ids.size < best.size) {
        const covered =
          filterKeys.length === index.fields.length &&
          index.fields.every((f) => filter[f] === equal[f] && equal[f] !== null);
        best = { ids, size: ids.size, covered };
      }
      continue;
    }
    const last = index.fields[index.fields.length - 1] as string;
    const prefix = index.fields.slice(0, -1);
    const range = rangeOf(filter[last]);
    if (!range || !prefix.every(bound)) continue;
    const wanted = prefix.map((f) => equal[f] ?? null);
    const ids: string[] = [];
    for (const [key, members] of index.entries) {
      const values = JSON.parse(key) as unknown[];
      if (!wanted.every((v, i) => values[i] === v)) continue;
      if (range.test(values[prefix.length]) === false) continue;
      for (const member of members) ids.push(member);
    }
    if (!best || ids.length < best.size) best = { ids, size: ids.length, covered: false };
  }
  if (!best) {
    return { docs: [...state.docs.values()], covered: filterKeys.length === 0, written: true };
  }
  const docs: Document[] = [];
  for (const i of best.ids) {
    const doc = state.docs.get(i);
    if (doc) docs.push(doc);
  }
  return { docs, covered: best.covered, written: false };
};

/** A filter's test of one document: compiled where it can be, mingo (made once) where not. */
export const matcherOf = (filter: Filter): ((doc: Document) => boolean) => {
  let query: Query | null = null;
  const test = (d: Document) => (query ??= new Query(filter, {})).test(d);
  const compiled = compileFilter(filter);
  return compiled ? (d) => compiled(d) ?? test(d) : test;
};

/**
 * The documents of a partition that match; `inOrder`: in the order written (what an
 * unsorted find answers, as MongoDB's natural order and the file's rowid order).
 */
export const matchIn = (
  state: CollectionState,
  filter: Filter = {},
  inOrder = false,
): Document[] => {
  const { docs, covered, written } = candidates(state, filter);
  const ordered = (matched: Document[]) =>
    inOrder && !written ? inWrittenOrder(state, matched) : matched;
  if (covered) return ordered(docs);
  return ordered(docs.filter(matcherOf(filter)));
};

/** The documents of the partitions that match, partition after partition. */
export const matchAll = (
  states: readonly CollectionState[],
  filter: Filter = {},
  inOrder = false,
): Document[] => {
  if (states.length === 1) return matchIn(states[0] as CollectionState, filter, inOrder);
  const matched: Document[] = [];
  for (const state of states) for (const doc of matchIn(state, filter, inOrder)) matched.push(doc);
  return matched;
};

export const findIn = (
  states: readonly CollectionState[],
  filter: Filter = {},
  options: FindOptions = {},
): Document[] => {
  const matched = matchAll(states, filter, !options.sort);
  // No projection, or one of top-level fields: copied here (only those fields) instead of
  // by mingo.
  const project = options.projection ? inclusionOf(options.projection) : null;
  if (!options.projection || project) {
    const copy = project ? (doc: Document) => project(doc, clone) : clone;
    if (!options.sort) {
      // In the order found, as MongoDB without a sort (and mingo here); a limit of 0 is none.
      const skip = options.skip ?? 0;
      const end = options.limit ? skip + options.limit : undefined;
      return (skip > 0 || end !== undefined ? matched.slice(skip, end) : matched).map(copy);
    }
    const page = sortPage(matched, options.sort, options.skip ?? 0, options.limit);
    if (page) return page.map(copy);
  }
  let cursor = new Query({}, {}).find<Document>(matched, options.projection);
  if (options.sort) cursor = cursor.sort(options.sort);
  if (options.skip) cursor = cursor.skip(options.skip);
  if (options.limit) cursor = cursor.limit(options.limit);
  return cursor.all().map(clone);
};

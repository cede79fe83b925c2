import { type Change, getPath, indexKey, isObject, isOperatorObject } from './embedded-docs';
import { type Document, DuplicateKeyError, type Filter } from './port';

// A collection as the embedded store holds it in memory: per property (a partition), the
// documents of the partitions in use and their indexes.

export interface IndexDef {
  readonly name: string;
  readonly fields: string[];
  readonly unique: boolean;
  /** key (JSON of the indexed values) -> ids */
  readonly entries: Map<string, Set<string>>;
  /**
   * The documents holding an array or a sub-document in an indexed field: MongoDB matches an
   * array by any of its elements, which an entry keyed by the whole value does not find, so
   * an index holding any is not used to narrow a read (./embedded-query.ts).
   */
  readonly irregular: Set<string>;
}

const irregularIn = (doc: Document, fields: readonly string[]): boolean =>
  fields.some((f) => isObject(getPath(doc, f)));

/** One partition of a collection in memory: its documents and their indexes. */
export interface CollectionState {
  readonly docs: Map<string, Document>;
  readonly indexes: Map<string, IndexDef>;
  /** The length of each document's JSON, as last read or written: what the memory bound counts. */
  readonly sizes: Map<string, number>;
  /** Their sum. */
  bytes: number;
  /**
   * Each document's place in the order written, for unsorted reads narrowed by an index
   * (whose entries hold ids in another order): built when such a read first needs it, then
   * kept as documents come and go.
   */
  written?: { readonly at: Map<string, number>; next: number };
}

/** An index as the file declares it: built over every partition loaded. */
export interface IndexSpec {
  readonly name: string;
  readonly fields: string[];
  readonly unique: boolean;
}

/**
 * A collection in memory. Its documents are partitioned by property: a document's partition
 * is its `propertyId` when that is a string, `''` when it has none (or null), and `'*'` when it
 * is anything else (an array, a number...). A partition is loaded from the file whole, when a
 * read or write first needs it, and may be dropped again (least recently used) when the
 * store's memory is over its bound.
 */
export interface CollectionMemory {
  /** The partitions in memory, by key. */
  readonly parts: Map<string, CollectionState>;
  /** The partition of each document in memory (of the loaded partitions). */
  readonly where: Map<string, string>;
  readonly indexes: IndexSpec[];
  /** Documents another connection changed since: read from the file on next use (catchUp). */
  readonly stale: Set<string>;
  /** Every partition of the file is in memory (a read over the whole collection loaded it). */
  complete: boolean;
}

/** A document's partition. */
export const partOf = (doc: Document): string => {
  const property = doc.propertyId;
  if (typeof property === 'string') return property;
  return property === undefined || property === null ? '' : '*';
};

/**
 * The partitions a filter's documents can be in, or null for all: a top-level `propertyId`
 * equal to a string (or `$eq`, `$in` of strings; also inside `$and`) can match only documents
 * of that partition or of `'*'` (an array holding it).
 */
export const partsOfFilter = (filter: Filter): string[] | null => {
  const property = filter.propertyId;
  if (typeof property === 'string') return [property, '*'];
  if (isOperatorObject(property)) {
    const ops = property as Record<string, unknown>;
    const keys = Object.keys(ops);
    if (keys.length === 1 && typeof ops.$eq === 'string') return [ops.$eq, '*'];
    if (
      keys.length === 1 &&
      Array.isArray(ops.$in) &&
      ops.$in.every((v): v is string => typeof v === 'string')
    ) {
      return [...new Set([...ops.$in, '*'])];
    }
  }
  if (Array.isArray(filter.$and)) {
    for (const inner of filter.$and as Filter[]) {
      const parts = partsOfFilter(inner);
      if (parts) return parts;
    }
  }
  return null;
};

/** A new, empty partition with the collection's indexes. */
export const emptyPart = (): CollectionState => ({
  docs: new Map(),
  indexes: new Map(),
  sizes: new Map(),
  bytes: 0,
});

/** Records the JSON length of a document of the partition (null: removed). */
export const sized = (state: CollectionState, id: string, length: number | null): number => {
  const before = state.sizes.get(id) ?? 0;
  if (length === null) state.sizes.delete(id);
  else state.sizes.set(id, length);
  const delta = (length ?? 0) - before;
  state.bytes += delta;
  return delta;
};

/** Builds an index over a collection's documents (a unique one refuses a duplicate key). */
export const buildIndex = (
  collection: string,
  state: CollectionState,
  name: string,
  fields: string[],
  unique: boolean,
): void => {
  const index: IndexDef = { name, fields, unique, entries: new Map(), irregular: new Set() };
  for (const doc of state.docs.values()) {
    const key = indexKey(doc, fields);
    if (irregularIn(doc, fields)) index.irregular.add(doc._id);
    const ids = index.entries.get(key) ?? new Set<string>();
    if (unique && ids.size > 0) throw new DuplicateKeyError(collection, key);
    ids.add(doc._id);
    index.entries.set(key, ids);
  }
  state.indexes.set(name, index);
};

/** Puts a document (or its absence) in memory, its index entries with it. */
export const place = (
  collection: string,
  state: CollectionState,
  id: string,
  next: Change,
  checkUnique = true,
): void => {
  const previous = state.docs.get(id);
  for (const index of state.indexes.values()) {
    const previousKey = previous ? indexKey(previous, index.fields) : undefined;
    const key = next ? indexKey(next, index.fields) : undefined;
    // Most writes leave a document's indexed values as they were: its entry stays.
    if (previousKey === key) continue;
    if (next && irregularIn(next, index.fields)) index.irregular.add(id);
    else index.irregular.delete(id);
    if (previousKey !== undefined) {
      const ids = index.entries.get(previousKey);
      ids?.delete(id);
      if (ids && ids.size === 0) index.entries.delete(previousKey);
    }
    if (key !== undefined) {
      const ids = index.entries.get(key) ?? new Set<string>();
      if (checkUnique && index.unique && ids.size > 0 && !ids.has(id)) {
        // restore the previous entry before failing
        if (previousKey !== undefined) {
          const prevIds = index.entries.get(previousKey) ?? new Set<string>();
          prevIds.add(id);
          index.entries.set(previousKey, prevIds);
        }
        throw new DuplicateKeyError(collection, `${index.name}: ${key}`);
      }
      ids.add(id);
      index.entries.set(key, ids);
    }
  }
  const { written } = state;
  if (next) {
    if (written && !state.docs.has(id)) written.at.set(id, written.next++);
    state.docs.set(id, next);
  } else {
    state.docs.delete(id);
    written?.at.delete(id);
  }
};

/** Documents of a partition in the order they were written (as the partition's map holds them). */
export const inWrittenOrder = (state: CollectionState, docs: Document[]): Document[] => {
  if (docs.length < 2) return docs;
  if (!state.written) {
    const at = new Map<string, number>();
    for (const id of state.docs.keys()) at.set(id, at.size);
    state.written = { at, next: at.size };
  }
  const { at } = state.written;
  return docs.sort((a, b) => (at.get(a._id) ?? 0) - (at.get(b._id) ?? 0));
};

import { type Change, indexKey } from './embedded-docs';
import { type Document, DuplicateKeyError } from './port';

// A collection as the embedded store holds it in memory: its documents and their indexes.

export interface IndexDef {
  readonly name: string;
  readonly fields: string[];
  readonly unique: boolean;
  /** key (JSON of the indexed values) -> ids */
  readonly entries: Map<string, Set<string>>;
}

export interface CollectionState {
  readonly docs: Map<string, Document>;
  readonly indexes: Map<string, IndexDef>;
  /** Documents another connection changed since: read from the file on next use (catchUp). */
  readonly stale: Set<string>;
}

/** Builds an index over a collection's documents (a unique one refuses a duplicate key). */
export const buildIndex = (
  collection: string,
  state: CollectionState,
  name: string,
  fields: string[],
  unique: boolean,
): void => {
  const index: IndexDef = { name, fields, unique, entries: new Map() };
  for (const doc of state.docs.values()) {
    const key = indexKey(doc, fields);
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
  if (next) state.docs.set(id, next);
  else state.docs.delete(id);
};

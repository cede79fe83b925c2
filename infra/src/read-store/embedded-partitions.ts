import { type Change, clone, indexKey } from './embedded-docs';
import type { Statements } from './embedded-file';
import {
  buildIndex,
  type CollectionMemory,
  type CollectionState,
  emptyPart,
  partOf,
  partsOfFilter,
  place,
  sized,
} from './embedded-memory';
import { matcherOf } from './embedded-query';
import { inclusionOf } from './plan';
import { type Document, DuplicateKeyError, type Filter, type FindOptions } from './port';

// The embedded store's memory of its collections, per property (partitions: see
// CollectionMemory in ./embedded-memory.ts): which partitions are loaded, reading them from
// the file when first needed, and dropping the least recently used past the memory bound.

/** The ids an `_id` condition names: one string, or `{ $in: [strings] }` (else undefined). */
const idsOf = (condition: unknown): string[] | undefined => {
  if (typeof condition === 'string') return [condition];
  if (typeof condition !== 'object' || condition === null) return undefined;
  const list = (condition as { $in?: unknown }).$in;
  if (Object.keys(condition).length !== 1 || !Array.isArray(list)) return undefined;
  return list.every((id) => typeof id === 'string') ? [...new Set(list as string[])] : undefined;
};

/** A unique index's key found in two partitions. */
const crossDuplicates = (
  name: string,
  parts: readonly CollectionState[],
  indexName: string,
): void => {
  const seen = new Set<string>();
  for (const state of parts) {
    for (const key of state.indexes.get(indexName)?.entries.keys() ?? []) {
      if (seen.has(key)) throw new DuplicateKeyError(name, `${indexName}: ${key}`);
      seen.add(key);
    }
  }
};

/** What the partitions need of the store. */
export interface PartitionHooks {
  /** A document's change not yet in the file (this transaction's or a finished one's). */
  pending(collection: string, id: string): Change | undefined;
  /** A transaction runs: its changes are in memory only, so nothing may be dropped. */
  busy(): boolean;
  /** Writes the finished transactions' changes to the file now. */
  writeStaged(): void;
}

export class PartitionedCollections {
  private readonly collections = new Map<string, CollectionMemory>();
  /** The partitions in memory, least recently used first, with their collection and key. */
  private readonly held = new Map<string, { collection: string; part: string; usedAt: number }>();
  /** The JSON length of every document in memory. */
  private heldBytes = 0;

  constructor(
    private readonly stmt: Statements,
    private readonly memoryBytes: number,
    private readonly hooks: PartitionHooks,
    /** A partition used this recently (ms) is kept past the bound (see trim). */
    private readonly idleMs = 10_000,
  ) {}

  /** A document another connection changed: read again when its collection is next used. */
  markStale(collection: string, id: string): void {
    this.collections.get(collection)?.stale.add(id);
  }

  /**
   * Reads a collection's stale documents from the file (a missing one was removed), into the
   * partitions in memory.
   */
  private refreshStale(name: string, memory: CollectionMemory): void {
    for (const id of memory.stale) {
      const row = this.stmt.loadOne.get(name, id);
      const from = memory.where.get(id);
      const to = row?.part;
      // The file is the truth here: its writer enforced unique indexes (a key moving between
      // two documents of one commit may pass through both while they are read).
      if (from !== undefined && from !== to) this.keep(name, memory, from, id, null, null);
      if (row && to !== undefined && (memory.parts.has(to) || memory.complete)) {
        this.keep(name, memory, to, id, JSON.parse(row.doc) as Document, row.doc.length);
      }
    }
    memory.stale.clear();
  }

  /** Places a document (or its absence) in a partition in memory, counted, without checks. */
  private keep(
    name: string,
    memory: CollectionMemory,
    part: string,
    id: string,
    doc: Document | null,
    length: number | null,
  ): void {
    const state = this.part(name, memory, part);
    place(name, state, id, doc, false);
    this.heldBytes += sized(state, id, doc ? length : null);
    if (doc) memory.where.set(id, part);
    else memory.where.delete(id);
  }

  /** A collection's memory (its partitions load when first used), caught up. */
  memory(name: string): CollectionMemory {
    let memory = this.collections.get(name);
    if (!memory) {
      memory = {
        parts: new Map(),
        where: new Map(),
        indexes: this.stmt.loadIndexes.all(name).map((ix) => ({
          name: ix.name,
          fields: JSON.parse(ix.fields) as string[],
          unique: ix.isUnique === 1,
        })),
        stale: new Set(),
        // A collection the file has nothing of (a new one, one just rebuilt) is all in memory
        // from the start: a new document's id is then known to be new without a query.
        complete: this.stmt.hasAny.get(name) === undefined,
      };
      this.collections.set(name, memory);
    }
    if (memory.stale.size > 0) this.refreshStale(name, memory);
    return memory;
  }

  heldKey = (name: string, part: string) => `${name}\u0000${part}`;

  /** One partition, loaded from the file on first use (empty when the file has none). */
  part(name: string, memory: CollectionMemory, key: string): CollectionState {
    const heldKey = this.heldKey(name, key);
    let state = memory.parts.get(key);
    if (state) {
      // Most recently used last.
      this.held.delete(heldKey);
      this.held.set(heldKey, { collection: name, part: key, usedAt: Date.now() });
      return state;
    }
    state = emptyPart();
    if (!memory.complete) {
      for (const row of this.stmt.loadPart.iterate(name, key)) {
        state.docs.set(row.id, JSON.parse(row.doc) as Document);
        sized(state, row.id, row.doc.length);
        memory.where.set(row.id, key);
      }
    }
    this.adopt(name, memory, key, state);
    return state;
  }

  /** A partition just read joins the collection's memory, its indexes built. */
  private adopt(name: string, memory: CollectionMemory, key: string, state: CollectionState) {
    for (const spec of memory.indexes) buildIndex(name, state, spec.name, spec.fields, spec.unique);
    memory.parts.set(key, state);
    this.held.set(this.heldKey(name, key), { collection: name, part: key, usedAt: Date.now() });
    this.heldBytes += state.bytes;
  }

  /** Every partition of a collection (what a filter not bound to a property reads). */
  allParts(name: string, memory: CollectionMemory): CollectionState[] {
    if (!memory.complete) {
      const read = new Map<string, CollectionState>();
      for (const row of this.stmt.load.iterate(name)) {
        if (memory.parts.has(row.part)) continue;
        let state = read.get(row.part);
        if (!state) {
          state = emptyPart();
          read.set(row.part, state);
        }
        state.docs.set(row.id, JSON.parse(row.doc) as Document);
        sized(state, row.id, row.doc.length);
        memory.where.set(row.id, row.part);
      }
      for (const [key, state] of read) this.adopt(name, memory, key, state);
      memory.complete = true;
    }
    return [...memory.parts.values()];
  }

  /**
   * The partition a document is in, or null when there is none of that id: this transaction's
   * and the finished ones' changes first, then memory, then the file.
   */
  locate(name: string, memory: CollectionMemory, id: string): string | null {
    const pending = this.hooks.pending(name, id);
    if (pending !== undefined) return pending ? partOf(pending) : null;
    const known = memory.where.get(id);
    if (known !== undefined) return known;
    if (memory.complete) return null;
    return this.stmt.locate.get(name, id) ?? null;
  }

  /**
   * A find by `_id` — one id, or `$in` a list of them — with any other conditions (such as
   * the caller's `propertyId`), outside a transaction: their rows, in the order written,
   * tested against the rest of the filter, without loading the partitions — a property's
   * whole collection — for a few documents. A reservation's page read 5,000 reservations
   * (130–190 ms) the first time a property's reservation was opened after a start; the
   * export's services of the selected ones, 170. A rebuild's fold reads each document it does
   * not hold so. Undefined: memory answers (it holds the one document, or the options need it).
   */
  byIdFromFile(name: string, filter: Filter, options: FindOptions = {}): Document[] | undefined {
    const ids = idsOf(filter._id);
    if (!ids || options.skip || (options.sort && ids.length > 1)) return undefined;
    const project = options.projection ? inclusionOf(options.projection) : null;
    if (options.projection && !project) return undefined;
    const memory = this.memory(name);
    // One held in memory is read there; a list from the file (memory would load every
    // partition the filter may name for it).
    if (memory.complete || (ids.length === 1 && memory.where.has(ids[0] as string))) {
      return undefined;
    }
    const rows =
      ids.length === 1
        ? [this.stmt.loadOne.get(name, ids[0] as string)?.doc]
        : this.stmt.loadMany.all(name, JSON.stringify(ids));
    const matches = Object.keys(filter).length === 1 ? () => true : matcherOf(filter);
    const docs: Document[] = [];
    for (const row of rows) {
      if (row === undefined) continue;
      const doc = JSON.parse(row) as Document;
      if (matches(doc)) docs.push(project ? project(doc, clone) : doc);
    }
    return options.limit ? docs.slice(0, options.limit) : docs;
  }

  /** The partitions a filter's documents can be in. */
  scope(name: string, filter: Filter): CollectionState[] {
    const memory = this.memory(name);
    const id = filter._id;
    if (typeof id === 'string') {
      const key = this.locate(name, memory, id);
      return key === null ? [] : [this.part(name, memory, key)];
    }
    const keys = partsOfFilter(filter);
    if (!keys) return this.allParts(name, memory);
    return keys.map((key) => this.part(name, memory, key));
  }

  /** Drops what memory holds of a collection (it loads again from the file when next used). */
  forget(name: string): void {
    const memory = this.collections.get(name);
    if (!memory) return;
    for (const [key, state] of memory.parts) {
      this.heldBytes -= state.bytes;
      this.held.delete(this.heldKey(name, key));
    }
    this.collections.delete(name);
  }

  forgetAll(): void {
    this.collections.clear();
    this.held.clear();
    this.heldBytes = 0;
  }

  /**
   * Keeps memory within its bound: past it, the finished transactions are written and the
   * least recently used partitions dropped, down to three quarters of the bound. Never while a
   * transaction runs (its changes are in memory only).
   */
  trim(): void {
    if (this.heldBytes <= this.memoryBytes || this.hooks.busy()) return;
    this.hooks.writeStaged();
    const idleSince = Date.now() - this.idleMs;
    for (const [key, { collection, part, usedAt }] of this.held) {
      if (this.heldBytes <= this.memoryBytes * 0.75) break;
      // The rest were used more recently still: a working set larger than the bound (one big
      // hotel's catch-up touching every collection each batch) is kept, not read again and
      // again from the file.
      if (usedAt > idleSince) break;
      const memory = this.collections.get(collection);
      const state = memory?.parts.get(part);
      this.held.delete(key);
      if (!memory || !state) continue;
      for (const id of state.docs.keys()) memory.where.delete(id);
      memory.parts.delete(part);
      memory.complete = false;
      this.heldBytes -= state.bytes;
    }
  }

  /**
   * A unique index not bound to a property (an account's e-mail...) holds across partitions:
   * place() checks the document's own, this the others (all of them loaded).
   */
  private checkUniqueAcross(
    name: string,
    memory: CollectionMemory,
    part: string,
    id: string,
    doc: Document,
  ): void {
    const across = memory.indexes.filter((s) => s.unique && !s.fields.includes('propertyId'));
    if (across.length === 0) return;
    this.allParts(name, memory);
    for (const spec of across) {
      const key = indexKey(doc, spec.fields);
      for (const [other, state] of memory.parts) {
        if (other === part) continue;
        const ids = state.indexes.get(spec.name)?.entries.get(key);
        if (ids && [...ids].some((holder) => holder !== id)) {
          throw new DuplicateKeyError(name, `${spec.name}: ${key}`);
        }
      }
    }
  }

  /** What memory holds: partitions and the JSON bytes of their documents (for tests, metrics). */
  memoryUse(): { partitions: number; bytes: number } {
    return { partitions: this.held.size, bytes: this.heldBytes };
  }

  /**
   * Places a document's new value (null: removed) in memory, in its partition; one whose
   * property changed leaves the old one. Answers whether it moved (its row moves too).
   */
  place(collection: string, id: string, next: Change): boolean {
    const memory = this.memory(collection);
    const from = memory.where.get(id);
    const to = next ? partOf(next) : from;
    if (to !== undefined) {
      if (next) this.checkUniqueAcross(collection, memory, to, id, next);
      const state = this.part(collection, memory, to);
      place(collection, state, id, next);
      if (next) memory.where.set(id, to);
      else {
        memory.where.delete(id);
        this.heldBytes += sized(state, id, null);
      }
    }
    if (from === undefined || from === to) return false;
    const old = this.part(collection, memory, from);
    place(collection, old, id, null, false);
    this.heldBytes += sized(old, id, null);
    return true;
  }

  /** A document written to the file: its JSON's length is what memory counts for it. */
  written(collection: string, doc: Document, length: number): void {
    const state = this.collections.get(collection)?.parts.get(partOf(doc));
    if (state?.docs.get(doc._id) === doc) this.heldBytes += sized(state, doc._id, length);
  }

  /**
   * Builds an index in every partition held (every partition, for a unique one not bound to
   * a property); a duplicate key leaves the indexes as they were and throws.
   */
  addIndex(name: string, indexName: string, fields: string[], unique: boolean): boolean {
    const memory = this.memory(name);
    const existing = memory.indexes.find((spec) => spec.name === indexName);
    if (existing && existing.unique === unique) return false;
    const across = unique && !fields.includes('propertyId');
    const parts = across ? this.allParts(name, memory) : [...memory.parts.values()];
    try {
      for (const state of parts) buildIndex(name, state, indexName, fields, unique);
      if (across) crossDuplicates(name, parts, indexName);
    } catch (error) {
      for (const state of parts) {
        if (existing) buildIndex(name, state, indexName, existing.fields, existing.unique);
        else state.indexes.delete(indexName);
      }
      throw error;
    }
    const spec = { name: indexName, fields, unique };
    const at = memory.indexes.findIndex((s) => s.name === indexName);
    if (at === -1) memory.indexes.push(spec);
    else memory.indexes[at] = spec;
    return true;
  }
}

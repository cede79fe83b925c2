import { BloomFilter } from 'bloomfilter';
import { buildIndex, type CollectionState, emptyPart, place } from './embedded-memory';
import { equalityFields, isObject, isOperatorObject } from './embedded-docs';
import { countIn, findIn } from './embedded-query';
import {
  bulkWrite,
  insert,
  remove,
  replace,
  updateDocs,
  type WriteTarget,
} from './embedded-writes';
import type {
  BulkOperation,
  Collection,
  Document,
  Filter,
  FoldedDocument,
  ReadSession,
  ReadStore,
} from './port';

/**
 * The ids a fold wrote to a collection it began empty: one Bloom filter per write (sized for
 * its new documents, 1 % false "maybe"s). An id none holds is not in the store: a new
 * reservation's documents are not looked up there (they were 96 % of the lookups, 11 µs each).
 */
class WrittenIds {
  private readonly filters: BloomFilter[] = [];

  add(ids: readonly string[]): void {
    if (ids.length === 0) return;
    const filter = BloomFilter.withTargetError(ids.length, 0.01);
    for (const id of ids) filter.add(id);
    this.filters.push(filter);
  }

  /** Nothing written yet: the store holds none of the collection. */
  get none(): boolean {
    return this.filters.length === 0;
  }

  mayHold(id: string): boolean {
    return this.filters.some((filter) => filter.test(id));
  }
}

/** One collection as a fold holds it: the documents it read or wrote since it last forgot. */
interface Folded {
  /** One partition, no declared indexes: an index of a field is built when a filter first needs it. */
  readonly state: CollectionState;
  /** Ids written since (a removed document's too), in the order first written. */
  readonly dirty: Set<string>;
  /** Ids the store holds (read from it). */
  readonly stored: Set<string>;
  /** Ids looked up in the store, found or not: not looked up again. */
  readonly checked: Set<string>;
}

const idOf = (filter: Filter): string | undefined =>
  typeof filter._id === 'string' ? filter._id : undefined;

/** A filter's top-level fields bound to one plain value (the fields a fold indexes). */
const boundFields = (filter: Filter): string[] =>
  Object.entries(equalityFields(filter))
    .filter(
      ([field, value]) => !field.includes('.') && !isObject(value) && !isOperatorObject(value),
    )
    .map(([field]) => field);

/**
 * The read models of a rebuild, folded in memory: projections apply the log's events through
 * the same collection API (`session`), but a write only changes memory, and each document is
 * written to the store once per `write` — a document changed by a thousand events costs one
 * write, and the commit's page writes follow the documents instead of every batch.
 *
 * A read the fold cannot answer from memory alone goes to the store first: a document by id
 * that is not in memory is read (once); any other filter reads the store's matches, which
 * join memory unless memory already holds (or removed) them. Memory then answers it through
 * the embedded store's own readers and writers (`./embedded-query.ts`, `./embedded-writes.ts`),
 * so a fold's answers and writes mean what the store's do. In the collections the rebuild
 * dropped (`empty`) the store holds only what the fold wrote: they are not read before its
 * first write, nor for an id the fold never wrote (`WrittenIds`).
 *
 * The store must have no other writer while the fold runs (a rebuild holds the leases). A
 * failed apply leaves memory as the failure found it: the caller drops the fold.
 */
export class ReadModelFold {
  private readonly folded = new Map<string, Folded>();
  private readonly collections = new Map<string, Collection>();
  /** Collections it began empty, with the ids it has written to them. */
  private readonly written = new Map<string, WrittenIds>();
  /** The ids the last `write` inserted, per collection (the filters take them at `forget`). */
  private readonly inserted = new Map<string, string[]>();
  private documents = 0;

  constructor(
    private readonly store: ReadStore,
    /** Collections with no document in the store (just dropped). */
    empty: Iterable<string>,
  ) {
    for (const name of empty) this.written.set(name, new WrittenIds());
  }

  /** How many documents memory holds (read or written), for the caller's memory bound. */
  get size(): number {
    return this.documents;
  }

  /** What the projections are handed: collections over the fold. */
  readonly session: ReadSession = {
    collection: <T extends Document = Document>(name: string): Collection<T> => {
      let collection = this.collections.get(name);
      if (!collection) {
        collection = this.collectionOf(name);
        this.collections.set(name, collection);
      }
      return collection as unknown as Collection<T>;
    },
  };

  /**
   * Writes every document changed since the last `forget` through `session` (the caller's
   * transaction, with its checkpoints): new ones inserted in the order they were first
   * written, changed ones replaced, removed ones deleted. As rows where the session takes
   * them so (`writeFolded`, the embedded store: no filter run, no lookup, nothing kept in its
   * memory), else by `bulkWrite`. Memory keeps them until `forget`, so
   * a transaction the store runs again (MongoDB's driver retries transient errors) writes
   * them all again.
   */
  async write(session: ReadSession): Promise<number> {
    let written = 0;
    this.inserted.clear();
    for (const [name, folded] of this.folded) {
      if (folded.dirty.size === 0) continue;
      const inserted: string[] = [];
      if (session.writeFolded) {
        const documents: FoldedDocument[] = [];
        for (const id of folded.dirty) {
          const doc = folded.state.docs.get(id) ?? null;
          const stored = folded.stored.has(id);
          if (!doc && !stored) continue;
          documents.push({ id, doc, stored });
          if (doc && !stored) inserted.push(id);
        }
        if (session.writeFolded(name, documents)) {
          this.inserted.set(name, inserted);
          written += documents.length;
          continue;
        }
        inserted.length = 0;
      }
      const operations: BulkOperation<Document>[] = [];
      for (const id of folded.dirty) {
        const doc = folded.state.docs.get(id);
        if (doc && folded.stored.has(id)) {
          operations.push({ replaceOne: { filter: { _id: id }, replacement: doc } });
        } else if (doc) {
          operations.push({ insertOne: { document: doc } });
          inserted.push(id);
        } else if (folded.stored.has(id)) {
          operations.push({ deleteOne: { filter: { _id: id } } });
        }
      }
      if (operations.length > 0) await session.collection(name).bulkWrite(operations);
      this.inserted.set(name, inserted);
      written += operations.length;
    }
    return written;
  }

  /** Once the write's transaction is committed: memory forgets all it held. */
  forget(): void {
    for (const [name, ids] of this.inserted) this.written.get(name)?.add(ids);
    this.inserted.clear();
    this.folded.clear();
    this.documents = 0;
  }

  private foldedOf(name: string): Folded {
    let folded = this.folded.get(name);
    if (!folded) {
      folded = { state: emptyPart(), dirty: new Set(), stored: new Set(), checked: new Set() };
      this.folded.set(name, folded);
    }
    return folded;
  }

  /** Puts a document read from the store in memory, unless memory has (or removed) it. */
  private adopt(name: string, folded: Folded, doc: Document): void {
    folded.checked.add(doc._id);
    if (folded.state.docs.has(doc._id) || folded.dirty.has(doc._id)) return;
    place(name, folded.state, doc._id, doc, false);
    folded.stored.add(doc._id);
    this.documents += 1;
  }

  /** Reads into memory what the store holds that `filter` may match. */
  private async prepare(name: string, filter: Filter): Promise<Folded> {
    const folded = this.foldedOf(name);
    const id = idOf(filter);
    if (id !== undefined) {
      if (
        this.written.get(name)?.mayHold(id) === false ||
        folded.checked.has(id) ||
        folded.dirty.has(id) ||
        folded.state.docs.has(id)
      ) {
        return folded;
      }
      folded.checked.add(id);
      const [doc] = await this.store.collection(name).find({ _id: id });
      if (doc) this.adopt(name, folded, doc);
      return folded;
    }
    // Memory answers it through an index of its most telling bound field.
    const fields = boundFields(filter);
    const field = fields.find((f) => f !== 'propertyId') ?? fields[0];
    if (field !== undefined && !folded.state.indexes.has(field)) {
      buildIndex(name, folded.state, field, [field], false);
    }
    if (this.written.get(name)?.none === true) return folded;
    for (const doc of await this.store.collection(name).find(filter)) {
      this.adopt(name, folded, doc);
    }
    return folded;
  }

  private target(folded: Folded, name: string): WriteTarget {
    return {
      scope: () => [folded.state],
      has: (_collection, id) => folded.state.docs.has(id),
      write: (_collection, id, next) => {
        const had = folded.state.docs.has(id);
        place(name, folded.state, id, next, false);
        folded.dirty.add(id);
        this.documents += (next ? 1 : 0) - (had ? 1 : 0);
      },
      freezeKept: false,
    };
  }

  private collectionOf(name: string): Collection {
    const write = async <R>(filter: Filter, body: (target: WriteTarget) => R): Promise<R> => {
      const folded = await this.prepare(name, filter);
      return body(this.target(folded, name));
    };
    const collection: Collection = {
      name,
      find: async (filter = {}, options = {}) =>
        findIn([(await this.prepare(name, filter)).state], filter, options),
      findOne: async (filter, options = {}) =>
        findIn([(await this.prepare(name, filter)).state], filter, { ...options, limit: 1 })[0] ??
        null,
      countDocuments: async (filter = {}) =>
        countIn([(await this.prepare(name, filter)).state], filter),
      aggregate: () =>
        Promise.reject(new Error(`aggregate on ${name}: a projection's handler cannot aggregate`)),
      insertOne: async (document) => {
        // Without an id, the writer draws a new one: nothing to read first.
        const folded =
          idOf(document) !== undefined
            ? await this.prepare(name, { _id: document._id })
            : this.foldedOf(name);
        insert(this.target(folded, name), name, document);
      },
      insertMany: async (documents) => {
        for (const document of documents) await collection.insertOne(document);
      },
      replaceOne: (filter, replacement, options = {}) =>
        write(filter, (target) => replace(target, name, filter, replacement, !!options.upsert)),
      updateOne: (filter, update, options = {}) =>
        write(filter, (target) => updateDocs(target, name, filter, update, options, false)),
      updateMany: (filter, update, options = {}) =>
        write(filter, (target) => updateDocs(target, name, filter, update, options, true)),
      deleteOne: (filter) => write(filter, (target) => remove(target, name, filter, false)),
      deleteMany: (filter = {}) => write(filter, (target) => remove(target, name, filter, true)),
      bulkWrite: async (operations) => {
        for (const op of operations) {
          if ('insertOne' in op) {
            const id = idOf(op.insertOne.document);
            if (id !== undefined) await this.prepare(name, { _id: id });
            continue;
          }
          const filter =
            'updateOne' in op
              ? op.updateOne.filter
              : 'updateMany' in op
                ? op.updateMany.filter
                : 'replaceOne' in op
                  ? op.replaceOne.filter
                  : 'deleteOne' in op
                    ? op.deleteOne.filter
                    : op.deleteMany.filter;
          await this.prepare(name, filter);
        }
        bulkWrite(this.target(this.foldedOf(name), name), name, operations);
      },
      // The store's indexes are declared by the projections' setup, before the fold.
      createIndex: () => Promise.resolve(),
    };
    return collection;
  }
}

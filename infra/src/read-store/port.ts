/**
 * The read store port: the subset of the MongoDB collection API that projections and queries
 * use, so read-model code is written once, in MongoDB's language, and runs on MongoDB
 * (production) or on the embedded SQLite + mingo store. Every adapter passes the contract
 * suite in tests/contracts/read-store.contract.ts.
 */

export interface Document {
  _id: string;
  [key: string]: unknown;
}

/** A MongoDB query filter (plain object; operators such as $eq, $in, $gte, $and, $or ...). */
export type Filter = Record<string, unknown>;
/** A MongoDB update: operators ($set, $unset, $inc, $push, $pull, $addToSet, $min, $max ...) or a pipeline-free replacement is not accepted here. */
export type Update = Record<string, unknown>;
export type Sort = Record<string, 1 | -1>;
export type Projection = Record<string, 0 | 1>;
export type Pipeline = Record<string, unknown>[];

export interface FindOptions {
  readonly sort?: Sort;
  readonly skip?: number;
  readonly limit?: number;
  readonly projection?: Projection;
}

export interface UpdateOptions {
  readonly upsert?: boolean;
}

export interface UpdateResult {
  readonly matchedCount: number;
  readonly modifiedCount: number;
  readonly upsertedCount: number;
}

export interface DeleteResult {
  readonly deletedCount: number;
}

export type BulkOperation<T extends Document> =
  | { insertOne: { document: T } }
  | { updateOne: { filter: Filter; update: Update; upsert?: boolean } }
  | { updateMany: { filter: Filter; update: Update; upsert?: boolean } }
  | { replaceOne: { filter: Filter; replacement: T; upsert?: boolean } }
  | { deleteOne: { filter: Filter } }
  | { deleteMany: { filter: Filter } };

export interface IndexOptions {
  readonly unique?: boolean;
  readonly name?: string;
}

/**
 * A collection of a read store. A document handed to a write (insertOne, insertMany,
 * replaceOne, and those in bulkWrite) is the store's from then on: the caller does not change
 * it, or anything in it, afterwards (the embedded store keeps it without a copy). What a read
 * answers is the caller's own.
 */
export interface Collection<T extends Document = Document> {
  readonly name: string;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: FindOptions): Promise<T | null>;
  countDocuments(filter?: Filter): Promise<number>;
  aggregate<R = Document>(pipeline: Pipeline): Promise<R[]>;
  insertOne(document: T): Promise<void>;
  insertMany(documents: readonly T[]): Promise<void>;
  replaceOne(filter: Filter, replacement: T, options?: UpdateOptions): Promise<UpdateResult>;
  updateOne(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update, options?: UpdateOptions): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<DeleteResult>;
  deleteMany(filter?: Filter): Promise<DeleteResult>;
  bulkWrite(operations: readonly BulkOperation<T>[]): Promise<void>;
  /**
   * `{ propertyId: 1, searchText: 'text' }` declares a text index of a field the lists search
   * with `$regex` (a piece of it): a trigram index on the embedded store, a text index on
   * MongoDB.
   */
  createIndex(keys: Record<string, 1 | -1 | 'text'>, options?: IndexOptions): Promise<void>;
}

/** A document a rebuild's fold wrote (`writeFolded`): null when it removed it. */
export interface FoldedDocument {
  readonly id: string;
  readonly doc: Document | null;
  /** The store holds the id (the fold read it there): a new one is inserted without a lookup. */
  readonly stored: boolean;
}

/** What a transaction body sees: collections whose writes commit or roll back together. */
export interface ReadSession {
  collection<T extends Document = Document>(name: string): Collection<T>;
  /**
   * A rebuild's documents, as its fold holds them (./fold.ts), written in this transaction as
   * they are: no filter is run and the store keeps none of them in memory. Answers false, and
   * writes nothing, when the collection's writes need checks (a unique index): the caller then
   * writes them through `collection`. Optional (the embedded store's): without it the fold uses
   * `bulkWrite`.
   */
  writeFolded?(collection: string, documents: readonly FoldedDocument[]): boolean;
}

export interface ReadStore extends ReadSession {
  readonly kind: 'embedded' | 'mongodb';
  /**
   * Runs `body` so that all its writes (through the session's collections) commit together or
   * not at all. The projection runner writes a batch's changes and its checkpoint this way.
   */
  withTransaction<R>(body: (session: ReadSession) => Promise<R>): Promise<R>;
  /** Drops a collection (documents and indexes). */
  dropCollection(name: string): Promise<void>;
  /**
   * Runs `body`, a bulk load of the collections (a rebuild after they were dropped), letting
   * the store build indexes that serve only reads once at its end instead of at every write.
   * Unique indexes are still enforced. Optional: a store without it runs `body` as it is.
   */
  bulkLoad?<R>(collections: readonly string[], body: () => Promise<R>): Promise<R>;
  listCollections(): Promise<string[]>;
  /** Reachable and answering (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(collection: string, key: string) {
    super(`E11000 duplicate key error collection: ${collection} key: ${key}`);
    this.name = 'DuplicateKeyError';
  }
}

import { randomUUID } from 'node:crypto';
import {
  type AnyBulkWriteOperation,
  type ClientSession,
  type Collection as MongoCollection,
  type Db,
  type Filter as MongoFilter,
  MongoClient,
  type UpdateFilter,
} from 'mongodb';
import {
  type BulkOperation,
  type Collection,
  type DeleteResult,
  type Document,
  DuplicateKeyError,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type Pipeline,
  type ReadSession,
  type ReadStore,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './port';

/**
 * The production read store: MongoDB through the official driver. The port is a subset of the
 * driver's collection API, so this adapter mostly passes calls through; what it adds:
 *  - string `_id`s: documents inserted or upserted without one get a UUID (never an ObjectId);
 *  - results are plain JavaScript values (BSON wrapper types are converted);
 *  - duplicate key errors (code 11000) become the port's DuplicateKeyError;
 *  - withTransaction uses a client session transaction when the server supports transactions
 *    (replica set or sharded cluster).
 *
 * On a standalone server there are no transactions: withTransaction then runs the body
 * without one, so a crash in the middle can leave part of a batch applied without its
 * checkpoint (stored in `_checkpoints`). The projection runner then re-applies the batch:
 * delivery becomes at-least-once and projections must be idempotent. Run MongoDB as a replica
 * set (a single-node one is enough; see infra/deploy) for exactly-once read models.
 */

const DUPLICATE_KEY = 11000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

const isDuplicateKeyError = (error: unknown): boolean => {
  if (!isRecord(error)) return false;
  if (error.code === DUPLICATE_KEY) return true;
  const writeErrors = error.writeErrors;
  return (
    Array.isArray(writeErrors) && writeErrors.some((w) => isRecord(w) && w.code === DUPLICATE_KEY)
  );
};

const describeKey = (error: Record<string, unknown>): string => {
  if (isRecord(error.keyValue)) return JSON.stringify(error.keyValue);
  return typeof error.message === 'string' ? error.message : 'unknown';
};

/** Runs a driver call, reporting duplicate keys the way every read store adapter does. */
const mapErrors = async <R>(collection: string, call: () => Promise<R>): Promise<R> => {
  try {
    return await call();
  } catch (error) {
    if (isDuplicateKeyError(error) && isRecord(error)) {
      throw new DuplicateKeyError(collection, describeKey(error));
    }
    throw error;
  }
};

/** BSON wrapper values (ObjectId, Long, Decimal128, ...) as plain JavaScript values. */
const toPlainBson = (value: Record<string, unknown>): unknown => {
  // Every BSON wrapper prints its value: ObjectId as hex, numbers in decimal.
  const text = String(value);
  switch (value._bsontype) {
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return Number(text);
    default:
      return text;
  }
};

const toPlain = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(toPlain);
  if (!isRecord(value) || value instanceof Date) return value;
  if ('_bsontype' in value) return toPlainBson(value);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = toPlain(item);
  return out;
};

/** True when an upsert on `filter` gets its `_id` from the filter or from the update. */
const upsertHasId = (filter: Filter, update: Update): boolean => {
  const id = filter._id;
  if (typeof id === 'string' || (isRecord(id) && typeof id.$eq === 'string')) return true;
  return ['$set', '$setOnInsert'].some((op) => {
    const fields = update[op];
    return isRecord(fields) && fields._id !== undefined;
  });
};

/** An upsert that would insert a document without an `_id` gets a UUID, never an ObjectId. */
const withUpsertId = (filter: Filter, update: Update, upsert: boolean | undefined): Update => {
  if (!upsert || upsertHasId(filter, update)) return update;
  const onInsert = isRecord(update.$setOnInsert) ? update.$setOnInsert : {};
  return { ...update, $setOnInsert: { ...onInsert, _id: randomUUID() } };
};

const withId = <T extends Document>(document: T): T =>
  typeof document._id === 'string' ? document : { ...document, _id: randomUUID() };

const toUpdateResult = (result: {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
}): UpdateResult => ({
  matchedCount: result.matchedCount,
  modifiedCount: result.modifiedCount,
  upsertedCount: result.upsertedCount,
});

const toBulkOperation = <T extends Document>(
  operation: BulkOperation<T>,
): AnyBulkWriteOperation<Document> => {
  if ('insertOne' in operation)
    return { insertOne: { document: withId(operation.insertOne.document) } };
  if ('updateOne' in operation) {
    const { filter, update, upsert } = operation.updateOne;
    return {
      updateOne: {
        filter: filter as MongoFilter<Document>,
        update: withUpsertId(filter, update, upsert) as UpdateFilter<Document>,
        upsert: upsert ?? false,
      },
    };
  }
  if ('updateMany' in operation) {
    const { filter, update, upsert } = operation.updateMany;
    return {
      updateMany: {
        filter: filter as MongoFilter<Document>,
        update: withUpsertId(filter, update, upsert) as UpdateFilter<Document>,
        upsert: upsert ?? false,
      },
    };
  }
  if ('replaceOne' in operation) {
    const { filter, replacement, upsert } = operation.replaceOne;
    return {
      replaceOne: {
        filter: filter as MongoFilter<Document>,
        replacement,
        upsert: upsert ?? false,
      },
    };
  }
  if ('deleteOne' in operation) {
    return { deleteOne: { filter: operation.deleteOne.filter as MongoFilter<Document> } };
  }
  return { deleteMany: { filter: operation.deleteMany.filter as MongoFilter<Document> } };
};

/** A port collection over a driver collection, optionally bound to a transaction's session. */
const makeCollection = <T extends Document>(
  collection: MongoCollection<Document>,
  session: ClientSession | undefined,
): Collection<T> => {
  const name = collection.collectionName;
  const opts = session ? { session } : {};
  const run = <R>(call: () => Promise<R>) => mapErrors(name, call);
  const filterOf = (filter: Filter = {}) => filter as MongoFilter<Document>;
  const updateOf = (filter: Filter, update: Update, upsert: boolean | undefined) =>
    withUpsertId(filter, update, upsert) as UpdateFilter<Document>;
  const findOptions = (options: FindOptions = {}) => ({
    ...opts,
    ...(options.sort ? { sort: options.sort } : {}),
    ...(options.skip !== undefined ? { skip: options.skip } : {}),
    ...(options.limit !== undefined ? { limit: options.limit } : {}),
    ...(options.projection ? { projection: options.projection } : {}),
  });

  return {
    name,
    find: (filter, options) =>
      run(async () => {
        const docs = await collection.find(filterOf(filter), findOptions(options)).toArray();
        return docs.map((d) => toPlain(d) as T);
      }),
    findOne: (filter, options) =>
      run(async () => {
        const doc = await collection.findOne(filterOf(filter), findOptions(options));
        return doc === null ? null : (toPlain(doc) as T);
      }),
    countDocuments: (filter) => run(() => collection.countDocuments(filterOf(filter), opts)),
    aggregate: <R>(pipeline: Pipeline) =>
      run(async () => {
        const docs = await collection.aggregate(pipeline, opts).toArray();
        return docs.map((d) => toPlain(d) as R);
      }),
    insertOne: (document) =>
      run(async () => {
        await collection.insertOne(withId(document), opts);
      }),
    insertMany: (documents) =>
      run(async () => {
        if (documents.length === 0) return;
        await collection.insertMany(documents.map(withId), opts);
      }),
    replaceOne: (filter, replacement, options) =>
      run(async () =>
        toUpdateResult(
          await collection.replaceOne(filterOf(filter), replacement, {
            ...opts,
            upsert: options?.upsert ?? false,
          }),
        ),
      ),
    updateOne: (filter, update, options) =>
      run(async () =>
        toUpdateResult(
          await collection.updateOne(filterOf(filter), updateOf(filter, update, options?.upsert), {
            ...opts,
            upsert: options?.upsert ?? false,
          }),
        ),
      ),
    updateMany: (filter, update, options: UpdateOptions = {}) =>
      run(async () =>
        toUpdateResult(
          await collection.updateMany(filterOf(filter), updateOf(filter, update, options.upsert), {
            ...opts,
            upsert: options.upsert ?? false,
          }),
        ),
      ),
    deleteOne: (filter) =>
      run(async (): Promise<DeleteResult> => {
        const result = await collection.deleteOne(filterOf(filter), opts);
        return { deletedCount: result.deletedCount };
      }),
    deleteMany: (filter) =>
      run(async (): Promise<DeleteResult> => {
        const result = await collection.deleteMany(filterOf(filter), opts);
        return { deletedCount: result.deletedCount };
      }),
    bulkWrite: (operations) =>
      run(async () => {
        if (operations.length === 0) return;
        await collection.bulkWrite(operations.map(toBulkOperation), { ...opts, ordered: true });
      }),
    // Index builds are not part of a transaction (MongoDB refuses them on collections that
    // already hold documents); they are idempotent, so running them outside is safe.
    createIndex: (keys, options?: IndexOptions) =>
      run(async () => {
        await collection.createIndex(keys, {
          ...(options?.unique !== undefined ? { unique: options.unique } : {}),
          ...(options?.name !== undefined ? { name: options.name } : {}),
        });
      }),
  };
};

/** Whether the server can run multi-document transactions (replica set member or mongos). */
const supportsTransactions = async (db: Db): Promise<boolean> => {
  const hello = await db.command({ hello: 1 });
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
};

export class MongoReadStore implements ReadStore {
  readonly kind = 'mongodb' as const;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    /** False on a standalone server: see the class comment (at-least-once projections). */
    readonly transactional: boolean,
  ) {}

  /** `url` is a MongoDB connection string; `dbName` the database holding the read models. */
  static async connect(url: string, dbName: string): Promise<MongoReadStore> {
    const client = new MongoClient(url, { ignoreUndefined: true });
    try {
      await client.connect();
      const db = client.db(dbName);
      return new MongoReadStore(client, db, await supportsTransactions(db));
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    return makeCollection<T>(this.db.collection<Document>(name), undefined);
  }

  /**
   * With transactions, the driver may run `body` more than once (it retries transient
   * transaction errors such as write conflicts); each attempt starts from a clean slate because
   * the failed attempt was rolled back.
   */
  async withTransaction<R>(body: (session: ReadSession) => Promise<R>): Promise<R> {
    if (!this.transactional) return body(this);
    const session = this.client.startSession();
    try {
      return await session.withTransaction(
        () =>
          body({
            collection: (name) => makeCollection(this.db.collection<Document>(name), session),
          }),
        { readPreference: 'primary', writeConcern: { w: 'majority' } },
      );
    } finally {
      await session.endSession();
    }
  }

  async dropCollection(name: string): Promise<void> {
    // The driver answers false (instead of failing) when the collection does not exist.
    await this.db.dropCollection(name);
  }

  async listCollections(): Promise<string[]> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    return collections.map((c) => c.name).filter((name) => !name.startsWith('system.'));
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

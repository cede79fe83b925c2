import { randomUUID } from 'node:crypto';
import { applyUpdate } from './apply-update';
import { type Change, clone, deepFreeze, equalityFields, setPath } from './embedded-docs';
import type { CollectionState } from './embedded-memory';
import { matchAll } from './embedded-query';
import {
  type BulkOperation,
  type DeleteResult,
  type Document,
  DuplicateKeyError,
  type Filter,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './port';

// The writers of the embedded store (only ever inside a transaction): what a write changes,
// handed to the store's `write`, which keeps it in memory and in the transaction.

/** What the writers need of the store. */
export interface WriteTarget {
  /** The partitions a filter's documents can be in (loaded, and caught up, on first use). */
  scope(collection: string, filter: Filter): CollectionState[];
  /** A document of this id is in the collection (in any partition, loaded or not). */
  has(collection: string, id: string): boolean;
  /** Records a document's new value in memory and in the running transaction. */
  write(collection: string, id: string, next: Change): void;
  /** Deep-freeze what insertOne and replaceOne hand over (EmbeddedReadStoreOptions). */
  readonly freezeKept: boolean;
}

export const updateDocs = (
  target: WriteTarget,
  collection: string,
  filter: Filter,
  update: Update,
  options: UpdateOptions,
  many: boolean,
): UpdateResult => {
  if (Object.keys(update).some((k) => !k.startsWith('$'))) {
    throw new Error(
      'update must use update operators ($set, $inc, ...); use replaceOne to replace',
    );
  }
  const matched = matchAll(target.scope(collection, filter), filter, !many);
  const targets = many ? matched : matched.slice(0, 1);
  let modified = 0;
  for (const doc of targets) {
    const next = clone(doc);
    const { $setOnInsert: _ignored, ...operators } = update;
    if (applyUpdate(next, operators)) {
      target.write(collection, doc._id, next);
      modified += 1;
    }
  }
  if (targets.length > 0 || !options.upsert) {
    return { matchedCount: targets.length, modifiedCount: modified, upsertedCount: 0 };
  }
  const seed: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(equalityFields(filter)))
    setPath(seed, path, clone(value));
  const created = seed as Document;
  const { $setOnInsert, ...operators } = update;
  applyUpdate(created, operators);
  if ($setOnInsert) applyUpdate(created, { $set: $setOnInsert });
  insertNew(target, collection, created);
  return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1 };
};

/** An upsert that matched nothing inserts; an existing _id is a duplicate key, as in MongoDB. */
const insertNew = (target: WriteTarget, collection: string, created: Document): void => {
  if (typeof created._id !== 'string') created._id = randomUUID();
  if (target.has(collection, created._id)) {
    throw new DuplicateKeyError(collection, `_id: ${created._id}`);
  }
  target.write(collection, created._id, created);
};

/**
 * A document a write hands over (insertOne, replaceOne), as the store keeps it. Its top level
 * is copied, so later changes to the caller's object itself do nothing; the values in it are
 * the store's from then on (Collection in port.ts): copying them cost 7 % of the CPU of a
 * booking. Frozen with `freezeKept`, so a caller that breaks that rule fails in the tests.
 */
const keep = (target: WriteTarget, document: Document): Document => {
  if (target.freezeKept) for (const value of Object.values(document)) deepFreeze(value);
  return { ...document };
};

export const insert = (target: WriteTarget, collection: string, document: Document): void => {
  const doc = keep(target, document);
  if (typeof doc._id !== 'string') doc._id = randomUUID();
  if (target.has(collection, doc._id)) {
    throw new DuplicateKeyError(collection, `_id: ${doc._id}`);
  }
  target.write(collection, doc._id, doc);
};

export const replace = (
  target: WriteTarget,
  collection: string,
  filter: Filter,
  replacement: Document,
  upsert: boolean,
): UpdateResult => {
  const [doc] = matchAll(target.scope(collection, filter), filter, true);
  if (doc) {
    const kept = keep(target, replacement);
    kept._id = doc._id;
    target.write(collection, doc._id, kept);
    return { matchedCount: 1, modifiedCount: 1, upsertedCount: 0 };
  }
  if (!upsert) return { matchedCount: 0, modifiedCount: 0, upsertedCount: 0 };
  insertNew(target, collection, upserted(target, filter, replacement));
  return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1 };
};

/**
 * What a replaceOne's upsert inserts: the filter's equality fields, then the replacement's.
 * A replacement that begins with the filter's fields (a document replaced by its `_id`) is
 * that already: spreading both into a new object cost 14 % of a rebuild's reservation
 * handlers (V8 copies a spread's second source field by field).
 */
const upserted = (target: WriteTarget, filter: Filter, replacement: Document): Document => {
  const kept = keep(target, replacement);
  const equal = equalityFields(filter);
  const fields = Object.keys(kept);
  if (Object.keys(equal).every((field, i) => fields[i] === field)) return kept;
  return { ...equal, ...kept } as Document;
};

export const remove = (
  target: WriteTarget,
  collection: string,
  filter: Filter,
  many: boolean,
): DeleteResult => {
  const matched = matchAll(target.scope(collection, filter), filter, !many);
  const targets = many ? matched : matched.slice(0, 1);
  for (const doc of targets) target.write(collection, doc._id, null);
  return { deletedCount: targets.length };
};

/** A bulk write's operations, in order. */
export const bulkWrite = <T extends Document>(
  target: WriteTarget,
  name: string,
  operations: readonly BulkOperation<T>[],
): void => {
  for (const op of operations) {
    if ('insertOne' in op) insert(target, name, op.insertOne.document);
    else if ('updateOne' in op)
      updateDocs(target, name, op.updateOne.filter, op.updateOne.update, op.updateOne, false);
    else if ('updateMany' in op)
      updateDocs(target, name, op.updateMany.filter, op.updateMany.update, op.updateMany, true);
    else if ('replaceOne' in op)
      replace(
        target,
        name,
        op.replaceOne.filter,
        op.replaceOne.replacement,
        op.replaceOne.upsert ?? false,
      );
    else if ('deleteOne' in op) remove(target, name, op.deleteOne.filter, false);
    else remove(target, name, op.deleteMany.filter, true);
  }
};

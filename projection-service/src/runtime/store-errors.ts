import {
  type Collection,
  type Document,
  DuplicateKeyError,
  type ReadSession,
} from '@hotel/infra/read-store/port';

/**
 * Errors the read store raised while a projection called it. They are the store's (a network
 * error, a write conflict, a failover, a busy database), not the event's: the batch is retried
 * with backoff and never makes the event poison. The error object itself is passed on untouched,
 * so a driver's own retry logic (MongoDB's transient-transaction labels) still recognises it.
 * A duplicate key is the exception: the store refusing the projection's documents is a bug in
 * the projection, as deterministic as a throw in its code.
 */
const storeErrors = new WeakSet<object>();

export const isStoreError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  storeErrors.has(error) &&
  !(error instanceof DuplicateKeyError);

const tagged = <R>(call: () => Promise<R>): Promise<R> =>
  call().catch((error: unknown) => {
    if (typeof error === 'object' && error !== null) storeErrors.add(error);
    throw error;
  });

/** The projection's view of the session: every store call tags what it throws. */
export const taggingSession = (session: ReadSession): ReadSession => ({
  collection: <T extends Document = Document>(name: string): Collection<T> => {
    const collection = session.collection<T>(name);
    return new Proxy(collection, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          tagged(() =>
            Promise.resolve((value as (...a: unknown[]) => unknown).apply(target, args)),
          );
      },
    });
  },
});

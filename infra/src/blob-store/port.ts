/**
 * The blob store port: bytes (uploaded images and their resized copies) under keys such as
 * `<propertyId>/<uuid>.jpg`. The embedded adapter keeps them in a folder (./folder.ts); the
 * scaled-out deployment keeps them in MongoDB's GridFS (./gridfs.ts), read by every instance
 * (`openBlobStores` in ../stores.ts chooses). Both pass tests/contracts/blob-store.contract.ts.
 *
 * A key is one or more segments joined by `/`; a segment holds letters, digits, `.`, `_`, `-`,
 * `@` and does not start with a dot. Keys never hold `..`, `\`, a leading `/` or empty
 * segments: a key that does is refused with InvalidBlobKeyError before any I/O.
 */
export interface BlobStore {
  /** Stores `bytes` under `key` (replacing what was there), atomically: readers see all or nothing. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes `key`; nothing happens when it is not there. */
  delete(key: string): Promise<void>;
}

export class InvalidBlobKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid blob key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidBlobKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9_@-][A-Za-z0-9._@-]{0,127}$/;
const MAX_KEY_LENGTH = 400;

/** Whether `key` is a well-formed blob key (see BlobStore). */
export const isBlobKey = (key: unknown): key is string =>
  typeof key === 'string' &&
  key.length > 0 &&
  key.length <= MAX_KEY_LENGTH &&
  key.split('/').every((segment) => SEGMENT.test(segment));

export const assertBlobKey = (key: string): void => {
  if (!isBlobKey(key)) throw new InvalidBlobKeyError(key);
};

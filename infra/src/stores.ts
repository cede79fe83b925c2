import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BlobStore } from './blob-store/port';
import { openFolderBlobStores } from './blob-store/folder';
import type { Config } from './config';
import type { EventStore } from './event-store/port';
import { SqliteEventStore } from './event-store/sqlite';
import type { ReadStore } from './read-store/port';
import { EmbeddedReadStore } from './read-store/embedded';

/**
 * Opens the configured event store: KurrentDB when EVENTSTORE_URL is set, else the embedded
 * SQLite store in DATA_DIR. The server adapters are loaded only when configured.
 */
export const openEventStore = async (config: Config): Promise<EventStore> => {
  if (config.EVENTSTORE_URL) {
    const { KurrentDbEventStore } = await import('./event-store/kurrentdb');
    return KurrentDbEventStore.connect(config.EVENTSTORE_URL);
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new SqliteEventStore({
    path: join(config.dataDir, 'events.sqlite'),
    synchronous: config.SQLITE_SYNCHRONOUS,
  });
};

/** Opens the configured read store: MongoDB when MONGODB_URL is set, else embedded. */
export const openReadStore = async (config: Config): Promise<ReadStore> => {
  if (config.MONGODB_URL) {
    const { MongoReadStore } = await import('./read-store/mongodb');
    return MongoReadStore.connect(config.MONGODB_URL, config.MONGODB_DB);
  }
  mkdirSync(config.dataDir, { recursive: true });
  return new EmbeddedReadStore({
    path: join(config.dataDir, 'read-models.sqlite'),
    memoryBytes: config.READ_STORE_MEMORY_MB * 1024 * 1024,
  });
};

/**
 * Opens the configured blob stores. Uploads live where every instance reads them: GridFS in
 * MongoDB when MONGODB_URL is set (command and projection instances then need it both), else
 * DATA_DIR/blobs. Resized copies are a cache, kept per instance in DATA_DIR/blobs-cache.
 */
export const openBlobStores = async (
  config: Pick<Config, 'MONGODB_URL' | 'MONGODB_DB' | 'dataDir'>,
): Promise<{ blobs: BlobStore; thumbnails: BlobStore; close: () => Promise<void> }> => {
  const folders = openFolderBlobStores(config.dataDir);
  if (config.MONGODB_URL) {
    const { GridFsBlobStore } = await import('./blob-store/gridfs');
    const blobs = await GridFsBlobStore.connect(config.MONGODB_URL, config.MONGODB_DB);
    return { blobs, thumbnails: folders.thumbnails, close: () => blobs.close() };
  }
  return { ...folders, close: () => Promise.resolve() };
};

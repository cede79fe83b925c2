import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { getContainerRuntimeClient } from 'testcontainers';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { GridFsBlobStore } from '@hotel/infra/blob-store/gridfs';
import { blobStoreContract } from './blob-store.contract';

/**
 * The blob store contract on GridFS in a real MongoDB 8 (container). Where no container runtime
 * exists the suite is skipped, with the reason in its name.
 */
const IMAGE = 'mongo:8.0';
const START_TIMEOUT_MS = 600_000;

const runtime = await getContainerRuntimeClient().then(
  () => null,
  (error: unknown) => (error instanceof Error ? error.message : String(error)),
);

if (runtime !== null) {
  console.warn(`GridFS blob store contract skipped: no container runtime (${runtime})`);
  describe.skip(`GridFS blob store contract — skipped: no container runtime (${runtime})`, () => {
    it('needs a container runtime', () => {});
  });
} else {
  let container: StartedMongoDBContainer | undefined;
  let databases = 0;

  beforeAll(async () => {
    container = await new MongoDBContainer(IMAGE).withStartupTimeout(START_TIMEOUT_MS).start();
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await container?.stop();
  });

  blobStoreContract('GridFS', async () => {
    if (!container) throw new Error('MongoDB container did not start');
    const url = `${container.getConnectionString()}/?directConnection=true`;
    databases += 1;
    const db = `blobs_${databases}`;
    const store = await GridFsBlobStore.connect(url, db);
    const other = await GridFsBlobStore.connect(url, db);
    return {
      store,
      other,
      cleanup: async () => {
        await store.close();
        await other.close();
      },
    };
  });
}

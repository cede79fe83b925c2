import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { getContainerRuntimeClient } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoReadStore } from '@hotel/infra/read-store/mongodb';
import { readStoreContract } from './read-store.contract';

/**
 * Runs the read store contract against a real MongoDB 8 in a container. The testcontainers
 * module starts it as a single-node replica set, so transactions are real. Where no container
 * runtime exists the suite is skipped, with the reason in its name.
 */
const IMAGE = 'mongo:8.0';
/** Pulling the image on a cold machine can take minutes. */
const START_TIMEOUT_MS = 600_000;

const runtime = await getContainerRuntimeClient().then(
  () => null,
  (error: unknown) => (error instanceof Error ? error.message : String(error)),
);

if (runtime !== null) {
  console.warn(`MongoDB contract skipped: no container runtime (${runtime})`);
  describe.skip(`MongoDB read store contract — skipped: no container runtime (${runtime})`, () => {
    it('needs a container runtime', () => {});
  });
} else {
  let container: StartedMongoDBContainer | undefined;
  /** One database per opened store, so suites sharing the server never see each other. */
  let databases = 0;

  beforeAll(async () => {
    container = await new MongoDBContainer(IMAGE).withStartupTimeout(START_TIMEOUT_MS).start();
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await container?.stop();
  });

  // The container's replica set advertises an address only reachable inside the container
  // network; a direct connection talks to the mapped port instead.
  const url = () => {
    if (!container) throw new Error('MongoDB container did not start');
    return `${container.getConnectionString()}/?directConnection=true`;
  };

  readStoreContract('MongoDB', async () => {
    databases += 1;
    const store = await MongoReadStore.connect(url(), `contract_${databases}`);
    return { store, cleanup: () => store.close() };
  });

  describe('MongoDB read store specifics', () => {
    it('uses transactions on a replica set', async () => {
      const store = await MongoReadStore.connect(url(), 'specifics');
      expect(store.transactional).toBe(true);
      await store.close();
    });

    it('gives string ids to documents upserted without one', async () => {
      const store = await MongoReadStore.connect(url(), 'specifics');
      const c = store.collection('upserts');
      await c.updateOne({ email: 'a@b.mn' }, { $set: { n: 1 } }, { upsert: true });
      const [doc] = await c.find({ email: 'a@b.mn' });
      expect(typeof doc?._id).toBe('string');
      await store.close();
    });
  });
}

import { randomUUID } from 'node:crypto';
import {
  GenericContainer,
  getContainerRuntimeClient,
  type StartedTestContainer,
  Wait,
} from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KurrentDbEventStore } from '@hotel/infra/event-store/kurrentdb';
import { WrongExpectedRevisionError } from '@hotel/infra/event-store/port';
import { eventStoreContract } from './event-store.contract';

/**
 * Runs the event store contract against a real KurrentDB (25.1: the first release with the
 * atomic multiStreamAppend) in a container. Where no container runtime exists the suite is
 * skipped, with the reason in its name.
 */
const IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:25.1.4';
const PORT = 2113;
/** Pulling the image on a cold machine can take minutes. */
const START_TIMEOUT_MS = 600_000;

const runtime = await getContainerRuntimeClient().then(
  () => null,
  (error: unknown) => (error instanceof Error ? error.message : String(error)),
);

/** /health/live answers before the node is leader; wait until it accepts an append. */
const waitUntilWritable = async (store: KurrentDbEventStore, timeoutMs = 60_000): Promise<void> => {
  const started = Date.now();
  for (;;) {
    try {
      const event = { id: randomUUID(), type: 'ReadinessProbed', data: {}, metadata: {} };
      await store.append(`readiness-${randomUUID()}`, [event], 'no_stream');
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
};

if (runtime !== null) {
  console.warn(`KurrentDB contract skipped: no container runtime (${runtime})`);
  describe.skip(`KurrentDB event store contract — skipped: no container runtime (${runtime})`, () => {
    it('needs a container runtime', () => {});
  });
} else {
  let container: StartedTestContainer | undefined;

  beforeAll(async () => {
    container = await new GenericContainer(IMAGE)
      .withEnvironment({
        KURRENTDB_INSECURE: 'true',
        KURRENTDB_RUN_PROJECTIONS: 'None',
        KURRENTDB_CLUSTER_SIZE: '1',
      })
      .withExposedPorts(PORT)
      .withWaitStrategy(
        Wait.forHttp('/health/live', PORT).forStatusCodeMatching(
          (code) => code >= 200 && code < 300,
        ),
      )
      .withStartupTimeout(START_TIMEOUT_MS)
      .start();
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await container?.stop();
  });

  const url = () => {
    if (!container) throw new Error('KurrentDB container did not start');
    return `kurrentdb://${container.getHost()}:${container.getMappedPort(PORT)}?tls=false`;
  };

  eventStoreContract('KurrentDB', async () => {
    const store = KurrentDbEventStore.connect(url());
    await waitUntilWritable(store);
    return { store, cleanup: () => store.close() };
  });

  const event = (n: number) => ({
    id: randomUUID(),
    type: 'Paged',
    data: { n },
    metadata: { schemaVersion: 1 },
  });

  describe('KurrentDB adapter specifics', () => {
    it('pages $all through a multi-stream append, every event once and in order', async () => {
      const store = KurrentDbEventStore.connect(url());
      await waitUntilWritable(store);
      const a = `paged-a-${randomUUID()}`;
      const b = `paged-b-${randomUUID()}`;
      const start = await store.headPosition();
      const written = [event(1), event(2), event(3), event(4), event(5)];
      await store.appendMulti([
        { streamName: a, expected: 'no_stream', events: written.slice(0, 3) },
        { streamName: b, expected: 'no_stream', events: written.slice(3) },
      ]);
      const seen: string[] = [];
      let after = start;
      for (;;) {
        const page = await store.readAll({ after, maxCount: 2 });
        const last = page.at(-1);
        if (!last) break;
        seen.push(...page.filter((e) => e.streamName === a || e.streamName === b).map((e) => e.id));
        after = last.position;
      }
      expect([...seen].sort()).toEqual(written.map((e) => e.id).sort());
      expect(new Set(seen).size).toBe(written.length);
      await store.close();
    });

    it('a conflict with throwOnAppendFailure=false is a wrong expected revision', async () => {
      const store = KurrentDbEventStore.connect(`${url()}&throwOnAppendFailure=false`);
      await waitUntilWritable(store);
      const stream = `conflict-${randomUUID()}`;
      await store.append(stream, [event(1)], 'no_stream');
      await expect(store.append(stream, [event(2)], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await store.close();
    });
  });
}

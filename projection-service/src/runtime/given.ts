import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { ProjectedEvent, Projection } from './projection';

/** An event as a projection sees it, for given/then tests. */
export const projected = (
  type: string,
  data: unknown,
  at: { streamName?: string; position?: bigint; revision?: bigint } = {},
): ProjectedEvent => ({
  id: `e-${String(at.position ?? 1n)}`,
  type,
  data,
  streamName: at.streamName ?? 'test-1',
  revision: at.revision ?? 0n,
  position: at.position ?? 1n,
  recordedAt: '2026-11-21T10:00:00.000Z',
  metadata: {
    propertyId: null,
    userId: 'u-1',
    commandId: 'c-1',
    commandType: 'Test',
    correlationId: 'c-1',
    causationId: 'c-1',
    occurredAt: '2026-11-21T10:00:00.000Z',
    schemaVersion: 1,
  },
});

/** Given these events, the read store a projection leaves (in memory). */
export const givenEvents = async (projection: Projection, events: ProjectedEvent[]) => {
  const store = new EmbeddedReadStore({ path: ':memory:' });
  await projection.setup?.(store);
  await store.withTransaction(async (session) => {
    for (const event of events) await projection.apply(event, session);
  });
  return store;
};

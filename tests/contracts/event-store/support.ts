import { randomUUID } from 'node:crypto';
import type { EventStore, EventToAppend } from '@hotel/infra/event-store/port';

/** The store under test, once the suite's beforeAll has opened it. */
export type StoreOf = () => EventStore;

export const event = (type: string, data: Record<string, unknown> = {}): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  metadata: { commandId: randomUUID() },
});

/** Stream names unique to one test, so a suite can share one server. */
export const streamName = (label: string) => `${label}-${randomUUID()}`;

export const waitUntil = async (condition: () => boolean, timeoutMs = 10_000): Promise<void> => {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for condition');
    await new Promise((r) => setTimeout(r, 10));
  }
};

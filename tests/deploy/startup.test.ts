import { createCommandApp } from '@hotel/command-service/app';
import { createAuthServices } from '@hotel/infra/auth/services';
import { FolderBlobStore } from '@hotel/infra/blob-store/folder';
import { MemoryEventStore } from '@hotel/infra/event-store/memory';
import type { EventStore } from '@hotel/infra/event-store/port';
import { WriteProbe } from '@hotel/infra/event-store/write-probe';
import { createLogger } from '@hotel/infra/logging';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir';

const logger = createLogger('silent');

/** A KurrentDB that refuses appends `failures` times (not leader yet), then accepts them. */
const notLeaderYet = (failures: number): EventStore => {
  const inner = new MemoryEventStore();
  let tries = 0;
  return Object.assign(Object.create(inner) as EventStore, {
    kind: 'kurrentdb' as const,
    append: (...args: Parameters<EventStore['append']>) => {
      tries += 1;
      if (tries <= failures) return Promise.reject(new Error('Not leader'));
      return inner.append(...args);
    },
  });
};

describe('the command service says "starting" until the store accepts writes', () => {
  it('answers /readyz 503 starting, then ready', async () => {
    const dir = tempDir('probe');
    const store = notLeaderYet(2);
    const probe = new WriteProbe(store, logger, { instance: 'test', maxDelayMs: 5 });
    const app = createCommandApp({
      eventStore: store,
      logger,
      auth: createAuthServices({ dataDir: dir.path, MAIL_FROM: 'Hotel <a@b.test>' }, logger),
      publicUrl: 'http://hotel.test',
      blobStore: new FolderBlobStore(dir.path),
      storeWritable: () => probe.writable,
    });
    const server = app.listen(0);
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const before = await fetch(`${base}/readyz`);
      expect(before.status).toBe(503);
      expect(await before.json()).toEqual({ status: 'starting' });
      await probe.run();
      const after = await fetch(`${base}/readyz`);
      expect(after.status).toBe(200);
    } finally {
      server.close();
      dir.remove();
    }
  });
});

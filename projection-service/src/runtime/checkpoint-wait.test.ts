import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { checkpointWait } from './checkpoint-wait';
import { CHECKPOINTS } from './runner';

const stores: EmbeddedReadStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

const storeWith = async (checkpoints: Record<string, string | null>) => {
  const store = new EmbeddedReadStore({ path: ':memory:' });
  stores.push(store);
  for (const [name, position] of Object.entries(checkpoints)) {
    await store.collection(CHECKPOINTS).insertOne({ _id: name, position });
  }
  return store;
};

describe('waiting for the projections’ stored checkpoints (a process without runners)', () => {
  it('is done once every named projection has stored the position or a later one', async () => {
    const store = await storeWith({ reservations: '12', settings: '15', retired: '1' });
    // A projection not named (retired) does not hold the wait.
    const wait = checkpointWait(store, ['reservations', 'settings'], { timeoutMs: 500 });
    expect(await wait(12n)).toBe(true);
  });

  it('waits for a projection still behind, and gives up at the timeout', async () => {
    const store = await storeWith({ reservations: '10', settings: null });
    const wait = checkpointWait(store, ['reservations', 'settings'], {
      timeoutMs: 300,
      intervalMs: 10,
    });
    const waiting = wait(12n);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await store
      .collection(CHECKPOINTS)
      .updateOne({ _id: 'reservations' }, { $set: { position: '12' } });
    await store
      .collection(CHECKPOINTS)
      .updateOne({ _id: 'settings' }, { $set: { position: '13' } });
    expect(await waiting).toBe(true);

    const started = Date.now();
    expect(await wait(20n)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});

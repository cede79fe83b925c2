import { randomUUID } from 'node:crypto';
import { type KurrentDBClient, NotLeaderError, UnavailableError } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { KurrentDbEventStore } from './kurrentdb';
import { StoreBusyError, WrongExpectedRevisionError } from './port';

/**
 * The adapter against a fake client that behaves as the real one does with
 * `throwOnAppendFailure=false` in the connection string: a wrong expected revision is answered
 * `{ success: false }` instead of a WrongExpectedVersionError. (The adapter's full contract runs
 * against a real KurrentDB in tests/contracts where a container runtime exists.)
 */
const fakeClient = (stream: { name: string; revision: bigint }, appendFails?: () => Error) => {
  const stored = {
    streamId: stream.name,
    id: randomUUID(),
    revision: stream.revision,
    type: 'Other',
    data: {},
    metadata: {},
    isJson: true,
    created: new Date(),
    position: { commit: 10n, prepare: 10n },
  };
  const calls: string[] = [];
  const client = {
    appendToStream: () => {
      calls.push('appendToStream');
      if (appendFails) return Promise.reject(appendFails());
      return Promise.resolve({ success: false, nextExpectedRevision: -1n, position: undefined });
    },
    readStream: async function* () {
      calls.push('readStream');
      yield await Promise.resolve({ event: stored });
    },
  };
  return { client: client as unknown as KurrentDBClient, calls };
};

describe('KurrentDB adapter with throwOnAppendFailure=false', () => {
  it('an append answered success:false is a wrong expected revision (a 409 and a retry upstream), not an acknowledged write', async () => {
    const { client, calls } = fakeClient({ name: 'reservation-1', revision: 4n });
    const store = new KurrentDbEventStore(client);
    const event = { id: randomUUID(), type: 'Booked', data: { n: 1 }, metadata: {} };
    const error = await store.append('reservation-1', [event], 2n).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WrongExpectedRevisionError);
    expect(error).toMatchObject({ streamName: 'reservation-1', expected: 2n, actual: 4n });
    expect(calls[0]).toBe('appendToStream');
  });
});

describe('KurrentDB adapter while the node cannot take writes', () => {
  it.each([
    ['not leader yet', () => Object.create(NotLeaderError.prototype) as Error],
    ['unavailable', () => Object.create(UnavailableError.prototype) as Error],
  ])('%s: the append is a busy store (retried, then 503), not a failure', async (_name, fail) => {
    const { client } = fakeClient({ name: 'reservation-2', revision: 0n }, fail);
    const store = new KurrentDbEventStore(client);
    const event = { id: randomUUID(), type: 'Booked', data: {}, metadata: {} };
    await expect(store.append('reservation-2', [event], 0n)).rejects.toBeInstanceOf(StoreBusyError);
  });
});

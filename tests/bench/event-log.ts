import type { EventToAppend, ExpectedRevision, StreamAppend } from '@hotel/infra/event-store/port';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { progress, roomNightEvent, streamName } from './support';

/**
 * Writes `total` RoomNightSold events over `streams` streams in big atomic appends (one
 * transaction per call). Setup only, so it uses synchronous=NORMAL; the measured stores open the
 * file with their defaults.
 */
export const writeEventLog = async (
  path: string,
  total: number,
  streams: number,
  eventsPerCall = 10_000,
): Promise<{ seconds: number }> => {
  const store = new SqliteEventStore({ path, synchronous: 'NORMAL' });
  const start = performance.now();
  try {
    const revisions = new Map<string, bigint>();
    let lastReport = start;
    for (let first = 0; first < total; first += eventsPerCall) {
      const count = Math.min(eventsPerCall, total - first);
      const appends: StreamAppend[] = [];
      const perStream = Math.ceil(count / streams);
      for (let s = 0; s < streams && s * perStream < count; s++) {
        const name = streamName(s);
        const current = revisions.get(name);
        const expected: ExpectedRevision = current === undefined ? 'no_stream' : current;
        const events: EventToAppend[] = [];
        for (let k = s * perStream; k < Math.min(count, (s + 1) * perStream); k++) {
          events.push(roomNightEvent(first + k));
        }
        appends.push({ streamName: name, expected, events });
      }
      const result = await store.appendMulti(appends);
      result.streams.forEach(({ streamName: name, revision }) => revisions.set(name, revision));
      if (performance.now() - lastReport > 5000) {
        lastReport = performance.now();
        progress(
          `  written ${(first + count).toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`,
        );
      }
    }
  } finally {
    await store.close();
  }
  return { seconds: (performance.now() - start) / 1000 };
};

import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { progress } from './support';

export interface ReadAllResult {
  readonly readAllEventsPerSec: number;
  readonly events: number;
  readonly seconds: number;
}

/** Reads the whole `$all` log of the file at `path` in pages of `pageSize`. */
export const runReadAll = async (path: string, pageSize = 1000): Promise<ReadAllResult> => {
  const store = new SqliteEventStore({ path });
  try {
    // Warm-up: a few pages, so the measured pass is not the JIT's first sight of the code.
    let after: bigint | undefined;
    for (let i = 0; i < 20; i++) {
      const page = await store.readAll({ after, maxCount: pageSize });
      after = page.at(-1)?.position;
    }
    progress('readAll: measuring a full pass over $all');
    let events = 0;
    after = undefined;
    const start = performance.now();
    for (;;) {
      const page = await store.readAll({ after, maxCount: pageSize });
      const last = page.at(-1);
      if (!last) break;
      events += page.length;
      after = last.position;
    }
    const seconds = (performance.now() - start) / 1000;
    return { readAllEventsPerSec: events / seconds, events, seconds };
  } finally {
    await store.close();
  }
};

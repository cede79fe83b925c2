import { metrics, secondsSince } from '@hotel/infra/metrics/instruments';
import type { ReadStore } from '@hotel/infra/read-store/port';
import { CHECKPOINTS } from './runner';

/**
 * Read-your-writes for a process that reads the read store without running the projections
 * (the stand-alone command service, which mails documents built from it): waits until every
 * named projection's stored checkpoint has reached `position`, polling, for at most
 * `timeoutMs`. True when reached. (A projection that only skips events stores its checkpoint
 * about once a second, so the wait can take that long; it never blocks past the timeout.)
 */
export const checkpointWait =
  (
    readStore: ReadStore,
    projectionNames: readonly string[],
    { timeoutMs, intervalMs = 25 }: { timeoutMs: number; intervalMs?: number },
  ) =>
  async (position: bigint): Promise<boolean> => {
    const started = performance.now();
    const deadline = Date.now() + timeoutMs;
    const settle = (reached: boolean) => {
      metrics.readYourWritesWait(reached, secondsSince(started));
      return reached;
    };
    for (;;) {
      const docs = await readStore
        .collection<{ _id: string; position: string | null }>(CHECKPOINTS)
        .find({ _id: { $in: [...projectionNames] } });
      const reached = new Set(
        docs.filter((d) => d.position !== null && BigInt(d.position) >= position).map((d) => d._id),
      );
      if (projectionNames.every((name) => reached.has(name))) return settle(true);
      if (Date.now() >= deadline) return settle(false);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  };

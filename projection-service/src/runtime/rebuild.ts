import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import { ReadModelFold } from '@hotel/infra/read-store/fold';
import type { ReadSession, ReadStore } from '@hotel/infra/read-store/port';
import { ProjectionLease } from './lease';
import type { Projection } from './projection';
import { CHECKPOINTS, PoisonEventError, resetProjection } from './runner';
import { isStoreError, taggingSession } from './store-errors';
import { toProjected } from './to-projected';

export interface RebuildResult {
  readonly name: string;
  readonly events: number;
  readonly ms: number;
}

export interface RebuildProgress {
  readonly position: bigint;
  readonly head: bigint;
  readonly eventsPerSec: number;
  /** Time left at the rate so far (ms). */
  readonly etaMs: number;
}

/** Events read from the log at a time, and applied to every projection. */
const BATCH = 2000;
/**
 * Documents the fold holds before it writes them (with the checkpoints): about 450 MB of heap
 * on the bench's hotels (reservations ≈ 3 kB of JSON each, most others far less).
 */
const MAX_FOLDED_DOCUMENTS = 500_000;
/**
 * On MongoDB, where a transaction is held in the server's cache and aborted past 60 s
 * (`transactionLifetimeLimitSeconds`): written about as often as the runner's batches were.
 */
const MAX_FOLDED_DOCUMENTS_MONGODB = 20_000;
/** How often progress is told. */
const PROGRESS_EVERY_MS = 2000;
/** A rebuild's leases: renewed with each write of the fold, or a third of this apart. */
const LEASE_TTL_MS = 60_000;

/** Applies a batch's events to one projection (the ones it handles), as its runner does. */
const applyTo = async (
  projection: Projection,
  handled: ReadonlySet<string>,
  events: readonly RecordedEvent[],
  session: ReadSession,
): Promise<void> => {
  for (const [index, event] of events.entries()) {
    if (!handled.has(event.type)) continue;
    try {
      await projection.apply(toProjected(event), session);
    } catch (cause) {
      if (isStoreError(cause)) throw cause;
      throw new PoisonEventError(event, index, cause);
    }
  }
};

/**
 * Rebuilds projections from position 0 in one pass over the log: drops their collections and
 * checkpoints, then reads the log once, in batches, up to the head as it is now, and applies
 * each batch to every projection being rebuilt through a fold (`ReadModelFold`): their
 * documents are changed in memory, and written — each once, however many events changed it —
 * when the fold holds `maxFoldedDocuments` and at the end, in one read-store transaction with
 * every projection's checkpoint at the last event applied. So a rebuild is linear in the log,
 * a crash leaves read models and checkpoints that agree (the runners go on from there), and
 * the next start replays nothing. Run it with the services stopped, or on a read store nothing
 * else writes to: it holds every rebuilt projection's lease (a running service's projections
 * stand by), and waits for a lease a running service holds.
 */
export const rebuildProjections = async (deps: {
  eventStore: EventStore;
  readStore: ReadStore;
  logger: Logger;
  projections: readonly Projection[];
  batchSize?: number;
  /** Documents held in memory before they are written (MAX_FOLDED_DOCUMENTS, or …_MONGODB). */
  maxFoldedDocuments?: number;
  onProgress?: (progress: RebuildProgress) => void;
}): Promise<RebuildResult[]> => {
  const { eventStore, readStore, logger, projections } = deps;
  const started = performance.now();
  const instanceId = `rebuild-${randomUUID()}`;
  const leases = projections.map(
    (projection) => new ProjectionLease(readStore, projection.name, instanceId, LEASE_TTL_MS),
  );
  try {
    for (const lease of leases) {
      let warned = false;
      while (!(await lease.tryAcquire())) {
        if (!warned) {
          warned = true;
          logger.warn(
            { projection: lease.projection },
            'waiting for the projection lease: stop the running projection service to rebuild',
          );
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    for (const projection of projections) {
      await resetProjection(readStore, projection);
      await projection.setup?.(readStore);
    }
    // One pass over the log, as a bulk load: the read store may build indexes that serve only
    // reads once at the end (the embedded store fills its text indexes so).
    const collections = projections.flatMap((projection) => projection.collections);
    let head = 0n;
    const pass = async () => {
      head = (await eventStore.headPosition()) ?? 0n;
      const handled = projections.map((projection) => new Set(projection.handles));
      const fold = new ReadModelFold(readStore, collections);
      const session = taggingSession(fold.session);
      const maxFolded =
        deps.maxFoldedDocuments ??
        (readStore.kind === 'mongodb' ? MAX_FOLDED_DOCUMENTS_MONGODB : MAX_FOLDED_DOCUMENTS);
      /** The fold's documents written, with every checkpoint at `position`. */
      const commit = async (position: bigint) => {
        await readStore.withTransaction(async (tx) => {
          await fold.write(tx);
          for (const [i, projection] of projections.entries()) {
            await leases[i]!.renewIn(tx);
            await tx.collection(CHECKPOINTS).updateOne(
              { _id: projection.name },
              {
                $set: {
                  position: position.toString(),
                  version: projection.version,
                  updatedAt: new Date().toISOString(),
                },
              },
              { upsert: true },
            );
          }
        });
        fold.forget();
      };
      let after: bigint | undefined;
      let committed: bigint | undefined;
      let renewed = performance.now();
      let applied = 0;
      let told = performance.now();
      while (after === undefined || after < head) {
        const batch = (
          await eventStore.readAll({ after, maxCount: deps.batchSize ?? BATCH })
        ).filter((event) => event.position <= head);
        const last = batch.at(-1);
        if (!last) break;
        for (const [i, projection] of projections.entries()) {
          try {
            await applyTo(projection, handled[i]!, batch, session);
          } catch (error) {
            if (error instanceof PoisonEventError) {
              throw new Error(
                `Projection ${projection.name} stopped on a poison event: ${JSON.stringify({
                  id: error.event.id,
                  type: error.event.type,
                  position: error.event.position.toString(),
                  error: error.message,
                })}`,
                { cause: error },
              );
            }
            throw error;
          }
        }
        after = last.position;
        applied += batch.length;
        const now = performance.now();
        if (fold.size >= maxFolded || after >= head) {
          await commit(after);
          committed = after;
          renewed = now;
        } else if (now - renewed >= LEASE_TTL_MS / 3) {
          // Written seldom: the leases are kept between the fold's writes.
          await readStore.withTransaction(async (tx) => {
            for (const lease of leases) await lease.renewIn(tx);
          });
          renewed = now;
        }
        if (deps.onProgress && (now - told >= PROGRESS_EVERY_MS || after >= head)) {
          told = now;
          const eventsPerSec = applied / ((now - started) / 1000);
          const left = Number(head - after);
          deps.onProgress({
            position: after,
            head,
            eventsPerSec,
            etaMs: eventsPerSec > 0 ? (left / eventsPerSec) * 1000 : 0,
          });
        }
      }
      if (after !== undefined && after !== committed) await commit(after);
    };
    await (readStore.bulkLoad ? readStore.bulkLoad(collections, pass) : pass());
    const ms = Math.round(performance.now() - started);
    return projections.map((projection) => ({ name: projection.name, events: Number(head), ms }));
  } finally {
    for (const lease of leases) {
      await lease
        .release()
        .catch((error: unknown) =>
          logger.warn({ projection: lease.projection, err: error }, 'lease release failed'),
        );
    }
  }
};

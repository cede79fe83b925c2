import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import type { ReadStore } from '@hotel/infra/read-store/port';
import type { Projection } from './projection';
import { ProjectionRunner, resetProjection } from './runner';

export interface RebuildResult {
  readonly name: string;
  readonly events: number;
  readonly ms: number;
}

/**
 * Rebuilds projections from position 0: drops their collections and checkpoints, then applies
 * the whole log up to the head as it is now. Run it with the services stopped (or on a read
 * store nothing else writes to).
 */
export const rebuildProjections = async (deps: {
  eventStore: EventStore;
  readStore: ReadStore;
  logger: Logger;
  projections: readonly Projection[];
}): Promise<RebuildResult[]> => {
  const head = await deps.eventStore.headPosition();
  const results: RebuildResult[] = [];
  for (const projection of deps.projections) {
    const started = performance.now();
    await resetProjection(deps.readStore, projection);
    const runner = new ProjectionRunner({ ...deps, projection });
    runner.start();
    if (head !== undefined) {
      for (;;) {
        if (await runner.waitFor(head, 1000)) break;
        const status = runner.status();
        deps.logger.info({ projection: projection.name, position: status.position }, 'rebuilding');
      }
    }
    const status = runner.status();
    await runner.stop();
    if (status.state === 'failed') {
      throw new Error(
        `Projection ${projection.name} stopped on a poison event: ${JSON.stringify(status.poison)}`,
      );
    }
    results.push({
      name: projection.name,
      events: head === undefined ? 0 : Number(head),
      ms: Math.round(performance.now() - started),
    });
  }
  return results;
};

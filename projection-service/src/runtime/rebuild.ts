import { randomUUID } from 'node:crypto';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import type { ReadStore } from '@hotel/infra/read-store/port';
import type { Projection } from './projection';
import { ProjectionRunner } from './runner';

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
    // The runner resets the read model only once it holds the projection's lease, so a rebuild
    // never races a running service: it waits until the service stops (or its lease expires).
    const runner = new ProjectionRunner({
      ...deps,
      projection,
      instanceId: `rebuild-${randomUUID()}`,
      resetOnStart: true,
    });
    runner.start();
    let warned = false;
    for (;;) {
      const status = runner.status();
      const reset = status.state === 'running' || status.state === 'failed';
      if (reset && (head === undefined || (await runner.waitFor(head, 1000)))) break;
      if (status.state === 'standby' && !warned) {
        warned = true;
        deps.logger.warn(
          { projection: projection.name },
          'waiting for the projection lease: stop the running projection service to rebuild',
        );
      }
      if (!reset) await new Promise((r) => setTimeout(r, 50));
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

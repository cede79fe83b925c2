import type { EventStore } from '@hotel/infra/event-store/port';
import type { Logger } from '@hotel/infra/logging';
import type { ReadStore } from '@hotel/infra/read-store/port';
import type { Projection } from './projection';
import { ProjectionRunner, type RunnerStatus } from './runner';

import type { ReadModelChange } from './read-model-change';

export type { ReadModelChange } from './read-model-change';

/**
 * What the query side and the composed app need of the projections, wherever they run: in this
 * thread (ProjectionHost) or in a worker thread (ProjectionWorkerHost).
 */
export interface ProjectionHostPort {
  start(): void;
  stop(): Promise<void>;
  /** True when every projection has applied `position` within the timeout. */
  waitForPosition(position: bigint, timeoutMs: number): Promise<boolean>;
  /** Called when a batch changed read models (after the read store holds the change). */
  onChange(listener: (change: ReadModelChange) => void): () => void;
  status(): RunnerStatus[];
  /** Lowest position every projection has applied (undefined: some have applied nothing). */
  lowestPosition(): bigint | undefined;
}

/** Runs every projection, and answers "have the read models reached position P yet?". */
export class ProjectionHost implements ProjectionHostPort {
  readonly runners: readonly ProjectionRunner[];

  constructor(
    private readonly deps: {
      eventStore: EventStore;
      readStore: ReadStore;
      logger: Logger;
      projections: readonly Projection[];
      /** This instance's name in projection leases (see ProjectionLease). */
      instanceId?: string;
      /** How long a lease lasts without a heartbeat (default: the runner's, 15 s). */
      leaseTtlMs?: number;
    },
  ) {
    this.runners = deps.projections.map(
      (projection) =>
        new ProjectionRunner({
          eventStore: deps.eventStore,
          readStore: deps.readStore,
          projection,
          logger: deps.logger,
          ...(deps.instanceId ? { instanceId: deps.instanceId } : {}),
          ...(deps.leaseTtlMs ? { leaseTtlMs: deps.leaseTtlMs } : {}),
        }),
    );
  }

  start(): void {
    for (const runner of this.runners) runner.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.runners.map((r) => r.stop()));
  }

  /** True when every projection has applied `position` within the timeout. */
  async waitForPosition(position: bigint, timeoutMs: number): Promise<boolean> {
    const reached = await Promise.all(this.runners.map((r) => r.waitFor(position, timeoutMs)));
    return reached.every(Boolean);
  }

  onChange(listener: (change: ReadModelChange) => void): () => void {
    const offs = this.runners.map((r) =>
      r.onAdvance((change) => {
        if (change.readModels.length > 0) listener(change);
      }),
    );
    return () => offs.forEach((off) => off());
  }

  status(): RunnerStatus[] {
    return this.runners.map((r) => r.status());
  }

  /** Lowest position every projection has applied (undefined: some have applied nothing). */
  lowestPosition(): bigint | undefined {
    let lowest: bigint | undefined;
    for (const runner of this.runners) {
      const p = runner.position;
      if (p === undefined) return undefined;
      if (lowest === undefined || p < lowest) lowest = p;
    }
    return lowest;
  }
}

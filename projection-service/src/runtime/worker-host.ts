import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import type { Logger } from '@hotel/infra/logging';
import type { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import type { ProjectionHostPort, ReadModelChange } from './host';
import type { PropertyChange } from './read-model-change';
import type { RunnerStatus } from './runner';

/** What the worker is started with. */
export interface WorkerData {
  readonly eventsPath: string;
  readonly readModelsPath: string;
  readonly logLevel: string;
  readonly instanceId: string;
}

/** Host → worker. */
export type WorkerMessage =
  { readonly type: 'appended'; readonly head: string } | { readonly type: 'stop' };

/** Worker → host: every runner's status, and the read models changed since the last report. */
export interface WorkerReport {
  readonly statuses: RunnerStatus[];
  readonly changes: readonly PropertyChange[];
}

const RESTART_DELAY_MS = 1000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * The worker's entry: from source, worker-source.mjs beside this file (it loads worker.ts
 * through tsx); in dist/, the bundled `projection-worker.js` beside the chunk holding this.
 */
const workerEntry = (): URL =>
  import.meta.url.endsWith('.ts')
    ? new URL('./worker-source.mjs', import.meta.url)
    : new URL('./projection-worker.js', import.meta.url);

/**
 * Runs the projections in a worker thread (worker.ts) on the embedded stores' files, and
 * answers for them here: the thread that serves HTTP then only reads.
 *
 * - The worker applies events and commits the read models; after each commit is in the file it
 *   reports every runner's status. On a report this thread's read store catches up with the
 *   file (the rows the worker stamped since: EmbeddedReadStore.catchUp) before anyone is told,
 *   so a query answered after `waitForPosition` or a change notice sees the change.
 * - This thread's own commits to the event store are passed to the worker at once (once per
 *   turn of the event loop), so it reads on without waiting for its poll.
 * - A worker that dies is started again after a second; its runners resume from their stored
 *   checkpoints, as after a restart.
 */
export class ProjectionWorkerHost implements ProjectionHostPort {
  private worker: Worker | undefined;
  private statuses: RunnerStatus[];
  private readonly events = new EventEmitter();
  private stopping = false;
  private offCommitted: (() => void) | undefined;
  private restartTimer: NodeJS.Timeout | undefined;
  private pendingHead: bigint | undefined;
  /** The leases' owner, the same for every worker this host starts: a new one takes them back. */
  private readonly instanceId: string;

  constructor(
    private readonly deps: {
      eventStore: SqliteEventStore;
      readStore: EmbeddedReadStore;
      logger: Logger;
      /** The projections' names, for the statuses shown before the worker's first report. */
      projectionNames: readonly string[];
      instanceId?: string;
    },
  ) {
    this.statuses = deps.projectionNames.map((name) => ({
      name,
      state: 'starting',
      position: null,
    }));
    this.events.setMaxListeners(0);
    this.instanceId = deps.instanceId ?? `projection-worker-${randomUUID()}`;
  }

  /** Starts the worker (again, after stop: its projections go on from their checkpoints). */
  start(): void {
    if (this.worker) return;
    this.stopping = false;
    this.offCommitted ??= this.deps.eventStore.onCommitted((head) => this.passHead(head));
    const data: WorkerData = {
      eventsPath: this.deps.eventStore.path,
      readModelsPath: this.deps.readStore.path,
      logLevel: this.deps.logger.level,
      instanceId: this.instanceId,
    };
    const worker = new Worker(workerEntry(), { workerData: data, execArgv: [] });
    this.worker = worker;
    // The worker copies the event log into its file (a checkpoint) on its own thread.
    this.deps.eventStore.deferCheckpoints(true);
    worker.on('message', (report: WorkerReport) => this.receive(report));
    worker.on('error', (error) =>
      this.deps.logger.error({ err: error }, 'projection worker failed'),
    );
    worker.on('exit', (code) => {
      this.worker = undefined;
      if (this.stopping) return;
      this.deps.eventStore.deferCheckpoints(false);
      this.deps.logger.error({ code }, 'projection worker exited: starting it again');
      this.statuses = this.statuses.map((status) => ({
        ...status,
        state: 'retrying',
        error: `projection worker exited with code ${code}`,
      }));
      this.restartTimer = setTimeout(() => this.start(), RESTART_DELAY_MS);
    });
  }

  private passHead(head: bigint): void {
    const scheduled = this.pendingHead !== undefined;
    this.pendingHead = head;
    if (scheduled) return;
    setImmediate(() => {
      const pending = this.pendingHead;
      this.pendingHead = undefined;
      if (pending === undefined) return;
      this.worker?.postMessage({
        type: 'appended',
        head: pending.toString(),
      } satisfies WorkerMessage);
    });
  }

  private receive(report: WorkerReport): void {
    // The worker's commits are in the file: memory takes them before anyone is told. (While
    // stopping, the store may be closing: the last report only updates the statuses.)
    if (!this.stopping) {
      try {
        this.deps.readStore.catchUp();
      } catch (error) {
        // Queries catch up on their own too (each read checks the file): log, and go on.
        this.deps.logger.warn({ err: error }, 'read store catch-up failed');
      }
    }
    this.statuses = report.statuses;
    this.events.emit('progress', report.changes);
  }

  private reached(position: bigint): boolean {
    return this.statuses.every(
      (status) => status.state === 'failed' || BigInt(status.position ?? 0) >= position,
    );
  }

  waitForPosition(position: bigint, timeoutMs: number): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onProgress = () => {
        if (!this.reached(position)) return;
        clearTimeout(timer);
        this.events.off('progress', onProgress);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.events.off('progress', onProgress);
        resolve(this.reached(position));
      }, timeoutMs);
      this.events.on('progress', onProgress);
    });
  }

  onChange(listener: (change: ReadModelChange) => void): () => void {
    const onProgress = (changes: readonly PropertyChange[]) => {
      const position = this.lowestPosition() ?? 0n;
      for (const { property, readModels, actors, documents } of changes) {
        if (readModels.length > 0) {
          listener({ readModels, position, properties: [property], actors, documents });
        }
      }
    };
    this.events.on('progress', onProgress);
    return () => this.events.off('progress', onProgress);
  }

  status(): RunnerStatus[] {
    return this.statuses;
  }

  lowestPosition(): bigint | undefined {
    let lowest: bigint | undefined;
    for (const status of this.statuses) {
      if (status.position === null) return undefined;
      const position = BigInt(status.position);
      if (lowest === undefined || position < lowest) lowest = position;
    }
    return lowest;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    this.offCommitted?.();
    this.offCommitted = undefined;
    const worker = this.worker;
    if (!worker) return;
    this.deps.eventStore.deferCheckpoints(false);
    const exited = once(worker, 'exit');
    worker.postMessage({ type: 'stop' } satisfies WorkerMessage);
    const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
}

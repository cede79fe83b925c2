/**
 * The projection worker's thread (started by ProjectionWorkerHost): every projection runs here
 * on its own connections to the embedded stores' files, so applying events and writing read
 * models never holds up the thread that answers HTTP requests.
 *
 * Messages in: `appended` (the owner committed up to `head`: read on now; and copy the event
 * log into its file every so often, which the owner's connection leaves to this thread), `stop`.
 * Messages out: a report (every runner's status and the read models changed since the last
 * one, per property), posted once per turn of the event loop after a commit is in the file, and a last one
 * once stopped; then the thread ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { SqliteEventStore } from '@hotel/infra/event-store/sqlite';
import { createLogger } from '@hotel/infra/logging';
import { EmbeddedReadStore } from '@hotel/infra/read-store/embedded';
import { projections } from '../projections';
import { ProjectionHost } from './host';
import { ChangeCollector } from './read-model-change';
import type { WorkerData, WorkerMessage, WorkerReport } from './worker-host';

/** How often the event log is copied into its file while appends come in. */
const CHECKPOINT_EVERY_MS = 250;

const port = parentPort;
if (!port) throw new Error('the projection worker runs in a worker thread');
const options = workerData as WorkerData;
const logger = createLogger(options.logLevel, 'projection-worker');
const eventStore = new SqliteEventStore({ path: options.eventsPath });
const readStore = new EmbeddedReadStore({ path: options.readModelsPath });
const host = new ProjectionHost({
  eventStore,
  readStore,
  logger,
  projections,
  instanceId: options.instanceId,
});

const changed = new ChangeCollector();
let scheduled = false;
const report = (): void => {
  scheduled = false;
  const message: WorkerReport = { statuses: host.status(), changes: changed.take() };
  port.postMessage(message);
};
const schedule = (): void => {
  if (scheduled) return;
  scheduled = true;
  setImmediate(report);
};
for (const runner of host.runners) {
  runner.onAdvance((change) => {
    changed.add(change);
    schedule();
  });
}
// States that change without an advance (retrying, standby, failed) are reported too.
const heartbeat = setInterval(schedule, 500);

// The owner's connection leaves copying the event log into the file to this thread (see
// SqliteEventStore.deferCheckpoints): done here, passively, while its appends come in.
let appendedSinceCheckpoint = false;
const checkpoints = setInterval(() => {
  if (!appendedSinceCheckpoint) return;
  appendedSinceCheckpoint = false;
  try {
    eventStore.checkpoint();
  } catch (error) {
    logger.warn({ err: error }, 'event log checkpoint failed');
  }
}, CHECKPOINT_EVERY_MS);

port.on('message', (message: WorkerMessage) => {
  if (message.type === 'appended') {
    eventStore.noticeAppended(BigInt(message.head));
    appendedSinceCheckpoint = true;
    return;
  }
  clearInterval(heartbeat);
  clearInterval(checkpoints);
  void (async () => {
    await host.stop();
    await eventStore.close();
    await readStore.close();
    report();
    port.close();
  })();
});

host.start();
schedule();

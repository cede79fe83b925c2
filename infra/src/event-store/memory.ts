import { EventEmitter } from 'node:events';
import {
  type AppendResult,
  type BatchHandler,
  checkExpected,
  checkExpectedHead,
  DuplicateEventIdError,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  sameEventContent,
  type ReadStreamOptions,
  type RecordedEvent,
  type Snapshot,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
} from './port';
import { runSubscription } from './subscription';

/** In-memory event store: for unit tests only (nothing survives the process). */
export class MemoryEventStore implements EventStore {
  readonly kind = 'memory' as const;
  /** Written when called: in call order. */
  readonly pipelinedAppends = true;
  private readonly log: RecordedEvent[] = [];
  private readonly byStream = new Map<string, RecordedEvent[]>();
  private readonly byId = new Map<string, RecordedEvent>();
  private readonly appended = new EventEmitter();
  private readonly snapshots = new Map<string, Snapshot>();

  constructor() {
    this.appended.setMaxListeners(0);
  }

  append(
    streamName: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    return this.appendMulti([{ streamName, expected, events }]);
  }

  appendMulti(appends: readonly StreamAppend[]): Promise<AppendResult> {
    try {
      const result = this.write(appends);
      this.appended.emit('appended');
      return Promise.resolve(result);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private write(appends: readonly StreamAppend[]): AppendResult {
    const all = appends.flatMap((a) => a.events.map((e) => ({ stream: a.streamName, e })));
    const existing = all.map(({ stream, e }) => ({ stream, found: this.byId.get(e.id) }));
    if (existing.some((x) => x.found)) {
      const bad = existing.find(
        (x, i) =>
          !x.found ||
          x.found.streamName !== x.stream ||
          !sameEventContent(x.found, all[i]?.e ?? { type: '', data: null }),
      );
      if (bad) throw new DuplicateEventIdError(all[existing.indexOf(bad)]?.e.id ?? 'unknown');
      const found = existing.map((x) => x.found as RecordedEvent);
      return {
        position: found.reduce((max, f) => (f.position > max ? f.position : max), 0n),
        streams: appends.map((a) => ({
          streamName: a.streamName,
          revision: found.filter((f) => f.streamName === a.streamName).at(-1)?.revision ?? -1n,
        })),
        duplicate: true,
      };
    }
    for (const { streamName, expected, expectedHeadId } of appends) {
      const current = this.byStream.get(streamName);
      checkExpected(streamName, expected, current ? BigInt(current.length - 1) : 'no_stream');
      checkExpectedHead(streamName, expected, expectedHeadId, current?.at(-1)?.id);
    }
    const recordedAt = new Date().toISOString();
    const streams = appends.map(({ streamName, events }) => {
      const stream = this.byStream.get(streamName) ?? [];
      this.byStream.set(streamName, stream);
      for (const e of events) {
        const recorded: RecordedEvent = {
          id: e.id,
          type: e.type,
          streamName,
          revision: BigInt(stream.length),
          position: BigInt(this.log.length + 1),
          data: structuredClone(e.data),
          metadata: structuredClone(e.metadata),
          recordedAt,
        };
        stream.push(recorded);
        this.log.push(recorded);
        this.byId.set(e.id, recorded);
      }
      return { streamName, revision: BigInt(stream.length - 1) };
    });
    return { position: BigInt(this.log.length), streams };
  }

  readSnapshot(name: string): Promise<Snapshot | undefined> {
    return Promise.resolve(this.snapshots.get(name));
  }

  writeSnapshot(snapshot: Snapshot): Promise<void> {
    this.snapshots.set(snapshot.name, { ...snapshot, data: Uint8Array.from(snapshot.data) });
    return Promise.resolve();
  }

  readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = Number(options.fromRevision ?? 0n);
    const events = (this.byStream.get(streamName) ?? []).slice(from);
    return Promise.resolve(
      options.maxCount === undefined ? events : events.slice(0, options.maxCount),
    );
  }

  readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const from = Number(options.after ?? 0n);
    const end = options.maxCount === undefined ? undefined : from + options.maxCount;
    return Promise.resolve(this.log.slice(from, end));
  }

  subscribeToAll(options: SubscribeOptions, handler: BatchHandler): Subscription {
    return runSubscription({
      after: options.after,
      batchSize: options.batchSize ?? 1000,
      read: (after, max) => this.readAll({ after, maxCount: max }),
      waitForMore: (signal) =>
        new Promise<void>((resolve) => {
          const done = () => {
            this.appended.off('appended', done);
            signal.removeEventListener('abort', done);
            resolve();
          };
          this.appended.on('appended', done);
          signal.addEventListener('abort', done);
        }),
      handler,
    });
  }

  headPosition(): Promise<bigint | undefined> {
    return Promise.resolve(this.log.length ? BigInt(this.log.length) : undefined);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

import { EventEmitter } from 'node:events';
import {
  type AllStreamSubscription,
  BACKWARDS,
  END,
  excludeSystemEvents,
  KurrentDBClient,
  START,
} from '@kurrent/kurrentdb-client';
import {
  type AppendResult,
  type BatchHandler,
  checkExpected,
  DuplicateEventIdError,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  sameEventContent,
  type StreamAppend,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from './port';
import {
  assertDistinctStreams,
  collect,
  decodeData,
  isStreamNotFound,
  isSystem,
  maxPosition,
  originalIdOf,
  positionOf,
  readFrom,
  type StoredEvent,
  storedId,
  toEventData,
  toPortError,
  toRecorded,
  toRequest,
  toStreamState,
  withOriginalId,
} from './kurrentdb-codec';
import { runSubscription } from './subscription';

/**
 * The production event store: KurrentDB (server 25.1+) through `@kurrent/kurrentdb-client`.
 *
 * Positions: the port's global position is the event's commit position in `$all`. Appends
 * (single- and multi-stream) are implicit transactions, for which KurrentDB reports every event
 * at its own log position (commit = prepare), so commit positions are unique and increasing and
 * `{ commit: p, prepare: p }` is a valid place to resume reading from.
 *
 * Idempotency: the server recognises a retried append (same event ids, same expected revision)
 * and answers success without writing. Whenever an append fails, or succeeds without telling the
 * position, we read the streams back: if the very same event ids are where the append would have
 * put them, the append already happened and we answer with what was written. The server only
 * compares ids, so the stored types and data are compared too: the same ids with other contents
 * (another request sent with the same command id) are refused with DuplicateEventIdError.
 *
 * Known limit: event ids are only unique per stream in KurrentDB, so an id re-used in a
 * *different* stream is not refused (the port's DuplicateEventIdError is raised only when part of
 * an append is found already written). Our ids are derived from command id + stream + index,
 * so such a reuse cannot happen by accident.
 */

const PAGE_SIZE = 500;
/** How far back from a stream's end a retried 'any'/'stream_exists' append is looked for. */
const RETRY_LOOKBACK = 1000;
/** Safety net for live delivery: re-read `$all` this often even if no wake-up arrived. */
const POLL_INTERVAL_MS = 1000;
const LIVE_RETRY_MS = 1000;

export class KurrentDbEventStore implements EventStore {
  readonly kind = 'kurrentdb' as const;
  private readonly wakeups = new EventEmitter();
  /** Counts wake-ups, so a subscription notices one that came while it was reading. */
  private wakeCount = 0;
  private live: AllStreamSubscription | undefined;
  private liveUsers = 0;
  private liveRetry: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly subscriptions = new Set<Subscription>();

  constructor(private readonly client: KurrentDBClient) {
    this.wakeups.setMaxListeners(0);
  }

  /** `kurrentdb://host:2113?tls=false` (see the client's connection string docs). */
  static connect(connectionString: string): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(connectionString));
  }

  // ---- appends ----

  async append(
    streamName: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const appends = [{ streamName, expected, events }];
    if (events.length === 0) return this.checkOnly(appends);
    let written: { success: boolean; position: bigint | undefined; revision: bigint };
    try {
      const result = await this.client.appendToStream(
        streamName,
        events.map((e) => toEventData(e, withOriginalId(e))),
        { streamState: toStreamState(expected) },
      );
      written = {
        success: result.success,
        position: result.position?.commit,
        revision: result.nextExpectedRevision,
      };
    } catch (error) {
      return this.recover(appends, error);
    }
    // With `throwOnAppendFailure=false` in the connection string the client answers a wrong
    // expected revision with `success: false` instead of throwing: the same conflict.
    if (!written.success) {
      const actual = await this.currentRevision(streamName);
      return this.recover(appends, new WrongExpectedRevisionError(streamName, expected, actual));
    }
    // An idempotent (retried) append is acknowledged without a position: read it back.
    if (written.position === undefined || written.position < 0n) return this.storedResult(appends);
    return { position: written.position, streams: [{ streamName, revision: written.revision }] };
  }

  async appendMulti(appends: readonly StreamAppend[]): Promise<AppendResult> {
    assertDistinctStreams(appends);
    const writing = appends.filter((a) => a.events.length > 0);
    if (writing.length === 0) return this.checkOnly(appends);
    // multiStreamAppend cannot check a stream it does not write to; such expectations are
    // checked just before (not atomically with) the write.
    const checked = await this.checkExpectations(appends.filter((a) => a.events.length === 0));
    let response: { position: bigint; responses: { streamName: string; revision: bigint }[] };
    try {
      response = await this.client.multiStreamAppend(writing.map(toRequest));
    } catch (error) {
      return this.recover(appends, error);
    }
    const revisions = new Map(response.responses.map((r) => [r.streamName, r.revision]));
    if (response.position < 0n || writing.some((a) => !revisions.has(a.streamName))) {
      return this.storedResult(appends);
    }
    return {
      position: response.position,
      streams: appends.map(({ streamName }) => ({
        streamName,
        revision: revisions.get(streamName) ?? checked.get(streamName) ?? -1n,
      })),
    };
  }

  /** Appends without events only check their expectation (as the other adapters do). */
  private async checkOnly(appends: readonly StreamAppend[]): Promise<AppendResult> {
    const checked = await this.checkExpectations(appends);
    return {
      position: (await this.headPosition()) ?? 0n,
      streams: appends.map(({ streamName }) => ({
        streamName,
        revision: checked.get(streamName) ?? -1n,
      })),
    };
  }

  private async checkExpectations(appends: readonly StreamAppend[]): Promise<Map<string, bigint>> {
    const revisions = new Map<string, bigint>();
    for (const { streamName, expected } of appends) {
      const current = await this.currentRevision(streamName);
      checkExpected(streamName, expected, current);
      revisions.set(streamName, current === 'no_stream' ? -1n : current);
    }
    return revisions;
  }

  private async currentRevision(streamName: string): Promise<bigint | 'no_stream'> {
    const [last] = await this.readRaw(streamName, {
      fromRevision: END,
      direction: 'back',
      count: 1,
    });
    return last ? last.revision : 'no_stream';
  }

  /**
   * A failed append may still be one that already happened (a retry that the server did not
   * recognise, or a first attempt whose answer was lost): if its events are stored where it
   * would have put them, answer as the original did. Otherwise report the failure.
   */
  private async recover(appends: readonly StreamAppend[], error: unknown): Promise<AppendResult> {
    let stored: AppendResult | undefined;
    try {
      stored = await this.findAppended(appends);
    } catch (lookupError) {
      if (lookupError instanceof DuplicateEventIdError) throw lookupError;
      stored = undefined;
    }
    if (stored) return stored;
    throw toPortError(error, appends);
  }

  private async storedResult(appends: readonly StreamAppend[]): Promise<AppendResult> {
    const stored = await this.findAppended(appends);
    if (!stored) throw new Error('KurrentDB acknowledged an append whose events cannot be found');
    return { ...stored, duplicate: true };
  }

  /**
   * The result of `appends` if all their events are stored; undefined if none are. Some but not
   * all of them stored means the ids were re-used by a different append.
   */
  private async findAppended(appends: readonly StreamAppend[]): Promise<AppendResult | undefined> {
    const writing = appends.filter((a) => a.events.length > 0);
    const found = await Promise.all(writing.map((a) => this.findEvents(a)));
    const present = found.filter((events): events is StoredEvent[] => events !== undefined);
    if (present.length === 0) return undefined;
    if (present.length < found.length) {
      const first = present[0]?.[0];
      throw new DuplicateEventIdError(first ? originalIdOf(first) : 'unknown');
    }
    const revisions = new Map<string, bigint>();
    writing.forEach((a, i) => revisions.set(a.streamName, found[i]?.at(-1)?.revision ?? -1n));
    const streams: { streamName: string; revision: bigint }[] = [];
    for (const { streamName } of appends) {
      const current = revisions.get(streamName) ?? (await this.currentRevision(streamName));
      streams.push({ streamName, revision: current === 'no_stream' ? -1n : current });
    }
    return { position: maxPosition(present.flat()), streams };
  }

  /** One append's events, found in its stream in order and contiguous; undefined if absent. */
  private async findEvents(append: StreamAppend): Promise<StoredEvent[] | undefined> {
    const ids = append.events.map((e) => storedId(e.id));
    const candidates = await this.retryCandidates(append);
    const start = candidates.findIndex((e) => e.id === ids[0]);
    if (start === -1) return undefined;
    const slice = candidates.slice(start, start + ids.length);
    const same = (stored: StoredEvent, i: number): boolean => {
      const appending = append.events[i];
      return (
        stored.id === ids[i] &&
        appending !== undefined &&
        sameEventContent({ type: stored.type, data: decodeData(stored) }, appending)
      );
    };
    if (slice.length === ids.length && slice.every(same)) return slice;
    throw new DuplicateEventIdError(append.events[0]?.id ?? 'unknown');
  }

  /** Where a previous attempt of `append` must have written its events. */
  private async retryCandidates(append: StreamAppend): Promise<StoredEvent[]> {
    const count = append.events.length;
    if (typeof append.expected === 'bigint') {
      return this.readRaw(append.streamName, { fromRevision: append.expected + 1n, count });
    }
    if (append.expected === 'no_stream') {
      return this.readRaw(append.streamName, { fromRevision: START, count });
    }
    const tail = await this.readRaw(append.streamName, {
      fromRevision: END,
      direction: 'back',
      count: RETRY_LOOKBACK,
    });
    return tail.reverse();
  }

  // ---- reads ----

  private async readRaw(
    streamName: string,
    options: {
      fromRevision: bigint | typeof START | typeof END;
      count: number;
      direction?: 'back';
    },
  ): Promise<StoredEvent[]> {
    if (options.count <= 0) return [];
    try {
      return await collect(
        this.client.readStream(streamName, {
          fromRevision: options.fromRevision,
          maxCount: options.count,
          ...(options.direction === 'back' ? { direction: BACKWARDS } : {}),
        }),
      );
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events = await this.readRaw(streamName, {
      fromRevision: options.fromRevision ?? START,
      count: options.maxCount ?? Number.MAX_SAFE_INTEGER,
    });
    return events.map(toRecorded);
  }

  readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.readForward(options.after, options.maxCount ?? Number.POSITIVE_INFINITY);
  }

  /**
   * Up to `maxCount` of our events strictly after `after`. Pages through `$all` until it has
   * enough or reaches the end, so a stretch of system events never looks like the end.
   */
  private async readForward(after: bigint | undefined, maxCount: number): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    let cursor = after;
    while (out.length < maxCount) {
      const want = Math.min(PAGE_SIZE, maxCount - out.length);
      const page = await this.readAllPage(cursor, want);
      for (const event of page.events) if (!isSystem(event)) out.push(toRecorded(event));
      const last = page.events.at(-1);
      if (page.atEnd || !last) break;
      cursor = positionOf(last);
    }
    return out;
  }

  /** One raw page of `$all` strictly after `after` (KurrentDB's start position is inclusive). */
  private async readAllPage(
    after: bigint | undefined,
    count: number,
  ): Promise<{ events: StoredEvent[]; atEnd: boolean }> {
    const requested = after === undefined ? count : count + 1;
    const raw = await collect(
      this.client.readAll({ fromPosition: readFrom(after), maxCount: requested }),
    );
    const events = raw.filter((e) => after === undefined || positionOf(e) > after).slice(0, count);
    return { events, atEnd: raw.length < requested };
  }

  async headPosition(): Promise<bigint | undefined> {
    let cursor: bigint | undefined;
    for (;;) {
      const requested = cursor === undefined ? PAGE_SIZE : PAGE_SIZE + 1;
      const raw = await collect(
        this.client.readAll({
          direction: BACKWARDS,
          fromPosition: cursor === undefined ? END : { commit: cursor, prepare: cursor },
          maxCount: requested,
        }),
      );
      const page = raw.filter((e) => cursor === undefined || positionOf(e) < cursor);
      const ours = page.find((e) => !isSystem(e));
      if (ours) return positionOf(ours);
      const oldest = page.at(-1);
      if (!oldest || raw.length < requested) return undefined;
      cursor = positionOf(oldest);
    }
  }

  // ---- subscriptions ----

  /**
   * Catch-up then live, by position: the shared loop reads `$all` after the last handled event
   * (no gaps, no duplicates, back-pressure through the handler), and one server subscription
   * per store only wakes the loops up when something was appended.
   */
  subscribeToAll(options: SubscribeOptions, handler: BatchHandler): Subscription {
    this.startLive();
    let seenAtRead = this.wakeCount;
    const subscription = runSubscription({
      after: options.after,
      batchSize: options.batchSize ?? 1000,
      read: (after, max) => {
        seenAtRead = this.wakeCount;
        return this.readForward(after, max);
      },
      waitForMore: (signal) => this.waitForWake(() => seenAtRead, signal),
      handler,
    });
    this.subscriptions.add(subscription);
    void subscription.done
      .catch(() => undefined)
      .finally(() => {
        this.subscriptions.delete(subscription);
        this.stopLive();
      });
    return subscription;
  }

  private waitForWake(seen: () => number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted || this.wakeCount !== seen()) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        this.wakeups.off('wake', done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, POLL_INTERVAL_MS);
      this.wakeups.on('wake', done);
      signal.addEventListener('abort', done);
    });
  }

  private wake(): void {
    this.wakeCount += 1;
    this.wakeups.emit('wake');
  }

  private startLive(): void {
    this.liveUsers += 1;
    if (!this.live && !this.liveRetry) this.openLive();
  }

  private openLive(): void {
    if (this.closed || this.liveUsers === 0) return;
    // Only our events wake the reader: KurrentDB's own ($stats, $scavenge ...) are ignored
    // server-side, so an idle store does not cost a re-read of `$all` every few seconds.
    const live = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    const lost = () => {
      if (this.live !== live) return;
      this.live = undefined;
      this.wake();
      this.liveRetry = setTimeout(() => {
        this.liveRetry = undefined;
        this.openLive();
      }, LIVE_RETRY_MS);
      this.liveRetry.unref();
    };
    live.on('data', () => this.wake());
    live.on('error', lost);
    live.on('end', lost);
    live.on('close', lost);
    this.live = live;
  }

  private stopLive(): void {
    this.liveUsers -= 1;
    if (this.liveUsers > 0) return;
    if (this.liveRetry) clearTimeout(this.liveRetry);
    this.liveRetry = undefined;
    const live = this.live;
    this.live = undefined;
    if (live) void live.unsubscribe().catch(() => undefined);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.closed = true;
    if (this.liveRetry) clearTimeout(this.liveRetry);
    const live = this.live;
    this.live = undefined;
    if (live) await live.unsubscribe().catch(() => undefined);
    await this.client.dispose();
  }
}

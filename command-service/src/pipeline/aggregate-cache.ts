import { deserialize, serialize } from 'node:v8';
import type { DomainEvent } from '@hotel/events/metadata';
import type { EventStore } from '@hotel/infra/event-store/port';
import type { Aggregate } from './aggregate';
import { evolveRecorded, type Loaded, LOAD_PAGE, loadAggregate } from './load-aggregate';

interface CachedFold {
  readonly aggregate: Aggregate<unknown, DomainEvent>;
  readonly state: unknown;
  readonly revision: bigint;
  readonly headId: string;
  /**
   * Set while the fold includes events of a decision still being committed (pipelined
   * commands): settles when that append does. Only commands of the same lock see such a fold;
   * any other load waits for it to settle.
   */
  readonly pending?: Promise<unknown>;
  /** The appends of the decisions this fold includes that are still being committed. */
  readonly appends?: readonly Promise<unknown>[];
  /** The revision of the stream's newest snapshot this process knows of (-1: none). */
  readonly snapshotRevision?: bigint;
}

/** Where a fold's snapshot is kept: the stream and the saved form's version. */
const snapshotName = (streamName: string, version: number) => `${streamName}@v${version}`;

/**
 * How many pending appends a load outside the lock waits for before it reads the stream from
 * the store instead (a property booked without a pause would otherwise keep it waiting).
 */
const MAX_PENDING_WAITS = 3;

/**
 * Folded states of `cached` aggregates by stream, refreshed from their revision on each load
 * (least recently used ones are dropped past `maxEntries`). Loads of one stream take turns, so
 * a fold never runs twice over the same events, even for aggregates that fold in place.
 */
export class AggregateCache {
  private readonly entries = new Map<string, CachedFold>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Appends that committed: a fold stops naming them among those it was decided on. */
  private readonly committedAppends = new WeakSet<Promise<unknown>>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly maxEntries = 2000,
    /** A fold with a snapshot is saved again once it is this many events past the last one. */
    private readonly snapshotEvery = 5_000,
  ) {}

  /**
   * `speculative`: the caller holds the lock the pending decisions were taken under, and may
   * see their events before they are committed.
   */
  async load<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
    speculative = false,
  ): Promise<Loaded<State>> {
    const before = this.inFlight.get(streamName) ?? Promise.resolve();
    const run = before.then(
      () => this.refresh(streamName, aggregate, speculative),
      () => this.refresh(streamName, aggregate, speculative),
    );
    this.inFlight.set(streamName, run);
    try {
      return await run;
    } finally {
      if (this.inFlight.get(streamName) === run) this.inFlight.delete(streamName);
    }
  }

  private async refresh<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
    speculative: boolean,
  ): Promise<Loaded<State>> {
    let cached = this.entries.get(streamName);
    for (let waits = 0; cached?.pending && !speculative; waits++) {
      if (waits === MAX_PENDING_WAITS) {
        // The lock's commands keep deciding on it: read what the store holds, not remembered —
        // in one read, as before loads were paged. This path is taken under contention; paged,
        // it cost the channel bookings bench 10–15 % (385–391/s against 431–460/s, alternating
        // runs on 2026-12-04), and with it back to one read the bench gave 464–506/s.
        return loadAggregate(this.eventStore, streamName, aggregate, null);
      }
      await cached.pending.catch(() => undefined);
      cached = this.entries.get(streamName);
    }
    if (cached?.pending && cached.aggregate === (aggregate as unknown)) {
      // Ahead of the store until its pending appends settle: anything another writer put in
      // their place makes them (and decisions on them) fail, and the fold is dropped then.
      return {
        state: cached.state as State,
        revision: cached.revision,
        headId: cached.headId,
        ...(cached.appends ? { decidedOn: cached.appends } : {}),
      };
    }
    if (!cached || cached.aggregate !== (aggregate as unknown)) {
      const saved = await this.readSnapshot(streamName, aggregate);
      const loaded = await loadAggregate(this.eventStore, streamName, aggregate, LOAD_PAGE, saved);
      if (typeof loaded.revision === 'bigint' && loaded.headId !== undefined) {
        const fold = { state: loaded.state, revision: loaded.revision, headId: loaded.headId };
        this.remember(streamName, aggregate, {
          ...fold,
          snapshotRevision: this.saveSnapshot(streamName, aggregate, fold, saved?.revision),
        });
      }
      return loaded;
    }
    const recorded = await this.eventStore.readStream(streamName, {
      fromRevision: cached.revision + 1n,
    });
    let state = cached.state as State;
    for (const event of recorded) state = evolveRecorded(aggregate, state, event);
    const last = recorded.at(-1);
    const fold = last
      ? { state, revision: last.revision, headId: last.id }
      : { state, revision: cached.revision, headId: cached.headId };
    this.remember(streamName, aggregate, {
      ...fold,
      snapshotRevision: this.saveSnapshot(streamName, aggregate, fold, cached.snapshotRevision),
    });
    return fold;
  }

  /**
   * The stream's snapshot for this aggregate, if it has one that names the stream's event at
   * its revision. A snapshot is never needed: one that cannot be read is left for the events.
   */
  private async readSnapshot<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
  ): Promise<{ state: State; revision: bigint; headId: string } | undefined> {
    const { snapshot } = aggregate;
    if (!snapshot || !this.eventStore.readSnapshot) return undefined;
    try {
      const saved = await this.eventStore.readSnapshot(snapshotName(streamName, snapshot.version));
      if (!saved) return undefined;
      const [at] = await this.eventStore.readStream(streamName, {
        fromRevision: saved.revision,
        maxCount: 1,
      });
      if (at?.id !== saved.headId) return undefined;
      return {
        state: snapshot.restore(deserialize(saved.data)),
        revision: saved.revision,
        headId: saved.headId,
      };
    } catch {
      return undefined;
    }
  }

  /**
   * Saves a committed fold (none of it pending) when it is `snapshotEvery` events past the
   * last snapshot: serialized now, before the fold moves on, and written without waiting (a
   * write that fails leaves the older snapshot). Returns the revision of the newest snapshot.
   */
  private saveSnapshot<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
    fold: { state: State; revision: bigint; headId: string },
    since: bigint = -1n,
  ): bigint {
    const { snapshot } = aggregate;
    if (!snapshot || !this.eventStore.writeSnapshot) return since;
    if (fold.revision - since < BigInt(this.snapshotEvery)) return since;
    this.eventStore
      .writeSnapshot({
        name: snapshotName(streamName, snapshot.version),
        revision: fold.revision,
        headId: fold.headId,
        data: serialize(snapshot.save(fold.state)),
      })
      .catch(() => undefined);
    return fold.revision;
  }

  /**
   * A decision taken on `loaded` appends `events` (ids given) to the stream: the fold moves on
   * with them before they are committed, marked pending until `committed` settles. When the
   * fold is no longer the one the decision was taken on, it is dropped instead.
   */
  advance(
    streamName: string,
    aggregate: Aggregate<unknown, DomainEvent>,
    loaded: Loaded<unknown>,
    events: readonly { readonly id: string; readonly event: DomainEvent }[],
    committed: Promise<unknown>,
  ): void {
    const cached = this.entries.get(streamName);
    const last = events.at(-1);
    // A stream the decision creates starts a fold of its own (the next decision sees it).
    const base =
      !cached && loaded.revision === 'no_stream'
        ? { aggregate, state: aggregate.initialState(), revision: -1n }
        : cached;
    if (
      !base ||
      !last ||
      base.aggregate !== aggregate ||
      (cached && (cached.revision !== loaded.revision || cached.headId !== loaded.headId))
    ) {
      this.entries.delete(streamName);
      return;
    }
    let state = base.state;
    for (const { event } of events) state = aggregate.evolve(state, event);
    const pending: Promise<void> = committed.then(
      () => {
        this.committedAppends.add(committed);
        this.settle(streamName, pending);
      },
      () => this.forget(streamName),
    );
    this.remember(streamName, aggregate, {
      state,
      revision: base.revision + BigInt(events.length),
      headId: last.id,
      ...(cached?.snapshotRevision !== undefined
        ? { snapshotRevision: cached.snapshotRevision }
        : {}),
      pending,
      appends: [
        ...((cached?.appends ?? []) as readonly Promise<unknown>[]).filter(
          (a) => !this.committedAppends.has(a),
        ),
        committed,
      ],
    });
  }

  /** The pending append committed: the fold is confirmed (unless newer decisions are on it). */
  private settle(streamName: string, pending: Promise<unknown>): void {
    const cached = this.entries.get(streamName);
    if (cached?.pending === pending) {
      const { pending: _settled, appends: _committed, ...confirmed } = cached;
      this.entries.set(streamName, confirmed);
    }
  }

  /** Drops a stream's fold: the next load reads it from the store. */
  forget(streamName: string): void {
    this.entries.delete(streamName);
  }

  private remember<State, Event extends DomainEvent>(
    streamName: string,
    aggregate: Aggregate<State, Event>,
    fold: {
      state: State;
      revision: bigint;
      headId: string;
      pending?: Promise<unknown>;
      appends?: readonly Promise<unknown>[];
      snapshotRevision?: bigint;
    },
  ): void {
    this.entries.delete(streamName);
    this.entries.set(streamName, {
      aggregate: aggregate as unknown as Aggregate<unknown, DomainEvent>,
      ...fold,
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

/** Streams whose bound the store keeps (the hot ones: settings, access, ledgers, folios). */
const MAX_BOUNDS = 20_000;

/**
 * Per stream, a revision no event of it is above, as this connection last knew it (−1: no
 * event at all): a read of a tail past it finds nothing and is answered from memory. Known
 * only while SQLite's `data_version` stays `version` (it moves whenever another connection,
 * of this process or another, commits); this connection's own commits move the bounds
 * themselves. Most reads are of the empty tails of cached folds (about 7 a payment).
 */
export class StreamBounds {
  private readonly bounds = new Map<string, number>();
  private version = -1;
  private checked = false;

  /** `dataVersion`: SQLite's `PRAGMA data_version` on this connection. */
  constructor(private readonly dataVersion: () => number) {}

  /** The stream's known bound, if any (after `check()` this turn). */
  get(streamName: string): number | undefined {
    return this.bounds.get(streamName);
  }

  /**
   * Forgets the bounds if another connection committed: asked once per turn of the event loop
   * (a command reads about ten streams in one turn; each ask is a statement, slower right
   * after a commit). A commit by another process within the turn is seen on the next one: a
   * decision taken on a fold a moment old fails on its expected revision and is taken again.
   */
  check(): void {
    if (this.checked) return;
    this.checked = true;
    setImmediate(() => {
      this.checked = false;
    });
    const version = this.dataVersion();
    if (version !== this.version) {
      this.bounds.clear();
      this.version = version;
    }
  }

  /**
   * Remembers a stream's bound, the oldest ones forgotten past MAX_BOUNDS (every command has a
   * stream of its own: kept all, they would grow with the store).
   */
  know(streamName: string, revision: number): void {
    if (this.bounds.delete(streamName) || this.bounds.size < MAX_BOUNDS) {
      this.bounds.set(streamName, revision);
      return;
    }
    for (const oldest of this.bounds.keys()) {
      this.bounds.delete(oldest);
      if (this.bounds.size < MAX_BOUNDS * 0.9) break;
    }
    this.bounds.set(streamName, revision);
  }
}

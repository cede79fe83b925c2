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
   * after a commit). A commit by another process within the turn is seen by the next read that
   * goes to the file, and `sync` then forgets the bounds at once (see `readFromFile`).
   */
  check(): void {
    if (this.checked) return;
    this.freshen();
  }

  /**
   * Asks the data version now, whatever this turn asked before: a command calls it as it
   * starts (through the store's `freshen`), so a commit another process made before the
   * command arrived is seen even when something else of this process read earlier in the
   * same turn, before that commit.
   */
  freshen(): void {
    if (!this.checked) {
      this.checked = true;
      setImmediate(() => {
        this.checked = false;
      });
    }
    this.sync();
  }

  /**
   * A read that goes to the file: `read` runs between two asks of the data version. Reads of
   * one process never run backwards: when the file moved before or during the read, the read
   * may hold another connection's commit that the bounds do not, so they are forgotten (a
   * stream's bound answered later in the same turn would be older than this read: a decision
   * would see one stream after another process's commit and a second from before it). The
   * read's own bound is learnt only when nothing moved during it.
   */
  readFromFile<Row>(read: () => Row, learn: (rows: Row) => void): Row {
    this.sync();
    const rows = read();
    if (this.sync()) learn(rows);
    return rows;
  }

  /** Forgets the bounds if the file moved since they were known; true when it had not. */
  private sync(): boolean {
    const version = this.dataVersion();
    if (version === this.version) return true;
    this.bounds.clear();
    this.version = version;
    return false;
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

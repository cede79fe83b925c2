import type { RecordedEvent } from './port';
import { type EventRow, toFrozenRecorded } from './sqlite-rows';

/**
 * Most events the subscription tail keeps parsed in memory. Every projection runner of a
 * process reads the same new events right after they are written; the tail serves them all
 * from one parse instead of one query and one parse per runner.
 */
const TAIL_CAPACITY = 10_000;

/**
 * The subscription tail: every event with a position in (from, head], parsed, in order
 * (`head` may be past the last element only when positions were skipped). Filled by this
 * process's commits and by subscription reads that continue it; dropped from the front past
 * TAIL_CAPACITY. `headSeen` is the highest position known to be committed (this process's
 * commits, the watcher's polls): a read at it has nothing new to find.
 */
export class SubscriptionTail {
  private tail: RecordedEvent[] = [];
  private tailFrom = -1;
  private tailHead = -1;
  private headSeen = 0;

  /** `readRows`: the file's events after a position, at most `maxCount` (−1: all). */
  constructor(private readonly readRows: (after: number, maxCount: number) => EventRow[]) {}

  /** A commit up to `head` is known (another connection's, the watcher's poll). */
  seeHead(head: number): void {
    if (head > this.headSeen) this.headSeen = head;
  }

  /**
   * A subscription's read: from the tail when it holds the events after `after`, nothing when
   * `after` is the known head, else from the file (continuing the tail when the rows follow it).
   */
  read(after: bigint | undefined, maxCount: number): RecordedEvent[] {
    const from = Number(after ?? 0n);
    if (from >= this.tailFrom && from < this.tailHead) {
      let low = 0;
      let high = this.tail.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (Number(this.tail[mid]!.position) <= from) low = mid + 1;
        else high = mid;
      }
      if (low < this.tail.length) {
        return this.tail.slice(low, maxCount < 0 ? undefined : low + maxCount);
      }
    }
    if (from === this.tailHead && from >= this.headSeen) return [];
    const rows = this.readRows(from, maxCount);
    const events = rows.map(toFrozenRecorded);
    const head = rows.at(-1)?.position ?? from;
    if (from === this.tailHead) {
      this.pushTail(events, head);
    } else if (maxCount < 0 || rows.length < maxCount) {
      // This read reached the end of the log: the tail starts over from it (a reader catching
      // up from far behind leaves the tail alone until it gets there).
      this.tail = [];
      this.tailFrom = from;
      this.pushTail(events, head);
    }
    return events;
  }

  /** This process's commit: continues the tail when nothing of another writer came between. */
  extend(rows: readonly EventRow[]): void {
    const last = rows.at(-1);
    if (!last) return;
    this.seeHead(last.position);
    if (this.tailHead === -1) return;
    // Positions are row ids handed out in commit order: the rows follow the tail unless
    // another process committed in between (those are read from the file first).
    if (rows[0]!.position === this.tailHead + 1) {
      this.pushTail(rows.map(toFrozenRecorded), last.position);
    }
  }

  private pushTail(events: readonly RecordedEvent[], head: number): void {
    this.tail.push(...events);
    this.tailHead = head;
    this.seeHead(head);
    const excess = this.tail.length - TAIL_CAPACITY;
    if (excess > 0) {
      this.tailFrom = Number(this.tail[excess - 1]!.position);
      this.tail = this.tail.slice(excess);
    }
  }
}

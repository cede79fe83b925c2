/**
 * A stay's room spans are indexed by room under ids of their own (the index keeps one span per
 * id and room, and a stay may come back to a room it left): the first under the reservation's
 * id, the next ones `{reservationId}#{n}`. `ownerOf` maps them back.
 */
export const roomSpanId = (reservationId: string, n: number): string =>
  n === 0 ? reservationId : `${reservationId}#${n}`;

/** The reservation a room span's id belongs to. */
export const ownerOf = (spanId: string): string => {
  const at = spanId.indexOf('#');
  return at < 0 ? spanId : spanId.slice(0, at);
};

/** Minutes in a bucket of the span index: a week. */
const BUCKET_MINUTES = 7 * 24 * 60;

/** The buckets a span [start, end) covers (none for an empty span). */
const bucketsOf = (start: number, end: number): { first: number; last: number } => ({
  first: Math.floor(start / BUCKET_MINUTES),
  last: Math.floor((end - 1) / BUCKET_MINUTES),
});

interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * The spans of stays by key (room type, room) and by the weeks they cover, so finding the
 * stays that overlap a span reads only the stays of its own weeks: deciding takes the same
 * time whether the property holds a hundred stays or a hundred thousand, past or future.
 * (Bucketed by the month a span ended in, a check read every later stay of the room type:
 * 2 ms a booking with 20,000 stays in the year ahead.)
 */
export class SpanIndex {
  private readonly keys = new Map<string, Map<number, Map<string, Span>>>();

  add(key: string, id: string, start: number, end: number): void {
    let buckets = this.keys.get(key);
    if (!buckets) {
      buckets = new Map();
      this.keys.set(key, buckets);
    }
    const { first, last } = bucketsOf(start, end);
    const span: Span = { start, end };
    for (let bucket = first; bucket <= last; bucket++) {
      let spans = buckets.get(bucket);
      if (!spans) {
        spans = new Map();
        buckets.set(bucket, spans);
      }
      spans.set(id, span);
    }
  }

  remove(key: string, id: string, start: number, end: number): void {
    const buckets = this.keys.get(key);
    if (!buckets) return;
    const { first, last } = bucketsOf(start, end);
    for (let bucket = first; bucket <= last; bucket++) {
      const spans = buckets.get(bucket);
      if (!spans) continue;
      spans.delete(id);
      if (spans.size === 0) buckets.delete(bucket);
    }
    if (buckets.size === 0) this.keys.delete(key);
  }

  /** The ids under `key` whose span overlaps [start, end), each once. */
  overlapping(key: string, start: number, end: number): string[] {
    return this.overlappingSpans(key, start, end).map(([id]) => id);
  }

  /** The ids under `key` whose span overlaps [start, end), each once, with their spans. */
  overlappingSpans(key: string, start: number, end: number): [string, Span][] {
    const buckets = this.keys.get(key);
    const found: [string, Span][] = [];
    if (!buckets) return found;
    const { first, last } = bucketsOf(start, end);
    const seen = first === last ? null : new Set<string>();
    for (let bucket = first; bucket <= last; bucket++) {
      for (const [id, span] of buckets.get(bucket) ?? []) {
        if (span.start >= end || start >= span.end) continue;
        if (seen) {
          if (seen.has(id)) continue;
          seen.add(id);
        }
        found.push([id, span]);
      }
    }
    return found;
  }
}

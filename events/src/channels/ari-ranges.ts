/**
 * The ARI outbox's date ranges (docs/channels.md "ARI push"), shared by the outbox's decider
 * and its read model: what is still to send for one (channel, room type).
 */

export interface DirtyRange {
  readonly from: string;
  /** The day after the last date. */
  readonly to: string;
  /** The queue number it was (last) queued with. */
  readonly queued: number;
}

/** Adds a range to coalesced ranges: merges every range it overlaps or touches. */
export const coalesce = (ranges: readonly DirtyRange[], added: DirtyRange): DirtyRange[] => {
  let merged = added;
  const kept: DirtyRange[] = [];
  for (const range of ranges) {
    if (range.to < merged.from || merged.to < range.from) {
      kept.push(range);
    } else {
      merged = {
        from: range.from < merged.from ? range.from : merged.from,
        to: range.to > merged.to ? range.to : merged.to,
        queued: Math.max(range.queued, merged.queued),
      };
    }
  }
  kept.push(merged);
  return kept.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
};

/** The ranges left of `ranges` from `from` on (the horizon moved past the rest). */
export const clipBefore = (ranges: readonly DirtyRange[], from: string): DirtyRange[] =>
  ranges
    .filter((range) => range.to > from)
    .map((range) => (range.from < from ? { ...range, from } : range));

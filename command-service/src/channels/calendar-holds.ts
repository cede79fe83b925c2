import { blockSpan } from '@hotel/events/blocks/rules';
import type {
  ChannelHold,
  ChannelHoldEvent,
  HoldCollision,
} from '@hotel/events/channels/calendar-hold-events';
import { deriveId } from '@hotel/events/ids';
import type { InventoryState } from '../inventory/decider';
import type { LedgerChannelHold, LedgerState } from '../reservations/ledger';
import {
  findSpanShortage,
  type Shortage,
  type SpanCandidate,
} from '../reservations/ledger-queries';
import { roomsViewOf } from '../reservations/world';

/**
 * The channel-hold lifecycle (docs/channels.md): what a site's calendar, read again, changes on
 * the occupancy ledger. Each event of the calendar is a hold keyed by (feed, UID):
 *  - new → placed (takes its room's nights), or conflicted when something holds them;
 *  - dates changed → moved (or conflicted at the new dates);
 *  - gone from the calendar → released;
 *  - conflicted and its room came free (our stay canceled or moved, our block removed) →
 *    placed: every read of the calendar, even a 304 or a failed one, tries again.
 * A hold never pushes anything off the ledger: what was there first keeps the room.
 */

/** One event of a site's calendar that takes nights: `startDate` … `endDate` (exclusive). */
export interface FeedEvent {
  readonly uid: string;
  readonly startDate: string;
  readonly endDate: string;
}

/** The import a calendar was read for. */
export interface HoldFeed {
  readonly feedId: string;
  readonly roomId: string;
  readonly channel: string;
  /** Holds made reservations here (docs/channels.md): their events are left alone. */
  readonly converted?: ReadonlySet<string>;
}

export interface HoldContext {
  readonly propertyId: string;
  /** The command's instant (request holds in force then count). */
  readonly now: string;
  /** The property's date today: events over by then are history, neither placed nor released. */
  readonly today: string;
}

/** A hold's id: the same for a (feed, UID) on every fetch and in every instance. */
export const holdIdOf = (feedId: string, uid: string): string =>
  deriveId(`${feedId}|${uid}`, 'channel-hold');

/** The holds of one import on the ledger (held and conflicted). */
export const holdsOfFeed = (ledger: LedgerState, feedId: string): LedgerChannelHold[] =>
  [...ledger.channelHolds.values()].filter((hold) => hold.feedId === feedId);

const spanOfHold = (hold: ChannelHold) =>
  blockSpan({ ...hold, isTime: false, startTime: null, endTime: null });

const candidateOf = (hold: ChannelHold): SpanCandidate => ({
  id: hold.holdId,
  roomTypeId: hold.roomTypeId,
  roomId: hold.roomId,
  ...spanOfHold(hold),
});

/** A span a hold gave up in this batch: it takes nothing, but frees its old nights. */
const freed = (hold: LedgerChannelHold): SpanCandidate => ({
  id: hold.holdId,
  roomTypeId: hold.roomTypeId,
  roomId: null,
  start: hold.start,
  end: hold.start,
});

const collisionOf = (
  shortage: Shortage,
  placedHere: ReadonlyMap<string, ChannelHold>,
): HoldCollision => {
  if (shortage.kind === 'roomType') return { kind: 'roomType', roomTypeId: shortage.roomTypeId };
  const { holder } = shortage;
  if (holder.kind === 'stay') {
    // Another event of this very batch (not on the ledger yet) is named as a stay would be.
    const other = placedHere.get(holder.reservationId);
    return other
      ? { kind: 'channelHold', holdId: other.holdId, channel: other.channel, uid: other.uid }
      : holder;
  }
  return holder;
};

const sameConflict = (
  before: LedgerChannelHold['conflict'],
  date: string,
  collision: HoldCollision,
): boolean =>
  before !== null &&
  before.date === date &&
  JSON.stringify(before.with) === JSON.stringify(collision);

const sameNights = (a: ChannelHold, b: ChannelHold) =>
  a.roomId === b.roomId && a.startDate === b.startDate && a.endDate === b.endDate;

const withoutLedgerFields = ({ start: _s, end: _e, conflict: _c, ...hold }: LedgerChannelHold) =>
  hold;

/**
 * What one read of an import's calendar changes. `events` null: the calendar was not read (304
 * or a failure) — its holds stay as they are, and only the conflicted ones try again.
 */
export const syncHolds = (
  feed: HoldFeed,
  events: readonly FeedEvent[] | null,
  ledger: LedgerState,
  inventory: InventoryState,
  context: HoldContext,
): ChannelHoldEvent[] => {
  const room = inventory.rooms.get(feed.roomId);
  if (!room) return [];
  const { propertyId } = context;
  const current = holdsOfFeed(ledger, feed.feedId);

  const desired = new Map<string, ChannelHold>();
  if (events === null) {
    for (const hold of current) desired.set(hold.holdId, withoutLedgerFields(hold));
  } else {
    const sorted = [...events].sort(
      (a, b) => a.startDate.localeCompare(b.startDate) || a.uid.localeCompare(b.uid),
    );
    for (const event of sorted) {
      if (event.endDate <= event.startDate || event.endDate <= context.today) continue;
      const holdId = holdIdOf(feed.feedId, event.uid);
      if (desired.has(holdId) || feed.converted?.has(holdId)) continue;
      desired.set(holdId, {
        holdId,
        feedId: feed.feedId,
        channel: feed.channel,
        uid: event.uid,
        roomId: room.id,
        roomTypeId: room.roomTypeId,
        startDate: event.startDate,
        endDate: event.endDate,
      });
    }
  }

  const out: ChannelHoldEvent[] = [];
  const given: SpanCandidate[] = [];
  for (const hold of current) {
    // An event over and gone from the calendar is history: left as it was.
    if (desired.has(hold.holdId) || hold.endDate <= context.today) continue;
    out.push({
      type: 'ChannelHoldReleased',
      data: { propertyId, holdId: hold.holdId, feedId: hold.feedId },
    });
    if (!hold.conflict) given.push(freed(hold));
  }

  // Every held hold whose nights change gives them up first: an event moved away frees its
  // nights for the others of this read, whatever order they come in.
  for (const hold of desired.values()) {
    const before = ledger.channelHolds.get(hold.holdId);
    if (before && !before.conflict && !sameNights(before, hold)) given.push(freed(before));
  }

  const rooms = roomsViewOf(inventory);
  const placedHere = new Map<string, ChannelHold>();
  const placed: SpanCandidate[] = [];
  for (const hold of desired.values()) {
    const before = ledger.channelHolds.get(hold.holdId);
    const unchanged = before !== undefined && sameNights(before, hold);
    if (unchanged && !before.conflict) continue;
    const candidate = candidateOf(hold);
    // Only what this read placed over the candidate's nights can clash with it (what it placed
    // elsewhere was checked against the ledger already); the nights given up are excluded from
    // the ledger as spans of no length at the candidate's start (so its window stays its own).
    const shortage = findSpanShortage(
      ledger,
      [
        ...given.map((span) => ({ ...span, start: candidate.start, end: candidate.start })),
        ...placed.filter((other) => other.start < candidate.end && candidate.start < other.end),
        candidate,
      ],
      rooms,
      { at: context.now },
    );
    if (!shortage) {
      const moved = before !== undefined && !before.conflict;
      out.push({
        type: moved ? 'ChannelHoldMoved' : 'ChannelHoldPlaced',
        data: { propertyId, hold },
      });
      placed.push(candidate);
      placedHere.set(hold.holdId, hold);
      continue;
    }
    const collision = collisionOf(shortage, placedHere);
    if (unchanged && sameConflict(before.conflict, shortage.date, collision)) continue;
    out.push({
      type: 'ChannelHoldConflicted',
      data: { propertyId, hold, date: shortage.date, with: collision },
    });
  }
  return out;
};

/** Every hold of an import, released (the import was removed). */
export const releaseFeedHolds = (
  ledger: LedgerState,
  feedId: string,
  propertyId: string,
): ChannelHoldEvent[] =>
  holdsOfFeed(ledger, feedId).map((hold) => ({
    type: 'ChannelHoldReleased',
    data: { propertyId, holdId: hold.holdId, feedId },
  }));

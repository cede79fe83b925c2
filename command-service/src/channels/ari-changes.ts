import { addDays } from '@hotel/events/dates';
import type { AriDirtyRange } from '@hotel/events/channels/ari-events';

/**
 * What changed, from the events that change it (docs/channels.md "ARI push"): each new event
 * of the streams the ARI of a property depends on gives the room types and dates it may have
 * changed. Saying too much is safe (a date sent again says what it said), too little is not, so
 * an event that does not say its dates marks the room type's (or every mapped type's) horizon.
 */

/** A room type's dates (the first, and the day after the last). */
export interface TypeRange {
  readonly roomTypeId: string;
  readonly from: string;
  readonly to: string;
}

/** Every mapped room type, over the whole horizon. */
export const EVERYTHING = 'everything' as const;
export type Touched = TypeRange | { readonly roomTypeId: string; readonly whole: true };

/** An event as read from its stream (type and data). */
export interface StreamEvent {
  readonly type: string;
  readonly data: unknown;
}

/** What a holder of the ledger (stay, request hold, block, site hold, allotment) takes. */
export type Footprints = Map<string, readonly TypeRange[]>;

const nights = (roomTypeId: string, from: string, to: string): TypeRange => ({
  roomTypeId,
  from,
  to: to > from ? to : addDays(from, 1),
});

interface StayLike {
  reservationId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
}
interface BlockLike {
  blockId: string;
  roomTypeId: string;
  startDate: string;
  endDate: string;
}
interface HoldLike {
  holdId: string;
  roomTypeId: string;
  startDate: string;
  endDate: string;
}
interface AllotmentLike {
  allotmentId: string;
  roomTypeId: string;
  firstNight: string;
  lastNight: string;
}

/** The holders an occupancy ledger event sets (with what they take now) or removes. */
const ledgerChanges = (
  event: StreamEvent,
): { set: [string, TypeRange[]][]; removed: string[] } | null => {
  const data = event.data as Record<string, unknown>;
  const stay = (s: StayLike): [string, TypeRange[]] => [
    s.reservationId,
    [nights(s.roomTypeId, s.checkIn, s.checkOut)],
  ];
  // Blocks and site holds: the end date is taken as a night too (a range a day longer is safe).
  const span = (id: string, b: { roomTypeId: string; startDate: string; endDate: string }) =>
    [id, [nights(b.roomTypeId, b.startDate, addDays(b.endDate, 1))]] as [string, TypeRange[]];
  const allotment = (a: AllotmentLike): [string, TypeRange[]] => [
    a.allotmentId,
    [nights(a.roomTypeId, a.firstNight, addDays(a.lastNight, 1))],
  ];
  switch (event.type) {
    case 'StaysHeld':
      return { set: (data.stays as StayLike[]).map(stay), removed: [] };
    case 'StayChanged':
      return { set: [stay(data.stay as StayLike)], removed: [] };
    case 'StayReleased':
      return { set: [], removed: [data.reservationId as string] };
    case 'RequestRoomsHeld': {
      const held = data.stay as { checkIn: string; checkOut: string };
      const rooms = data.rooms as { roomTypeId: string }[];
      return {
        set: [
          [
            data.resReqId as string,
            rooms.map((r) => nights(r.roomTypeId, held.checkIn, held.checkOut)),
          ],
        ],
        removed: [],
      };
    }
    case 'RequestRoomsReleased':
      return { set: [], removed: [data.resReqId as string] };
    case 'RoomsBlocked':
      return { set: (data.blocks as BlockLike[]).map((b) => span(b.blockId, b)), removed: [] };
    case 'BlockChanged': {
      const block = data.block as BlockLike;
      return { set: [span(block.blockId, block)], removed: [] };
    }
    case 'BlockRemoved':
      return { set: [], removed: [data.blockId as string] };
    case 'ChannelHoldPlaced':
    case 'ChannelHoldMoved':
    case 'ChannelHoldConflicted': {
      const hold = data.hold as HoldLike;
      return { set: [span(hold.holdId, hold)], removed: [] };
    }
    case 'ChannelHoldReleased':
      return { set: [], removed: [data.holdId as string] };
    case 'AllotmentContracted':
    case 'AllotmentChanged':
      return { set: [allotment(data.allotment as AllotmentLike)], removed: [] };
    case 'AllotmentCanceled':
    case 'AllotmentNightsReleased':
      // The allotment's rooms are given back (all, or some nights): its whole span is marked.
      return { set: [], removed: [] };
    default:
      return null;
  }
};

/**
 * Folds ledger events into the holders' footprints and returns what each changed: a holder's
 * nights before and after (a moved stay frees its old nights and takes its new ones).
 */
export const ledgerTouched = (
  footprints: Footprints,
  events: readonly StreamEvent[],
): Touched[] => {
  const touched: Touched[] = [];
  for (const event of events) {
    const changes = ledgerChanges(event);
    if (changes === null) continue;
    for (const [id, ranges] of changes.set) {
      touched.push(...(footprints.get(id) ?? []), ...ranges);
      footprints.set(id, ranges);
    }
    for (const id of changes.removed) {
      touched.push(...(footprints.get(id) ?? []));
      footprints.delete(id);
    }
    if (event.type === 'AllotmentCanceled' || event.type === 'AllotmentNightsReleased') {
      const id = (event.data as { allotmentId: string }).allotmentId;
      touched.push(...(footprints.get(id) ?? []));
      if (event.type === 'AllotmentCanceled') footprints.delete(id);
    }
  }
  return touched;
};

/** The dates a rate calendar write covers (its end date is the last night it sets). */
export const rateTouched = (roomTypeId: string, events: readonly StreamEvent[]): Touched[] =>
  events.map((event) => {
    const data = event.data as { startDate?: string; endDate?: string };
    if (
      (event.type === 'DailyRatesSet' || event.type === 'IntervalSaved') &&
      data.startDate &&
      data.endDate
    ) {
      return nights(roomTypeId, data.startDate, addDays(data.endDate, 1));
    }
    // A removed interval: what lay under it shows again, on dates the event does not say.
    return { roomTypeId, whole: true };
  });

/** What each channel (with an endpoint) maps: room type ids. */
export type ChannelRoomTypes = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The dirty ranges of every channel that maps a touched room type, within the horizon; a
 * room type's touches are merged per channel by the outbox (`coalesce`).
 */
export const dirtyRanges = (
  touched: readonly (Touched | typeof EVERYTHING)[],
  channels: ChannelRoomTypes,
  horizon: { readonly from: string; readonly to: string },
): AriDirtyRange[] => {
  const ranges: AriDirtyRange[] = [];
  const seen = new Set<string>();
  const add = (channelId: string, roomTypeId: string, from: string, to: string) => {
    const start = from < horizon.from ? horizon.from : from;
    const end = to > horizon.to ? horizon.to : to;
    if (start >= end) return;
    const key = `${channelId}|${roomTypeId}|${start}|${end}`;
    if (seen.has(key)) return;
    seen.add(key);
    ranges.push({ channelId, roomTypeId, from: start, to: end });
  };
  for (const touch of touched) {
    for (const [channelId, roomTypes] of channels) {
      if (touch === EVERYTHING) {
        for (const roomTypeId of roomTypes) add(channelId, roomTypeId, horizon.from, horizon.to);
      } else if (roomTypes.has(touch.roomTypeId)) {
        if ('whole' in touch) add(channelId, touch.roomTypeId, horizon.from, horizon.to);
        else add(channelId, touch.roomTypeId, touch.from, touch.to);
      }
    }
  }
  return ranges;
};

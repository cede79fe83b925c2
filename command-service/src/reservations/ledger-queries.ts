import type { Named } from '@hotel/events/names';
import type { HeldStay } from '@hotel/events/reservations/events';
import { roomSpansOf, spanOf } from '@hotel/events/reservations/rules';
import {
  assertRemembers,
  type HoldsAt,
  type LedgerBlock,
  type LedgerChannelHold,
  type LedgerState,
  type LedgerStay,
  type RequestHold,
  type RoomSpan,
} from './ledger';
import { ownerOf } from './span-index';
import { allotmentSpans, type StaysOfType } from '../allotments/allotment-nights';

/**
 * What the occupancy ledger answers (its state and fold are `./ledger.ts`): whether stays or
 * blocks fit (`findShortage`, `findSpanShortage`) and which rooms of a type are free for a stay
 * (`freeRoomsFor`).
 */

/** What availability needs to know of the rooms (from the inventory). */
export interface RoomsView {
  roomsOfType(roomTypeId: string): readonly { id: string; name: string }[];
  /** The room type's names (a message quotes the reader's language's). */
  roomTypeName(roomTypeId: string): Named;
  roomName(roomId: string): string;
}

/** What holds a room when a candidate clashes with it: a live stay, a block or a site's hold. */
export type RoomHolder =
  | { readonly kind: 'stay'; readonly reservationId: string; readonly number: number | null }
  | { readonly kind: 'block'; readonly blockId: string }
  | {
      readonly kind: 'channelHold';
      readonly holdId: string;
      readonly channel: string;
      readonly uid: string;
    };

export type Shortage =
  | {
      readonly kind: 'room';
      readonly roomId: string;
      readonly date: string;
      readonly holder: RoomHolder;
    }
  | { readonly kind: 'roomType'; readonly roomTypeId: string; readonly date: string };

/** Something that would take a room (or a room of a type) for a span: a stay or a block. */
export interface SpanCandidate {
  /** The reservation's or the block's id: an existing one with this id is replaced. */
  readonly id: string;
  readonly roomTypeId: string;
  readonly roomId: string | null;
  readonly start: number;
  readonly end: number;
  /**
   * The spans it takes rooms, when not `roomId` for the whole span: a stay moved mid-stay holds
   * each earlier room for its nights and `roomId` from the last one's end.
   */
  readonly rooms?: readonly RoomSpan[];
  /** A stay's partner and kind: a partner's night stay picks up its allotment's rooms. */
  readonly partnerId?: string | null;
  readonly stayType?: string;
}

/** The ledger's live stays of a room type over a span, as the allotments count pick-ups. */
export const ledgerStays = (state: LedgerState): StaysOfType => ({
  *staysOverlapping(roomTypeId, start, end) {
    assertRemembers(state, start);
    for (const id of state.byRoomType.overlapping(roomTypeId, start, end)) {
      const stay = state.stays.get(id) as LedgerStay;
      yield { ...stay, id };
    }
  },
});

/** The rooms a candidate takes, and when. */
const roomSpansOfCandidate = (candidate: SpanCandidate): readonly RoomSpan[] =>
  candidate.rooms ??
  (candidate.roomId === null
    ? []
    : [{ roomId: candidate.roomId, start: candidate.start, end: candidate.end }]);

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** Whether a request's hold still counts at `holds.at`. */
export const holdCounts = (hold: RequestHold, holds: HoldsAt): boolean =>
  hold.resReqId !== holds.except && (hold.until === null || hold.until > holds.at);

/**
 * The spans the live request holds take of a room type within a window: one per held room
 * (holds have no room, so they count only against the type's capacity).
 */
export const requestHoldSpans = (
  state: LedgerState,
  roomTypeId: string,
  window: { start: number; end: number },
  holds: HoldsAt,
): { start: number; end: number }[] => {
  const spans: { start: number; end: number }[] = [];
  for (const id of state.holdsByRoomType.get(roomTypeId) ?? []) {
    const hold = state.requestHolds.get(id) as RequestHold;
    if (!holdCounts(hold, holds) || !overlaps(hold, window)) continue;
    const span = { start: hold.start, end: hold.end };
    for (let i = hold.rooms.get(roomTypeId) ?? 0; i > 0; i--) spans.push(span);
  }
  return spans;
};

/** The date (property time) a minute count falls on. */
const dateOfMinute = (minute: number): string =>
  new Date(minute * 60_000).toISOString().slice(0, 10);

/** The first minute at which more spans run at once than `capacity`, if any. */
const firstOverbooking = (
  spans: readonly { start: number; end: number }[],
  capacity: number,
): number | null => {
  const points: [number, number][] = [];
  for (const span of spans) {
    points.push([span.start, 1], [span.end, -1]);
  }
  // Ends before starts at the same minute: a departure frees the room for the next arrival.
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let running = 0;
  for (const [minute, delta] of points) {
    running += delta;
    if (running > capacity) return minute;
  }
  return null;
};

/**
 * The blocks and held channel holds of a room type's rooms (as they are now) that overlap a
 * window: both take a room for their span.
 */
export const blockSpans = (
  state: LedgerState,
  typeRooms: readonly { id: string }[],
  window: { start: number; end: number },
  replaced: ReadonlySet<string> = new Set(),
): (LedgerBlock | LedgerChannelHold)[] => {
  const found: (LedgerBlock | LedgerChannelHold)[] = [];
  if (state.blocks.size === 0 && state.channelHoldsByRoom.size === 0) return found;
  for (const room of typeRooms) {
    for (const id of state.blocksByRoom.get(room.id) ?? []) {
      if (replaced.has(id)) continue;
      const block = state.blocks.get(id) as LedgerBlock;
      if (overlaps(block, window)) found.push(block);
    }
    for (const id of state.channelHoldsByRoom.get(room.id) ?? []) {
      if (replaced.has(id)) continue;
      const hold = state.channelHolds.get(id) as LedgerChannelHold;
      if (overlaps(hold, window)) found.push(hold);
    }
  }
  return found;
};

/**
 * Can these stays or blocks take their rooms (new ones, or new spans of existing ones, which
 * they replace)? A room never holds two overlapping stays or blocks; the stays and blocks of a
 * room type (with the request holds in force) never outnumber its rooms at any moment.
 * Returns the first shortage, or null.
 */
export const findSpanShortage = (
  state: LedgerState,
  spans: readonly SpanCandidate[],
  rooms: RoomsView,
  holds: HoldsAt,
): Shortage | null => {
  const replaced = new Set(spans.map((c) => c.id));
  if (holds.replacing) replaced.add(holds.replacing);

  const roomSpans = spans.map(roomSpansOfCandidate);
  for (const [index, candidate] of spans.entries()) {
    assertRemembers(state, candidate.start);
    for (const span of roomSpans[index] ?? []) assertRemembers(state, span.start);
  }
  for (const index of spans.keys()) {
    for (const span of roomSpans[index] ?? []) {
      const { roomId } = span;
      const clash = (holder: RoomHolder, other: { start: number; end: number }): Shortage => ({
        kind: 'room',
        roomId,
        date: dateOfMinute(Math.max(other.start, span.start)),
        holder,
      });
      for (const [id, other] of state.byRoom.overlappingSpans(roomId, span.start, span.end)) {
        const owner = ownerOf(id);
        if (replaced.has(owner)) continue;
        return clash(
          { kind: 'stay', reservationId: owner, number: state.numbers.get(owner) ?? null },
          other,
        );
      }
      for (const id of state.blocksByRoom.get(roomId) ?? []) {
        if (replaced.has(id)) continue;
        const block = state.blocks.get(id) as LedgerBlock;
        if (overlaps(block, span)) return clash({ kind: 'block', blockId: id }, block);
      }
      for (const id of state.channelHoldsByRoom.get(roomId) ?? []) {
        if (replaced.has(id)) continue;
        const hold = state.channelHolds.get(id) as LedgerChannelHold;
        if (!overlaps(hold, span)) continue;
        return clash(
          { kind: 'channelHold', holdId: id, channel: hold.channel, uid: hold.uid },
          hold,
        );
      }
      for (const [other, earlierSpans] of roomSpans.slice(0, index).entries()) {
        const earlier = earlierSpans.find((o) => o.roomId === roomId && overlaps(o, span));
        if (!earlier) continue;
        const otherId = (spans[other] as SpanCandidate).id;
        const otherHold = state.channelHolds.get(otherId);
        const holder: RoomHolder = state.blocks.has(otherId)
          ? { kind: 'block', blockId: otherId }
          : otherHold
            ? {
                kind: 'channelHold',
                holdId: otherId,
                channel: otherHold.channel,
                uid: otherHold.uid,
              }
            : { kind: 'stay', reservationId: otherId, number: null };
        return clash(holder, earlier);
      }
    }
  }

  const roomTypeIds = [...new Set(spans.map((s) => s.roomTypeId))];
  for (const roomTypeId of roomTypeIds) {
    const mine = spans.filter((s) => s.roomTypeId === roomTypeId);
    const window = {
      start: Math.min(...mine.map((s) => s.start)),
      end: Math.max(...mine.map((s) => s.end)),
    };
    const typeRooms = rooms.roomsOfType(roomTypeId);
    const others: { start: number; end: number }[] = [];
    for (const id of state.byRoomType.overlapping(roomTypeId, window.start, window.end)) {
      if (!replaced.has(id)) others.push(state.stays.get(id) as LedgerStay);
    }
    others.push(...requestHoldSpans(state, roomTypeId, window, holds));
    others.push(...blockSpans(state, typeRooms, window, replaced));
    // The allotments' rooms not picked up, the candidates' pick-ups counted (allotment-nights.ts).
    others.push(
      ...allotmentSpans(state.allotments, ledgerStays(state), roomTypeId, window, mine, replaced),
    );
    const over = firstOverbooking([...others, ...mine], typeRooms.length);
    if (over !== null) return { kind: 'roomType', roomTypeId, date: dateOfMinute(over) };
  }
  return null;
};

/** Can these stays be held? (`findSpanShortage` for stays.) */
export const findShortage = (
  state: LedgerState,
  candidates: readonly HeldStay[],
  rooms: RoomsView,
  holds: HoldsAt,
): Shortage | null =>
  findSpanShortage(
    state,
    candidates.map((stay) => ({
      id: stay.reservationId,
      roomTypeId: stay.roomTypeId,
      roomId: stay.roomId,
      ...spanOf(stay),
      rooms: roomSpansOf(stay),
      partnerId: stay.partnerId ?? null,
      stayType: stay.stayType,
    })),
    rooms,
    holds,
  );

/**
 * How many rooms of a type are free for a whole stay (the most that can still be booked),
 * and which rooms are free for it. Blocked rooms are taken.
 */
export const freeRoomsFor = (
  state: LedgerState,
  roomTypeId: string,
  stay: Omit<HeldStay, 'reservationId' | 'roomTypeId' | 'roomId'>,
  rooms: RoomsView,
  holds: HoldsAt,
  excludeReservationId: string | null = null,
  /** A booking for this partner may take its allotments' rooms (they count as free). */
  forPartner: string | null = null,
): { available: number; freeRoomIds: string[] } => {
  const span = spanOf(stay);
  assertRemembers(state, span.start);
  const typeRooms = rooms.roomsOfType(roomTypeId);
  const others: LedgerStay[] = [];
  for (const id of state.byRoomType.overlapping(roomTypeId, span.start, span.end)) {
    if (id !== excludeReservationId) others.push(state.stays.get(id) as LedgerStay);
  }
  const held = requestHoldSpans(state, roomTypeId, span, holds);
  const blocked = blockSpans(state, typeRooms, span);
  held.push(
    ...allotmentSpans(
      state.allotments,
      ledgerStays(state),
      roomTypeId,
      span,
      [],
      new Set(excludeReservationId === null ? [] : [excludeReservationId]),
      forPartner,
    ),
  );
  // The busiest moment of the stay decides how many more fit.
  const points: [number, number][] = [];
  for (const other of [...others, ...held, ...blocked]) {
    points.push([Math.max(other.start, span.start), 1], [Math.min(other.end, span.end), -1]);
  }
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let running = 0;
  let peak = 0;
  for (const [, delta] of points) {
    running += delta;
    peak = Math.max(peak, running);
  }
  const busyRooms = new Set<string>();
  // A stay moved mid-stay takes only the rooms it holds within the span.
  for (const other of others) {
    for (const room of other.rooms) if (overlaps(room, span)) busyRooms.add(room.roomId);
  }
  for (const block of blocked) busyRooms.add(block.roomId);
  const available = Math.max(0, typeRooms.length - peak);
  // With the type full (unassigned stays count too), no room can be taken, free or not.
  const freeRoomIds =
    available === 0 ? [] : typeRooms.filter((r) => !busyRooms.has(r.id)).map((r) => r.id);
  return { available, freeRoomIds };
};

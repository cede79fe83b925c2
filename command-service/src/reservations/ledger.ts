import type { Named } from '@hotel/events/names';
import type { Block, BlockEvent } from '@hotel/events/blocks/events';
import { blockSpan } from '@hotel/events/blocks/rules';
import type { RequestHoldEvent } from '@hotel/events/reservation-requests/events';
import type { HeldStay, OccupancyEvent } from '@hotel/events/reservations/events';
import { roomSpansOf, spanOf } from '@hotel/events/reservations/rules';
import type { Aggregate } from '../pipeline/aggregate';

/** Everything the ledger stream holds: stays, the holds of reservation requests, room blocks. */
export type LedgerEvent = OccupancyEvent | RequestHoldEvent | BlockEvent;

/**
 * The occupancy ledger of one property (`occupancy-{propertyId}`): every live stay with its
 * room type, room and span, indexed by room type and by room — the availability index. It also
 * hands out reservation and group numbers (every booking appends here anyway).
 *
 * For speed the fold updates its maps in place (a property may hold tens of thousands of
 * stays; copying them per event would make loading quadratic). That is safe because the
 * pipeline's cache folds one stream's loads one after another, and deciders only read.
 */
export interface LedgerState {
  readonly stays: Map<string, LedgerStay>;
  readonly byRoomType: SpanIndex;
  readonly byRoom: SpanIndex;
  lastNumber: number;
  lastGroupNumber: number;
  /** Rooms held for reservation requests (by request id), and which room types they hold. */
  readonly requestHolds: Map<string, RequestHold>;
  readonly holdsByRoomType: Map<string, Set<string>>;
  lastRequestNumber: number;
  /** Room blocks (by block id), and a room's blocks. */
  readonly blocks: Map<string, LedgerBlock>;
  readonly blocksByRoom: Map<string, Set<string>>;
  /** Reservation numbers, to name the booking a block would clash with. */
  readonly numbers: Map<string, number>;
}

/** A room block with the span it takes its room. */
export interface LedgerBlock extends Block {
  readonly start: number;
  readonly end: number;
}

/** A reservation request's hold: rooms of some types (none assigned) for one stay. */
export interface RequestHold {
  readonly resReqId: string;
  /** An instant; null: held until released. */
  readonly until: string | null;
  readonly start: number;
  readonly end: number;
  readonly rooms: ReadonlyMap<string, number>;
}

/**
 * Which request holds count in a decision: those whose `until` is after `at` (the command's
 * `now`), except the one named (a request being converted or re-held replaces its own).
 */
export interface HoldsAt {
  readonly at: string;
  readonly except?: string | null;
}

export interface LedgerStay extends HeldStay {
  readonly start: number;
  readonly end: number;
  /**
   * The spans it holds rooms (`roomSpansOf`): one for most stays, the current room last after
   * earlier rooms for a stay moved mid-stay; none without a room.
   */
  readonly rooms: readonly RoomSpan[];
}

/** A room held for a span. */
export interface RoomSpan {
  readonly roomId: string;
  readonly start: number;
  readonly end: number;
}

/**
 * A stay's room spans are indexed by room under ids of their own (the index keeps one span per
 * id and room, and a stay may come back to a room it left): the first under the reservation's
 * id, the next ones `{reservationId}#{n}`. `ownerOf` maps them back.
 */
const roomSpanId = (reservationId: string, n: number): string =>
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

const addTo = (index: Map<string, Set<string>>, key: string, id: string) => {
  let ids = index.get(key);
  if (!ids) {
    ids = new Set();
    index.set(key, ids);
  }
  ids.add(id);
};

const removeFrom = (index: Map<string, Set<string>>, key: string | null, id: string) => {
  if (key === null) return;
  const ids = index.get(key);
  ids?.delete(id);
  if (ids?.size === 0) index.delete(key);
};

const release = (state: LedgerState, reservationId: string) => {
  const stay = state.stays.get(reservationId);
  if (!stay) return;
  state.stays.delete(reservationId);
  state.byRoomType.remove(stay.roomTypeId, reservationId, stay.start, stay.end);
  stay.rooms.forEach((span, n) =>
    state.byRoom.remove(span.roomId, roomSpanId(reservationId, n), span.start, span.end),
  );
};

export const withSpan = (stay: HeldStay): LedgerStay => ({
  ...stay,
  ...spanOf(stay),
  rooms: roomSpansOf(stay),
});

const hold = (state: LedgerState, stay: HeldStay) => {
  release(state, stay.reservationId);
  const held = withSpan(stay);
  state.stays.set(stay.reservationId, held);
  state.byRoomType.add(stay.roomTypeId, stay.reservationId, held.start, held.end);
  held.rooms.forEach((span, n) =>
    state.byRoom.add(span.roomId, roomSpanId(stay.reservationId, n), span.start, span.end),
  );
};

const removeBlock = (state: LedgerState, blockId: string) => {
  const block = state.blocks.get(blockId);
  if (!block) return;
  state.blocks.delete(blockId);
  removeFrom(state.blocksByRoom, block.roomId, blockId);
};

const placeBlock = (state: LedgerState, block: Block) => {
  removeBlock(state, block.blockId);
  state.blocks.set(block.blockId, { ...block, ...blockSpan(block) });
  addTo(state.blocksByRoom, block.roomId, block.blockId);
};

const releaseHold = (state: LedgerState, resReqId: string) => {
  const hold = state.requestHolds.get(resReqId);
  if (!hold) return;
  state.requestHolds.delete(resReqId);
  for (const roomTypeId of hold.rooms.keys())
    removeFrom(state.holdsByRoomType, roomTypeId, resReqId);
};

const placeHold = (
  state: LedgerState,
  event: Extract<LedgerEvent, { type: 'RequestRoomsHeld' }>,
) => {
  const { resReqId, until, stay, rooms, number } = event.data;
  releaseHold(state, resReqId);
  const quantities = new Map<string, number>();
  for (const room of rooms) {
    quantities.set(room.roomTypeId, (quantities.get(room.roomTypeId) ?? 0) + room.quantity);
  }
  state.requestHolds.set(resReqId, { resReqId, until, ...spanOf(stay), rooms: quantities });
  for (const roomTypeId of quantities.keys()) addTo(state.holdsByRoomType, roomTypeId, resReqId);
  state.lastRequestNumber = Math.max(state.lastRequestNumber, number);
};

export const ledger: Aggregate<LedgerState, LedgerEvent> = {
  cached: true,
  initialState: () => ({
    stays: new Map(),
    byRoomType: new SpanIndex(),
    byRoom: new SpanIndex(),
    lastNumber: 0,
    lastGroupNumber: 0,
    requestHolds: new Map(),
    holdsByRoomType: new Map(),
    lastRequestNumber: 0,
    blocks: new Map(),
    blocksByRoom: new Map(),
    numbers: new Map(),
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'StaysHeld':
        for (const { number, ...stay } of event.data.stays) {
          hold(state, stay);
          state.numbers.set(stay.reservationId, number);
          state.lastNumber = Math.max(state.lastNumber, number);
        }
        if (event.data.groupNumber !== null) {
          state.lastGroupNumber = Math.max(state.lastGroupNumber, event.data.groupNumber);
        }
        return state;
      case 'StayChanged':
        hold(state, event.data.stay);
        return state;
      case 'StayReleased':
        release(state, event.data.reservationId);
        return state;
      case 'RequestRoomsHeld':
        placeHold(state, event);
        return state;
      case 'RequestRoomsReleased':
        releaseHold(state, event.data.resReqId);
        return state;
      case 'RoomsBlocked':
        for (const block of event.data.blocks) placeBlock(state, block);
        return state;
      case 'BlockChanged':
        placeBlock(state, event.data.block);
        return state;
      case 'BlockRemoved':
        removeBlock(state, event.data.blockId);
        return state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};

/** What availability needs to know of the rooms (from the inventory). */
export interface RoomsView {
  roomsOfType(roomTypeId: string): readonly { id: string; name: string }[];
  /** The room type's names (a message quotes the reader's language's). */
  roomTypeName(roomTypeId: string): Named;
  roomName(roomId: string): string;
}

/** What holds a room when a candidate clashes with it: a live stay or a block. */
export type RoomHolder =
  | { readonly kind: 'stay'; readonly reservationId: string; readonly number: number | null }
  | { readonly kind: 'block'; readonly blockId: string };

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
}

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

/** The blocks of a room type's rooms (as they are now) that overlap a window. */
const blockSpans = (
  state: LedgerState,
  typeRooms: readonly { id: string }[],
  window: { start: number; end: number },
  replaced: ReadonlySet<string> = new Set(),
): LedgerBlock[] => {
  const found: LedgerBlock[] = [];
  if (state.blocks.size === 0) return found;
  for (const room of typeRooms) {
    for (const id of state.blocksByRoom.get(room.id) ?? []) {
      if (replaced.has(id)) continue;
      const block = state.blocks.get(id) as LedgerBlock;
      if (overlaps(block, window)) found.push(block);
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

  const roomSpans = spans.map(roomSpansOfCandidate);
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
      for (const [other, earlierSpans] of roomSpans.slice(0, index).entries()) {
        const earlier = earlierSpans.find((o) => o.roomId === roomId && overlaps(o, span));
        if (!earlier) continue;
        const otherId = (spans[other] as SpanCandidate).id;
        const holder: RoomHolder = state.blocks.has(otherId)
          ? { kind: 'block', blockId: otherId }
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
): { available: number; freeRoomIds: string[] } => {
  const span = spanOf(stay);
  const typeRooms = rooms.roomsOfType(roomTypeId);
  const others: LedgerStay[] = [];
  for (const id of state.byRoomType.overlapping(roomTypeId, span.start, span.end)) {
    if (id !== excludeReservationId) others.push(state.stays.get(id) as LedgerStay);
  }
  const held = requestHoldSpans(state, roomTypeId, span, holds);
  const blocked = blockSpans(state, typeRooms, span);
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

import type { Block, BlockEvent } from '@hotel/events/blocks/events';
import { blockSpan } from '@hotel/events/blocks/rules';
import type {
  ChannelHold,
  ChannelHoldEvent,
  HoldCollision,
} from '@hotel/events/channels/calendar-hold-events';
import type { RequestHoldEvent } from '@hotel/events/reservation-requests/events';
import type {
  HeldStay,
  OccupancyDayClosed,
  OccupancyEvent,
} from '@hotel/events/reservations/events';
import { minutesOf, roomSpansOf, spanOf } from '@hotel/events/reservations/rules';
import { addDays } from '@hotel/events/dates';
import type { Aggregate } from '../pipeline/aggregate';
import { HistoryNeeded } from '../pipeline/history';
import { roomSpanId, SpanIndex } from './span-index';
import type { AllotmentEvent } from '@hotel/events/allotments/events';
import { type AllotmentsState, evolveAllotments } from '../allotments/allotment-nights';

/**
 * Everything the ledger stream holds: stays, the holds of reservation requests, room blocks,
 * and the booking sites' channel holds (docs/channels.md).
 */
export type LedgerEvent =
  | OccupancyEvent
  | OccupancyDayClosed
  | RequestHoldEvent
  | BlockEvent
  | ChannelHoldEvent
  | AllotmentEvent;

/**
 * How long the ledger's cached fold remembers stays after they ended, counted back from the last
 * date the night audit closed: a correction of a stay further back (or a room move of a stay
 * that began earlier and is still in house) is decided on the whole stream (`ledgerWithHistory`).
 */
export const LEDGER_MEMORY_DAYS = 62;

/**
 * The occupancy ledger of one property (`occupancy-{propertyId}`): every live stay with its
 * room type, room and span, indexed by room type and by room — the availability index. It also
 * hands out reservation and group numbers (every booking appends here anyway).
 *
 * For speed the fold updates its maps in place (a property may hold tens of thousands of
 * stays; copying them per event would make loading quadratic). That is safe because the
 * pipeline's cache folds one stream's loads one after another, and deciders only read.
 */
export interface LedgerState extends AllotmentsState {
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
  /**
   * The booking sites' holds (by hold id), held or conflicted, and a room's held ones: a held
   * hold takes its room's nights like a block; a conflicted one takes nothing.
   */
  readonly channelHolds: Map<string, LedgerChannelHold>;
  readonly channelHoldsByRoom: Map<string, Set<string>>;
  /**
   * The minute from which the fold holds every stay: stays that ended before it (long before
   * the last closed date) are forgotten. `-Infinity` in a fold that keeps its whole history.
   */
  historyFrom: number;
  /** The stays by the day their span ends (days since 1970-01-01): what to forget, and when. */
  readonly endings: Map<number, Set<string>>;
}

const DAY_MINUTES = 24 * 60;
const dayOf = (minute: number): number => Math.floor(minute / DAY_MINUTES);

/** A question about the stays from `start` on can be answered by this fold (else it throws). */
export const assertRemembers = (state: LedgerState, start: number): void => {
  if (start < state.historyFrom) throw new HistoryNeeded('The occupancy question');
};

/** A site's hold with the span it takes its room (noon to noon), and its conflict if any. */
export interface LedgerChannelHold extends ChannelHold {
  readonly start: number;
  readonly end: number;
  readonly conflict: { readonly date: string; readonly with: HoldCollision } | null;
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
  /** A site's channel hold the candidates replace (a hold being made a reservation). */
  readonly replacing?: string | null;
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
  const ending = state.endings.get(dayOf(stay.end));
  ending?.delete(reservationId);
  if (ending?.size === 0) state.endings.delete(dayOf(stay.end));
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

/** Puts a held stay in the fold's maps and indexes. */
const place = (state: LedgerState, held: LedgerStay) => {
  state.stays.set(held.reservationId, held);
  const ending = state.endings.get(dayOf(held.end));
  if (ending) ending.add(held.reservationId);
  else state.endings.set(dayOf(held.end), new Set([held.reservationId]));
  state.byRoomType.add(held.roomTypeId, held.reservationId, held.start, held.end);
  held.rooms.forEach((span, n) =>
    state.byRoom.add(span.roomId, roomSpanId(held.reservationId, n), span.start, span.end),
  );
};

const hold = (state: LedgerState, stay: HeldStay) => {
  release(state, stay.reservationId);
  const held = withSpan(stay);
  // A correction of a stay over before what the fold remembers: nothing it answers.
  if (held.end <= state.historyFrom) return;
  place(state, held);
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

const releaseChannelHold = (state: LedgerState, holdId: string) => {
  const hold = state.channelHolds.get(holdId);
  if (!hold) return;
  state.channelHolds.delete(holdId);
  removeFrom(state.channelHoldsByRoom, hold.roomId, holdId);
};

const placeChannelHold = (
  state: LedgerState,
  hold: ChannelHold,
  conflict: LedgerChannelHold['conflict'],
) => {
  releaseChannelHold(state, hold.holdId);
  const span = blockSpan({ ...hold, isTime: false, startTime: null, endTime: null });
  state.channelHolds.set(hold.holdId, { ...hold, ...span, conflict });
  if (!conflict) addTo(state.channelHoldsByRoom, hold.roomId, hold.holdId);
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

/**
 * Forgets the stays that ended before the memory's reach back from `closed` (their numbers too:
 * a clash names only stays that overlap a question, and every question then starts later).
 */
const forgetBefore = (state: LedgerState, closed: string) => {
  const from = minutesOf(addDays(closed, -LEDGER_MEMORY_DAYS), '00:00');
  if (from <= state.historyFrom) return;
  // Day by day from the last reach (the first time: from the earliest ending), so a fold over
  // years of closed dates visits each stay once.
  let day = Number.isFinite(state.historyFrom) ? dayOf(state.historyFrom) : Infinity;
  if (day === Infinity) for (const ending of state.endings.keys()) day = Math.min(day, ending);
  for (; day <= dayOf(from); day++) {
    for (const reservationId of [...(state.endings.get(day) ?? [])]) {
      if ((state.stays.get(reservationId)?.end ?? Infinity) > from) continue;
      release(state, reservationId);
      state.numbers.delete(reservationId);
    }
  }
  state.historyFrom = from;
};

const ledgerOf = (keepsHistory: boolean): Aggregate<LedgerState, LedgerEvent> => ({
  cached: !keepsHistory,
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
    channelHolds: new Map(),
    channelHoldsByRoom: new Map(),
    allotments: new Map(),
    lastAllotmentNumber: 0,
    historyFrom: -Infinity,
    endings: new Map(),
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
      case 'OccupancyDayClosed':
        if (!keepsHistory) forgetBefore(state, event.data.date);
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
      case 'ChannelHoldPlaced':
      case 'ChannelHoldMoved':
        placeChannelHold(state, event.data.hold, null);
        return state;
      case 'ChannelHoldConflicted':
        placeChannelHold(state, event.data.hold, { date: event.data.date, with: event.data.with });
        return state;
      case 'ChannelHoldReleased':
        releaseChannelHold(state, event.data.holdId);
        return state;
      case 'AllotmentContracted':
      case 'AllotmentChanged':
      case 'AllotmentCanceled':
      case 'AllotmentNightsReleased':
        evolveAllotments(state, event);
        return state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});

/** The ledger's whole stream folded, read afresh for each decision that needs it. */
export const ledgerWithHistory = ledgerOf(true);

/** What a ledger snapshot holds: the fold's own facts; its indexes are built again. */
interface SavedLedger extends Omit<
  LedgerState,
  | 'stays'
  | 'byRoomType'
  | 'byRoom'
  | 'endings'
  | 'holdsByRoomType'
  | 'blocksByRoom'
  | 'channelHoldsByRoom'
> {
  readonly stays: readonly LedgerStay[];
}

/**
 * The ledger saved beside its stream (pipeline/aggregate-cache.ts): a process that starts folds
 * the events after the snapshot, not years of bookings. Version 1: the fold of this file, with
 * `LEDGER_MEMORY_DAYS` = 62 (bump the version when either changes).
 */
const ledgerSnapshot = {
  version: 1,
  save: (state: LedgerState): SavedLedger => {
    const {
      stays,
      byRoomType: _byRoomType,
      byRoom: _byRoom,
      endings: _endings,
      holdsByRoomType: _holds,
      blocksByRoom: _blocks,
      channelHoldsByRoom: _channelHolds,
      ...facts
    } = state;
    return { ...facts, stays: [...stays.values()] };
  },
  restore: (saved: unknown): LedgerState => {
    const { stays, ...facts } = saved as SavedLedger;
    const state: LedgerState = {
      ...ledgerWithHistory.initialState(),
      ...facts,
    };
    for (const held of stays) place(state, held);
    for (const [id, hold] of state.requestHolds) {
      for (const roomTypeId of hold.rooms.keys()) addTo(state.holdsByRoomType, roomTypeId, id);
    }
    for (const [id, block] of state.blocks) addTo(state.blocksByRoom, block.roomId, id);
    for (const [id, hold] of state.channelHolds) {
      if (!hold.conflict) addTo(state.channelHoldsByRoom, hold.roomId, id);
    }
    return state;
  },
};

/** The ledger as commands use it: cached, remembering the recent past (`LEDGER_MEMORY_DAYS`). */
export const ledger: Aggregate<LedgerState, LedgerEvent> = {
  ...ledgerOf(false),
  withHistory: ledgerWithHistory,
  snapshot: ledgerSnapshot,
};

/** Routes ask the ledger which rooms are free through here. */
export { freeRoomsFor } from './ledger-queries';

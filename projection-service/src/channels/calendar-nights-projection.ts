import { type AllotmentEvent, allotmentEventSchemas } from '@hotel/events/allotments/events';
import { type Block, type BlockEvent, blockEventTypes } from '@hotel/events/blocks/events';
import {
  type ChannelHold,
  type ChannelHoldEvent,
  channelHoldEventSchemas,
} from '@hotel/events/channels/calendar-hold-events';
import type { RequestHoldEvent } from '@hotel/events/reservation-requests/events';
import type { HeldStay, OccupancyEvent } from '@hotel/events/reservations/events';
import { currentRoomFrom } from '@hotel/events/reservations/rules';
import type { ReadSession } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';
import {
  CALENDAR_EXPORT_HOLDERS,
  CALENDAR_EXPORT_ROOM_NIGHTS,
  type RoomNights,
} from './calendar-export-documents';
import {
  applyAllotmentEvent,
  applyPartnerStay,
  CALENDAR_EXPORT_ALLOTMENTS,
  CALENDAR_EXPORT_PARTNER_STAYS,
} from './calendar-nights-allotments';
import { holders, releaseHolder, saveHolder } from './calendar-nights-holders';

/**
 * The nights the calendar feeds list (docs/channels.md), from the occupancy ledger's own
 * events — the ledger is what decides availability, so a feed says exactly what the next
 * booking would be refused for: live stays (`StaysHeld` / `StayChanged` / `StayReleased`),
 * blocks, the sites' held holds, reservation request holds and what allotments hold (room
 * type feeds only: neither has a room; calendar-nights-allotments.ts).
 * No guest data is kept here.
 */

type Event<T extends string> = Extract<
  OccupancyEvent | RequestHoldEvent | BlockEvent | ChannelHoldEvent,
  { type: T }
>;
const channelHoldTypes = Object.keys(channelHoldEventSchemas) as ChannelHoldEvent['type'][];
const allotmentTypes = Object.keys(allotmentEventSchemas) as AllotmentEvent['type'][];

const occupancyTypes = ['StaysHeld', 'StayChanged', 'StayReleased'] as const;
const holdTypes = ['RequestRoomsHeld', 'RequestRoomsReleased'] as const;

/** The nights a night stay holds each room (day and hour stays hold no night). */
export const stayRoomNights = (stay: HeldStay): RoomNights[] => {
  if (stay.stayType !== 'night' || stay.checkOut <= stay.checkIn) return [];
  const nights = (stay.segments ?? [])
    .filter((segment) => segment.to > segment.from)
    .map((segment) => ({ roomId: segment.roomId, from: segment.from, to: segment.to }));
  if (stay.roomId !== null) {
    const from = currentRoomFrom(stay);
    if (stay.checkOut > from) nights.push({ roomId: stay.roomId, from, to: stay.checkOut });
  }
  return nights;
};

/**
 * The nights a block takes its room: whole-night blocks their nights; an hour block the dates
 * it runs through from its first to its last day (a few hours inside one day take no night).
 */
export const blockNights = (block: Block): { from: string; to: string } =>
  block.endDate > block.startDate
    ? { from: block.startDate, to: block.endDate }
    : { from: block.startDate, to: block.startDate };

const stayHolder = (propertyId: string, stay: HeldStay, at: string) => {
  const night = stay.stayType === 'night' && stay.checkOut > stay.checkIn;
  return {
    _id: `stay:${stay.reservationId}`,
    propertyId,
    kind: 'stay' as const,
    sourceId: stay.reservationId,
    roomTypeId: stay.roomTypeId,
    from: stay.checkIn,
    to: night ? stay.checkOut : stay.checkIn,
    quantity: 1,
    until: null,
    live: true,
    rooms: stayRoomNights(stay),
    updatedAt: at,
  };
};

const blockHolder = (propertyId: string, block: Block, at: string) => {
  const nights = blockNights(block);
  return {
    _id: `block:${block.blockId}`,
    propertyId,
    kind: 'block' as const,
    sourceId: block.blockId,
    roomTypeId: block.roomTypeId,
    ...nights,
    quantity: 1,
    until: null,
    live: true,
    rooms: nights.to > nights.from ? [{ roomId: block.roomId, ...nights }] : [],
    updatedAt: at,
  };
};

/** A booking site's held hold: its room's nights, tagged with its site. */
const channelHolder = (propertyId: string, hold: ChannelHold, at: string) => ({
  _id: `channel:${hold.holdId}`,
  propertyId,
  kind: 'channel' as const,
  sourceId: hold.holdId,
  roomTypeId: hold.roomTypeId,
  from: hold.startDate,
  to: hold.endDate,
  quantity: 1,
  until: null,
  live: true,
  rooms: [{ roomId: hold.roomId, from: hold.startDate, to: hold.endDate }],
  channel: hold.channel,
  updatedAt: at,
});

/** A request's holds: one holder per room type it holds, listed on its `holdset`. */
const releaseHolds = async (session: ReadSession, resReqId: string, at: string) => {
  const set = await holders(session).findOne({ _id: `hold:${resReqId}` });
  for (const roomTypeId of set?.roomTypeIds ?? []) {
    await releaseHolder(session, `hold:${resReqId}|${roomTypeId}`, at);
  }
  return set;
};

const placeHolds = async (
  session: ReadSession,
  data: Event<'RequestRoomsHeld'>['data'],
  at: string,
) => {
  const set = await releaseHolds(session, data.resReqId, at);
  const quantities = new Map<string, number>();
  for (const room of data.rooms) {
    quantities.set(room.roomTypeId, (quantities.get(room.roomTypeId) ?? 0) + room.quantity);
  }
  const night = data.stay.stayType === 'night' && data.stay.checkOut > data.stay.checkIn;
  for (const [roomTypeId, quantity] of quantities) {
    await saveHolder(session, {
      _id: `hold:${data.resReqId}|${roomTypeId}`,
      propertyId: data.propertyId,
      kind: 'hold',
      sourceId: data.resReqId,
      roomTypeId,
      from: data.stay.checkIn,
      to: night ? data.stay.checkOut : data.stay.checkIn,
      quantity,
      until: data.until,
      live: true,
      rooms: [],
      updatedAt: at,
    });
  }
  const roomTypeIds = [...new Set([...(set?.roomTypeIds ?? []), ...quantities.keys()])];
  await holders(session).replaceOne(
    { _id: `hold:${data.resReqId}` },
    {
      _id: `hold:${data.resReqId}`,
      propertyId: data.propertyId,
      kind: 'holdset',
      sourceId: data.resReqId,
      roomTypeId: null,
      from: data.stay.checkIn,
      to: data.stay.checkIn,
      quantity: 0,
      until: data.until,
      live: false,
      sequence: 0,
      rooms: [],
      roomTypeIds,
      updatedAt: at,
    },
    { upsert: true },
  );
};

/** The nights taken per room and room type, for the calendar feeds (no read model of the UI). */
export const calendarNightsProjection: Projection = {
  name: 'calendar-export-nights',
  version: 4,
  collections: [
    CALENDAR_EXPORT_HOLDERS,
    CALENDAR_EXPORT_ROOM_NIGHTS,
    CALENDAR_EXPORT_ALLOTMENTS,
    CALENDAR_EXPORT_PARTNER_STAYS,
  ],
  readModels: [],
  handles: [
    ...occupancyTypes,
    ...holdTypes,
    ...blockEventTypes,
    ...channelHoldTypes,
    ...allotmentTypes,
  ],
  // Equality indexes: a feed reads one room's or room type's few documents by key and tests
  // their dates (the embedded store walks every entry of an index for a range on it).
  setup: async (store) => {
    await store.collection(CALENDAR_EXPORT_HOLDERS).createIndex({ roomTypeId: 1 });
    await store.collection(CALENDAR_EXPORT_ROOM_NIGHTS).createIndex({ roomId: 1 });
    await store.collection(CALENDAR_EXPORT_ALLOTMENTS).createIndex({ partnerId: 1 });
    await store.collection(CALENDAR_EXPORT_PARTNER_STAYS).createIndex({ partnerId: 1 });
  },
  apply: async (event, session) => {
    const at = event.metadata.occurredAt;
    const type = event.type as
      | (typeof occupancyTypes)[number]
      | (typeof holdTypes)[number]
      | BlockEvent['type']
      | ChannelHoldEvent['type']
      | AllotmentEvent['type'];
    switch (type) {
      case 'StaysHeld': {
        const data = event.data as Event<'StaysHeld'>['data'];
        for (const { number: _number, ...stay } of data.stays) {
          await saveHolder(session, stayHolder(data.propertyId, stay, at));
          await applyPartnerStay(session, data.propertyId, stay.reservationId, stay, at);
        }
        return;
      }
      case 'StayChanged': {
        const data = event.data as Event<'StayChanged'>['data'];
        await saveHolder(session, stayHolder(data.propertyId, data.stay, at));
        await applyPartnerStay(session, data.propertyId, data.stay.reservationId, data.stay, at);
        return;
      }
      case 'StayReleased': {
        const data = event.data as Event<'StayReleased'>['data'];
        await releaseHolder(session, `stay:${data.reservationId}`, at);
        await applyPartnerStay(session, data.propertyId, data.reservationId, null, at);
        return;
      }
      case 'RoomsBlocked': {
        const data = event.data as Event<'RoomsBlocked'>['data'];
        for (const block of data.blocks) {
          await saveHolder(session, blockHolder(data.propertyId, block, at));
        }
        return;
      }
      case 'BlockChanged': {
        const data = event.data as Event<'BlockChanged'>['data'];
        await saveHolder(session, blockHolder(data.propertyId, data.block, at));
        return;
      }
      case 'BlockRemoved': {
        const data = event.data as Event<'BlockRemoved'>['data'];
        await releaseHolder(session, `block:${data.blockId}`, at);
        return;
      }
      case 'RequestRoomsHeld':
        await placeHolds(session, event.data as Event<'RequestRoomsHeld'>['data'], at);
        return;
      case 'RequestRoomsReleased': {
        const data = event.data as Event<'RequestRoomsReleased'>['data'];
        await releaseHolds(session, data.resReqId, at);
        return;
      }
      case 'ChannelHoldPlaced':
      case 'ChannelHoldMoved': {
        const data = event.data as Event<'ChannelHoldPlaced'>['data'];
        await saveHolder(session, channelHolder(data.propertyId, data.hold, at));
        return;
      }
      case 'ChannelHoldConflicted': {
        // A conflicted hold takes no night (the ledger keeps what held the room).
        const data = event.data as Event<'ChannelHoldConflicted'>['data'];
        await releaseHolder(session, `channel:${data.hold.holdId}`, at);
        return;
      }
      case 'ChannelHoldReleased': {
        const data = event.data as Event<'ChannelHoldReleased'>['data'];
        await releaseHolder(session, `channel:${data.holdId}`, at);
        return;
      }
      case 'AllotmentContracted':
      case 'AllotmentChanged':
      case 'AllotmentCanceled':
      case 'AllotmentNightsReleased':
        await applyAllotmentEvent(session, event as unknown as AllotmentEvent, at);
        return;
      default: {
        const unexpected: never = type;
        return unexpected;
      }
    }
  },
};

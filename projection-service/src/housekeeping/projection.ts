import type { Cleanliness, RoomCleanlinessSet } from '@hotel/events/housekeeping/events';
import type { RoomRemoved } from '@hotel/events/inventory/events';
import type {
  ReservationCreated,
  ReservationRoomAssigned,
  ReservationRoomTypeChanged,
  ReservationStatusChanged,
} from '@hotel/events/reservations/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

/** A room's cleanliness (no document: clean, as a room is until housekeeping records one). */
export const ROOM_CLEANLINESS = 'room_cleanliness';
/** Which room each reservation is in, so a check-out knows which room it leaves dirty. */
export const HOUSEKEEPING_STAYS = 'housekeeping_stays';

export interface RoomCleanlinessDoc extends Document {
  propertyId: string;
  status: Cleanliness;
  changedAt: string;
  /**
   * `staff`: marked on the housekeeping screen; `checkOut`: the guest left; `roomMove`: a guest
   * in the house moved to another room.
   */
  source: 'staff' | 'checkOut' | 'roomMove';
  /** The reservation whose check-out (or move) made the room dirty. */
  reservationNumber: number | null;
}

interface StayRoomDoc extends Document {
  propertyId: string;
  roomId: string | null;
  number: number;
  /** The reservation's status (absent before version 2: not yet known to be in the house). */
  status?: string;
}

const handled = [
  'RoomCleanlinessSet',
  'RoomRemoved',
  'ReservationCreated',
  'ReservationRoomAssigned',
  'ReservationRoomTypeChanged',
  'ReservationStatusChanged',
] as const;

/**
 * Housekeeping (read model `housekeeping`; the calendar reads it too): each room's clean or
 * dirty status. Staff set it; a check-out makes the guest's room dirty by itself — derived here
 * from the reservation's own events, in event order, so a later "clean" wins and a rebuild
 * gives the same answer.
 */
export const housekeepingProjection: Projection = {
  name: 'housekeeping',
  // 2: the stay's status, so a guest in the house who moves rooms leaves the old one dirty.
  version: 2,
  collections: [ROOM_CLEANLINESS, HOUSEKEEPING_STAYS],
  readModels: ['housekeeping', 'calendar'],
  handles: handled,
  setup: async (store) => {
    await store.collection(ROOM_CLEANLINESS).createIndex({ propertyId: 1 });
  },
  apply: async (event, session) => {
    const cleanliness = session.collection<RoomCleanlinessDoc>(ROOM_CLEANLINESS);
    const stays = session.collection<StayRoomDoc>(HOUSEKEEPING_STAYS);
    const type = event.type as (typeof handled)[number];
    switch (type) {
      case 'RoomCleanlinessSet': {
        const data = event.data as RoomCleanlinessSet['data'];
        await cleanliness.replaceOne(
          { _id: data.roomId },
          {
            _id: data.roomId,
            propertyId: data.propertyId,
            status: data.status,
            changedAt: data.at,
            source: 'staff',
            reservationNumber: null,
          },
          { upsert: true },
        );
        return;
      }
      case 'RoomRemoved': {
        const data = event.data as RoomRemoved['data'];
        await cleanliness.deleteOne({ _id: data.roomId });
        return;
      }
      case 'ReservationCreated': {
        const data = event.data as ReservationCreated['data'];
        await stays.replaceOne(
          { _id: data.reservationId },
          {
            _id: data.reservationId,
            propertyId: data.propertyId,
            roomId: data.roomClone?.roomId ?? null,
            number: data.number,
            status: data.status,
          },
          { upsert: true },
        );
        return;
      }
      case 'ReservationRoomAssigned':
      case 'ReservationRoomTypeChanged': {
        const data = event.data as (ReservationRoomAssigned | ReservationRoomTypeChanged)['data'];
        const roomId = data.roomClone?.roomId ?? null;
        const stay = await stays.findOne({ _id: data.reservationId });
        // A guest in the house leaves the old room to be made up (split or whole move alike).
        if (stay?.status === 'checked-in' && stay.roomId && stay.roomId !== roomId) {
          await cleanliness.replaceOne(
            { _id: stay.roomId },
            {
              _id: stay.roomId,
              propertyId: data.propertyId,
              status: 'dirty',
              changedAt: event.recordedAt,
              source: 'roomMove',
              reservationNumber: stay.number,
            },
            { upsert: true },
          );
        }
        await stays.updateOne({ _id: data.reservationId }, { $set: { roomId } });
        return;
      }
      case 'ReservationStatusChanged': {
        const data = event.data as ReservationStatusChanged['data'];
        await stays.updateOne({ _id: data.reservationId }, { $set: { status: data.to } });
        if (data.to !== 'checked-out') return;
        const stay = await stays.findOne({ _id: data.reservationId });
        if (!stay?.roomId) return;
        await cleanliness.replaceOne(
          { _id: stay.roomId },
          {
            _id: stay.roomId,
            propertyId: data.propertyId,
            status: 'dirty',
            changedAt: data.at,
            source: 'checkOut',
            reservationNumber: stay.number,
          },
          { upsert: true },
        );
        return;
      }
      default: {
        const unexpected: never = type;
        return unexpected;
      }
    }
  },
};

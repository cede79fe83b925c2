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
  /** `staff`: marked on the housekeeping screen; `checkOut`: the guest left. */
  source: 'staff' | 'checkOut';
  /** The reservation whose check-out made the room dirty. */
  reservationNumber: number | null;
}

interface StayRoomDoc extends Document {
  propertyId: string;
  roomId: string | null;
  number: number;
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
  version: 1,
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
          },
          { upsert: true },
        );
        return;
      }
      case 'ReservationRoomAssigned':
      case 'ReservationRoomTypeChanged': {
        const data = event.data as (ReservationRoomAssigned | ReservationRoomTypeChanged)['data'];
        await stays.updateOne(
          { _id: data.reservationId },
          { $set: { roomId: data.roomClone?.roomId ?? null } },
        );
        return;
      }
      case 'ReservationStatusChanged': {
        const data = event.data as ReservationStatusChanged['data'];
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

import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '@hotel/projection-service/runtime/projection';
import { ROOM_NIGHT_SOLD, type RoomNightSoldData } from './support';

export const ROOM_NIGHTS = 'bench_room_nights';

export interface RoomNightsDoc extends Document {
  roomTypeId: string;
  date: string;
  nights: number;
  amount: number;
}

/** Sold nights and revenue per room type per date: one `$inc` upsert per event. */
export const roomNightsProjection: Projection = {
  name: 'bench-room-nights',
  version: 1,
  collections: [ROOM_NIGHTS],
  readModels: ['benchRoomNights'],
  handles: [ROOM_NIGHT_SOLD],
  apply: async (event, session) => {
    const data = event.data as RoomNightSoldData;
    await session.collection<RoomNightsDoc>(ROOM_NIGHTS).updateOne(
      { _id: `${data.roomTypeId}|${data.date}` },
      {
        $inc: { nights: 1, amount: data.amount },
        $setOnInsert: { roomTypeId: data.roomTypeId, date: data.date },
      },
      { upsert: true },
    );
  },
};

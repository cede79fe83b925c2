import { streams } from '@hotel/events/streams';
import { inventory } from '@hotel/command-service/inventory/decider';
import type { CommandPipeline } from '@hotel/command-service/pipeline/handle-command';
import type { DemoRoomType, RoomTypeKey } from '../hotel';
import type { DemoPost } from './post';

/** Room types of the demo, their prices (MNT a night, weekdays) and room numbers. */
export const roomTypeSpecs: readonly {
  key: RoomTypeKey;
  body: Record<string, unknown>;
  /** Weekday and Friday/Saturday prices of the season. */
  weekday: number;
  weekend: number;
}[] = [
  {
    key: 'twin',
    weekday: 180_000,
    weekend: 210_000,
    body: {
      name: 'Стандарт хоёр ортой',
      nameEn: 'Standard Twin',
      shortNameEn: 'TWN',
      defaultPrice: 180_000,
      occupancy: 2,
      occupancyChildren: 1,
      bedTypeId: 'twin',
      floorSize: 24,
      window: 1,
      description: 'Туул голын зүг харсан, хоёр тусдаа ортой тохилог өрөө.',
      descriptionEn: 'A cosy room with two single beds, facing the Tuul river.',
      names: ['201', '202', '203', '204', '205', '206', '207', '208', '209', '210'],
    },
  },
  {
    key: 'deluxe',
    weekday: 240_000,
    weekend: 280_000,
    body: {
      name: 'Делюкс хоёр хүний ортой',
      nameEn: 'Deluxe Double',
      shortNameEn: 'DBL',
      defaultPrice: 240_000,
      occupancy: 2,
      occupancyChildren: 1,
      bedTypeId: 'queen',
      floorSize: 30,
      window: 2,
      hasExtraBed: true,
      extraBeds: 1,
      description: 'Квийн ортой, ажлын ширээтэй, хотын төв рүү харсан өрөө.',
      descriptionEn: 'A queen bed and a work desk, with a view of the city centre.',
      names: ['301', '302', '303', '304', '305', '306', '307', '308', '309', '310'],
    },
  },
  {
    key: 'family',
    weekday: 320_000,
    weekend: 360_000,
    body: {
      name: 'Гэр бүлийн өрөө',
      nameEn: 'Family Room',
      shortNameEn: 'FAM',
      defaultPrice: 320_000,
      occupancy: 3,
      occupancyChildren: 2,
      bedTypeId: 'family',
      floorSize: 42,
      window: 2,
      hasExtraBed: true,
      extraBeds: 1,
      description: 'Гурван хүн, хоёр хүүхэд багтах, зочны булантай өргөн өрөө.',
      descriptionEn: 'A spacious room for three adults and two children, with a sitting area.',
      names: ['401', '402', '403', '404', '405', '406'],
    },
  },
  {
    key: 'suite',
    weekday: 450_000,
    weekend: 520_000,
    body: {
      name: 'Люкс',
      nameEn: 'Executive Suite',
      shortNameEn: 'STE',
      defaultPrice: 450_000,
      occupancy: 2,
      occupancyChildren: 1,
      bedTypeId: 'king',
      floorSize: 64,
      window: 3,
      description: 'Зочны өрөө, ажлын өрөө, кинг ортой, Богд уулын үзэмжтэй люкс.',
      descriptionEn: 'A king bed, a living room and a study, looking out at Bogd Khan mountain.',
      isPriority: true,
      names: ['501', '502', '503', '504'],
    },
  },
];

/** Creates the room types and their rooms; answers each with the ids the store gave them. */
export const createRoomTypes = async (
  post: DemoPost,
  pipeline: CommandPipeline,
  propertyId: string,
): Promise<Record<RoomTypeKey, DemoRoomType>> => {
  for (const spec of roomTypeSpecs) await post('/room/types', spec.body, `room-type:${spec.key}`);
  const rooms = await pipeline.reader.load(streams.inventory(propertyId), inventory);
  const roomTypes = {} as Record<RoomTypeKey, DemoRoomType>;
  for (const spec of roomTypeSpecs) {
    const type = [...rooms.roomTypes.values()].find((t) => t.name === spec.body.name);
    if (!type) throw new Error(`demo seed: room type ${spec.key} was not created`);
    roomTypes[spec.key] = {
      key: spec.key,
      id: type.id,
      name: type.name,
      adults: Number(spec.body.occupancy),
      children: Number(spec.body.occupancyChildren),
      rooms: [...rooms.rooms.values()]
        .filter((r) => r.roomTypeId === type.id)
        .map((r) => ({ id: r.id, name: r.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }
  return roomTypes;
};

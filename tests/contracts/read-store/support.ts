import { randomUUID } from 'node:crypto';
import type { Collection, Document, ReadStore } from '@hotel/infra/read-store/port';

/** The store under test, once the suite's beforeAll has opened it. */
export type StoreOf = () => ReadStore;

export interface Room extends Document {
  number: string;
  floor: number;
  type: string;
  tags?: string[];
  stats?: { nights: number };
}

export const rooms: Room[] = [
  { _id: 'r1', number: '101', floor: 1, type: 'STD', tags: ['quiet'] },
  { _id: 'r2', number: '102', floor: 1, type: 'DLX' },
  { _id: 'r3', number: '201', floor: 2, type: 'STD' },
  { _id: 'r4', number: '202', floor: 2, type: 'STE', tags: ['view', 'quiet'] },
  { _id: 'r5', number: '301', floor: 3, type: 'STD' },
];

/** A new collection of its own holding the five rooms. */
export const freshRooms = async (store: ReadStore): Promise<Collection<Room>> => {
  const collection = store.collection<Room>(`rooms_${randomUUID().slice(0, 8)}`);
  await collection.insertMany(rooms);
  return collection;
};

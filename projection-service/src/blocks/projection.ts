import type { Block, BlockEvent } from '@hotel/events/blocks/events';
import { blockEventTypes } from '@hotel/events/blocks/events';
import type { Document } from '@hotel/infra/read-store/port';
import type { Projection } from '../runtime/projection';

export const BLOCKS = 'blocks';

/** One blocked room (read model `blocks`; the calendar reads it too). */
export interface BlockDoc extends Document, Omit<Block, 'blockId'> {
  propertyId: string;
  createdAt: string;
  updatedAt: string;
}

const docOf = (
  propertyId: string,
  block: Block,
  createdAt: string,
  updatedAt: string,
): BlockDoc => {
  const { blockId, ...fields } = block;
  return { _id: blockId, propertyId, ...fields, createdAt, updatedAt };
};

/** Room blocks of every property, from the occupancy ledger's block events. */
export const blocksProjection: Projection = {
  name: 'blocks',
  version: 1,
  collections: [BLOCKS],
  readModels: ['blocks', 'calendar'],
  handles: blockEventTypes,
  setup: async (store) => {
    await store.collection(BLOCKS).createIndex({ propertyId: 1, startDate: 1 });
  },
  apply: async (event, session) => {
    const blocks = session.collection<BlockDoc>(BLOCKS);
    const type = event.type as BlockEvent['type'];
    switch (type) {
      case 'RoomsBlocked': {
        const data = event.data as Extract<BlockEvent, { type: 'RoomsBlocked' }>['data'];
        await blocks.bulkWrite(
          data.blocks.map((block) => ({
            replaceOne: {
              filter: { _id: block.blockId },
              replacement: docOf(data.propertyId, block, data.createdAt, data.createdAt),
              upsert: true,
            },
          })),
        );
        return;
      }
      case 'BlockChanged': {
        const data = event.data as Extract<BlockEvent, { type: 'BlockChanged' }>['data'];
        const { blockId, ...fields } = data.block;
        await blocks.updateOne(
          { _id: blockId },
          {
            $set: { ...fields, propertyId: data.propertyId, updatedAt: event.metadata.occurredAt },
          },
          { upsert: true },
        );
        return;
      }
      case 'BlockRemoved': {
        const data = event.data as Extract<BlockEvent, { type: 'BlockRemoved' }>['data'];
        await blocks.deleteOne({ _id: data.blockId });
        return;
      }
      default: {
        const unexpected: never = type;
        return unexpected;
      }
    }
  },
};

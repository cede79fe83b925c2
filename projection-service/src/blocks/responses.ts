import { z } from 'zod';
import { blockSchema } from '@hotel/events/blocks/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/blocks answers (the UI's types are generated from these: see
 * docs/adding-a-feature.md, "Generated types").
 */

/** A blocked room as the list and the calendar show it: with its room's and room type's names. */
export const blockResponse = apiSchema(
  'Block',
  blockSchema.omit({ blockId: true }).extend({
    id: z.string(),
    roomName: z.string().nullable().describe('Null: the room is gone'),
    roomTypeName: z.string().nullable(),
    roomTypeNameEn: z.string().nullable(),
    createdAt: z.string(),
  }),
);

/** GET /api/blocks: one page of the property's blocks, the latest start first. */
export const blockListResponse = apiSchema(
  'BlockList',
  z.object({ data: z.array(blockResponse), total: z.number().int() }),
);

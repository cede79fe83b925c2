import { z } from 'zod';
import { cleanlinessStatuses } from '@hotel/events/housekeeping/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/housekeeping answers (the UI's types are generated from this: see
 * docs/adding-a-feature.md, "Generated types").
 */

/** A room and its cleanliness (a room never marked is clean). */
export const housekeepingRoomResponse = apiSchema(
  'HousekeepingRoom',
  z.object({
    id: z.string(),
    name: z.string(),
    status: z.enum(cleanlinessStatuses),
    changedAt: z.string().nullable(),
    source: z
      .enum(['staff', 'checkOut', 'roomMove'])
      .nullable()
      .describe('Marked on the screen, the guest left, or a guest moved to another room'),
    reservationNumber: z.number().int().nullable(),
  }),
);

export const housekeepingRoomTypeResponse = apiSchema(
  'HousekeepingRoomType',
  z.object({
    id: z.string(),
    name: z.string(),
    nameEn: z.string().nullable(),
    shortName: z.string(),
    rooms: z.array(housekeepingRoomResponse),
  }),
);

export const housekeepingResponse = apiSchema(
  'Housekeeping',
  z.object({ roomTypes: z.array(housekeepingRoomTypeResponse) }),
);

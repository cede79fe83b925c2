import { z } from 'zod';
import { guestFieldsSchema } from '@hotel/events/guests/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/guests and /api/guests/match answer (the UI's types are generated from these:
 * see docs/adding-a-feature.md, "Generated types").
 */

/** A guest profile as the register shows it. */
export const guestResponse = apiSchema(
  'Guest',
  guestFieldsSchema.extend({
    id: z.string(),
    resCount: z.number().int().describe('Reservations booked for this guest'),
    origin: z
      .enum(['staff', 'booking'])
      .describe(
        "`staff`: typed on the guests page; `booking`: a booking's guest matched no profile",
      ),
    createdAt: z.string(),
  }),
);

/** GET /api/guests: one page of the register, newest first. */
export const guestListResponse = apiSchema(
  'GuestList',
  z.object({ data: z.array(guestResponse), total: z.number().int() }),
);

/** GET /api/guests/match: the profile a guest being booked matches (e-mail, phone, passport). */
export const guestMatchResponse = apiSchema(
  'GuestMatch',
  z.object({ guest: guestResponse.nullable() }),
);

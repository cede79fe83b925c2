import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/** What the booking commands and their checks answer (the UI's types are generated from these). */

export const bookingAnswer = apiSchema(
  'BookingAnswer',
  z.object({
    id: z.string().describe('The first reservation booked'),
    groupId: z.string(),
    reservationIds: z.array(z.string()),
    emailSent: z
      .boolean()
      .optional()
      .describe('Asked to mail the confirmation: whether it went (absent when not asked)'),
    position: z.string(),
  }),
);

/** Whether new dates fit, what the stay would cost, and the sentence saying so. */
export const datesCheckAnswer = apiSchema(
  'DatesCheckAnswer',
  z.object({
    available: z.boolean(),
    total: z.number(),
    balance: z.number(),
    checkOut: z.string(),
    message: z.string(),
  }),
);

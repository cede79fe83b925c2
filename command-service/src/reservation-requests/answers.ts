import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What the reservation-request commands and their checks answer (the UI's types are generated
 * from these: docs/adding-a-feature.md, "Generated types").
 */

const held = z
  .string()
  .nullable()
  .describe('Until when the rooms are held for it; null: until converted or canceled');
const emailSent = z
  .boolean()
  .optional()
  .describe('Whether the mail went (absent on a replay of the same command)');

/** POST /api/reservation/requests and /online/book/{slug}/requests: the request received. */
export const requestReceivedAnswer = apiSchema(
  'RequestReceivedAnswer',
  z.object({
    id: z.string(),
    number: z.number().int().describe('Shown as RN-{number}'),
    until: held,
    emailSent,
    position: z.string(),
  }),
);

/** POST /api/notify/payment: the payment asked for by e-mail, the rooms held until then. */
export const paymentRequestedAnswer = apiSchema(
  'PaymentRequestedAnswer',
  z.object({ id: z.string(), until: held, emailSent, position: z.string() }),
);

/** POST /api/reservation/requests/check: whether the request can be booked as it is. */
export const conversionCheckAnswer = apiSchema(
  'ConversionCheckAnswer',
  z.object({
    available: z.boolean(),
    checkOut: z.string(),
    total: z.number().nullable().describe('Null: it cannot be booked (see message)'),
    message: z.string(),
  }),
);

/** POST /api/online/book/{slug}/availability: the online plans' prices and free rooms. */
export const onlineAvailabilityAnswer = apiSchema(
  'OnlineAvailabilityAnswer',
  z.object({
    checkIn: z.string(),
    checkOut: z.string(),
    roomTypes: z.array(
      z.object({
        roomTypeId: z.string(),
        available: z.number().int().describe('0 when the stay cannot be sold'),
        total: z.number(),
        nights: z.number().int(),
        sellable: z.boolean(),
        reasons: z.array(z.string()),
      }),
    ),
  }),
);

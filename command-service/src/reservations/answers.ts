import { z } from 'zod';
import { staySchema } from '@hotel/events/reservations/events';
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

const choicePrice = {
  total: z.number().nullable().describe('Null: this choice cannot be sold (see reasons)'),
  roomAmount: z.number().nullable(),
  reasons: z.array(z.string()),
};
const priceChoice = z.object(choicePrice);
const freeRoom = z.object({ id: z.string(), name: z.string() });
/** A room type as the checks name it. */
const roomTypeNames = {
  roomTypeId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  shortName: z.string(),
  shortNameEn: z.string().nullable(),
};
/** A price choice as the checks name it: a rate plan, or the room type's base price. */
const planNames = {
  id: z.string().nullable().describe('Null: the room type’s base price'),
  name: z.string(),
  nameEn: z.string().nullable(),
  nonRef: z.boolean(),
};

/** POST /api/room/types/check: each room type, whether it can take the stay, and its prices. */
export const roomTypesCheckAnswer = apiSchema(
  'RoomTypesCheckAnswer',
  z.object({
    roomTypes: z.array(
      z.object({
        ...roomTypeNames,
        current: z.boolean(),
        available: z.boolean().describe('A free room for all the stay’s dates'),
        freeRooms: z.array(freeRoom),
        message: z.string().nullable().describe('Why it is not available'),
        ratePlans: z.array(
          z.object({
            ...planNames,
            ...choicePrice,
          }),
        ),
        keep: priceChoice.nullable().describe('The current price kept (night stays only)'),
        currency: priceChoice.nullable().describe('The typed price, when one was sent'),
      }),
    ),
  }),
);

/** POST /api/reservation/room/choices: the rooms a reservation may move to, and why not. */
export const roomChoicesAnswer = apiSchema(
  'RoomChoicesAnswer',
  z.object({
    from: z.string().describe('The first night that would move'),
    to: z.string(),
    rooms: z.array(
      z.object({
        roomId: z.string(),
        name: z.string(),
        state: z.enum(['current', 'free', 'occupied', 'blocked']),
        date: z.string().optional().describe('The first night it is taken on'),
        number: z.number().int().nullable().optional().describe('The stay holding it'),
        blockId: z.string().optional(),
      }),
    ),
  }),
);

/** POST /api/check/availability: free rooms per room type for a stay, priced by each plan. */
export const availabilityAnswer = apiSchema(
  'AvailabilityAnswer',
  z.object({
    roomTypes: z.array(
      z.object({
        ...roomTypeNames,
        occupancy: z.number().int(),
        occupancyChildren: z.number().int(),
        available: z.number().int().describe('Rooms free for the whole stay'),
        total: z.number().int().describe('Rooms of the type'),
        freeRooms: z.array(freeRoom),
        ratePlans: z.array(
          z.object({
            ...planNames,
            total: z.number(),
            sellable: z.boolean(),
            reasons: z.array(z.string()),
          }),
        ),
      }),
    ),
    stay: staySchema,
  }),
);

import { z } from 'zod';
import { nightAuditFailedSchema } from '@hotel/events/night-audit/events';
import {
  guestCloneSchema,
  reservationStatuses,
  stayTypes,
} from '@hotel/events/reservations/events';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/night-audit/check answers (the UI's types are generated from this: see
 * docs/adding-a-feature.md, "Generated types").
 */

/** One stay on the check page: enough to recognise it and open it. */
export const nightAuditLineResponse = apiSchema(
  'NightAuditLine',
  z.object({
    id: z.string(),
    number: z.number().int(),
    groupId: z.string(),
    status: z.enum(reservationStatuses),
    guestName: z.string(),
    roomName: z.string().nullable(),
    roomTypeName: z.string(),
    roomTypeNameEn: z.string().nullable(),
    checkIn: z.string(),
    checkOut: z.string(),
    stayType: z.enum(stayTypes),
    amount: z.number(),
    balance: z.number(),
    guests: z.number().int().describe('Adults and children'),
    staysTonight: z.boolean().describe('The audit counts the stay as a room sold tonight'),
  }),
);

const roomCount = z.object({
  total: z.number().int(),
  percent: z.number(),
  totalGuests: z.number().int(),
});

export const nightAuditCheckResponse = apiSchema(
  'NightAuditCheck',
  z.object({
    workingDate: z.string(),
    calendarDate: z.string(),
    timeZone: z.string(),
    hotelName: z.string(),
    lastAuditedDate: z.string().nullable(),
    lastAuditedAt: z.string().nullable(),
    schedule: z.object({ isNightauditAuto: z.boolean(), runAt: z.string() }),
    failure: nightAuditFailedSchema.nullable(),
    arrivals: z.array(nightAuditLineResponse),
    departures: z.array(nightAuditLineResponse),
    balanceDue: z.array(nightAuditLineResponse),
    receivables: z.array(
      z.object({
        id: z.string(),
        reservationId: z.string(),
        reservation: z.object({
          id: z.string(),
          number: z.number().int(),
          groupId: z.string(),
          checkIn: z.string(),
          checkOut: z.string(),
          status: z.enum(reservationStatuses),
        }),
        amount: z.number(),
        payer: guestCloneSchema,
        notes: z.string().nullable(),
      }),
    ),
    roomDetails: z.object({
      roomsTotal: z.number().int(),
      outOfOrder: z.number().int(),
      occupiedRooms: roomCount,
      availableRooms: roomCount,
    }),
  }),
);

import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/** What GET /api/allotments and GET /api/allotments/:id answer (the UI's types come from here). */

const totals = z.object({
  allotted: z.number().int().describe('Room nights allotted'),
  pickedUp: z.number().int().describe('Room nights picked up by the partner'),
  released: z.number().int().describe('Room nights released by the night audit'),
  remaining: z.number().int().describe('Room nights still held for the partner'),
});

export const allotmentResponse = apiSchema(
  'Allotment',
  z.object({
    id: z.string(),
    number: z.number().int(),
    partnerId: z.string(),
    partnerName: z.string(),
    roomTypeId: z.string(),
    roomTypeName: z.string(),
    roomTypeNameEn: z.string().nullable(),
    firstNight: z.string(),
    lastNight: z.string(),
    rooms: z.number().int(),
    releaseDays: z.number().int(),
    rate: z.number().int().describe('Contracted price a room a night, MNT'),
    createdAt: z.string(),
    canceledAt: z.string().nullable().describe('Null: in force'),
    totals,
  }),
);

export const allotmentListResponse = apiSchema(
  'AllotmentList',
  z.object({ data: z.array(allotmentResponse) }),
);

export const pickUpNightResponse = apiSchema(
  'AllotmentPickUpNight',
  z.object({
    date: z.string(),
    allotted: z.number().int(),
    pickedUp: z.number().int(),
    released: z.number().int(),
    remaining: z.number().int(),
    isReleased: z.boolean(),
  }),
);

export const pickUpReportResponse = apiSchema(
  'AllotmentPickUpReport',
  z.object({ allotment: allotmentResponse, nights: z.array(pickUpNightResponse) }),
);

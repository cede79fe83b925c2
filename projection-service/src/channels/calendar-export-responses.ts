import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';

/**
 * What GET /api/calendar/exports answers (the UI's types are generated from these: see
 * docs/adding-a-feature.md, "Generated types").
 */

/** A live feed: its id (to revoke it), its token (the URL is `/ical/{token}.ics`), when made. */
export const calendarExportResponse = apiSchema(
  'CalendarExport',
  z.object({ id: z.string(), token: z.string(), createdAt: z.string() }),
);

const roomResponse = z.object({
  id: z.string(),
  name: z.string(),
  export: calendarExportResponse.nullable().describe('Null: no live feed'),
});

/** The property's room types, each with its rooms, and the live feed of each. */
export const calendarExportListResponse = apiSchema(
  'CalendarExportList',
  z.object({
    roomTypes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        nameEn: z.string().nullable(),
        export: calendarExportResponse.nullable().describe('Null: no live feed'),
        rooms: z.array(roomResponse),
      }),
    ),
  }),
);

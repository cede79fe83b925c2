import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import { historyActorResponse } from '../reservations/history-responses';
import { ACTIVITY_AREAS } from './areas';
import { ACTIVITY_FIELDS, ACTIVITY_OTHER_FIELDS } from './projection';

/**
 * What GET /api/activity and /api/activity/users answer (docs/activity.md; the UI's types are
 * generated from these: see docs/adding-a-feature.md, "Generated types").
 */

export const activityChangeResponse = apiSchema(
  'ActivityChange',
  z.object({
    number: z.number().int().nullable().describe('The reservation it happened to'),
    field: z.enum([...ACTIVITY_FIELDS, ...ACTIVITY_OTHER_FIELDS]),
    before: z.union([z.string(), z.number()]).nullable(),
    after: z.union([z.string(), z.number()]).nullable(),
  }),
);

export const activityEntryResponse = apiSchema(
  'ActivityEntry',
  z.object({
    id: z.string(),
    at: z.string(),
    commandType: z.string(),
    area: z.enum(ACTIVITY_AREAS),
    actor: historyActorResponse,
    reservations: z.array(z.object({ id: z.string(), number: z.number().int().nullable() })),
    reservationCount: z.number().int(),
    subject: z.string().nullable(),
    amount: z.number().nullable(),
    changes: z.array(activityChangeResponse),
    moreChanges: z.number().int(),
  }),
);

export const activityPageResponse = apiSchema(
  'ActivityPage',
  z.object({
    data: z.array(activityEntryResponse),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    timeZone: z.string(),
  }),
);

export const activityUsersResponse = apiSchema(
  'ActivityUsers',
  z.object({
    data: z.array(
      z.object({ userId: z.string(), actor: historyActorResponse, count: z.number().int() }),
    ),
  }),
);

import { z } from 'zod';
import { apiSchema } from '@hotel/infra/http/api-schemas';
import type { GuardedRoutes } from '@hotel/infra/http/route-policy';
import { HISTORY_FIELDS } from './history';

/**
 * What GET /api/reservations/{id}/history answers, and who did a change as the activity log
 * names them too (the UI's types are generated from these: see docs/adding-a-feature.md,
 * "Generated types").
 */

/** Someone who made a change, named as they were then (null: unknown to the audit). */
export const historyPersonResponse = apiSchema(
  'HistoryPerson',
  z.object({ userId: z.string(), name: z.string().nullable(), email: z.string().nullable() }),
);

/** Staff, the night audit (automatic: `user` null), a guest online, or the system itself. */
export const historyActorResponse = apiSchema(
  'HistoryActor',
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('user'), user: historyPersonResponse }),
    z.object({ kind: z.literal('nightAudit'), user: historyPersonResponse.nullable() }),
    z.object({ kind: z.literal('onlineBooking') }),
    z.object({ kind: z.literal('system'), name: z.string().nullable() }),
  ]),
);

export const fieldChangeResponse = apiSchema(
  'FieldChange',
  z.object({
    field: z.enum(HISTORY_FIELDS),
    before: z.unknown(),
    after: z.unknown(),
    beforeEn: z.string().optional().describe("A named field's English copy, when it has one"),
    afterEn: z.string().optional(),
  }),
);

export const historyEntryResponse = apiSchema(
  'HistoryEntry',
  z.object({
    id: z.string(),
    type: z.string().describe("The event's type: the sentence's key"),
    revision: z.number().int(),
    occurredAt: z.string(),
    commandType: z.string(),
    actor: historyActorResponse,
    details: z.record(z.string(), z.unknown()),
    changes: z.array(fieldChangeResponse),
  }),
);

export const reservationHistoryResponse = apiSchema(
  'ReservationHistory',
  z.object({
    entries: z.array(historyEntryResponse).describe("Oldest first (the stream's order)"),
    timeZone: z.string().describe("The property's time zone: times are shown in it"),
  }),
);

/**
 * Declares the answers of the reservation routes typed so far (called after
 * `reservationQueries` registers them).
 */
export const describeReservationAnswers = (routes: GuardedRoutes): void => {
  routes.describe('get', '/reservations/:id/history', { response: reservationHistoryResponse });
};

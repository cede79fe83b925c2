import { z } from 'zod';

/**
 * Metadata stored with every event. Auditors read history from it: who (userId) did what
 * (commandId) in which property, as a consequence of what (causationId) and in which
 * business conversation (correlationId).
 */
export const eventMetadataSchema = z.object({
  propertyId: z.string().nullable(),
  userId: z.string(),
  commandId: z.string(),
  commandType: z.string(),
  correlationId: z.string(),
  causationId: z.string(),
  occurredAt: z.string(),
  /** Schema version of the event's data; upcasters lift older versions on read. */
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** A domain event as deciders produce it and evolve/projections consume it. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

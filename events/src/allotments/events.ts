import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * Allotments for tour operators (issue 36, part 4; docs/allotments.md): a contract with a partner
 * that holds rooms of one room type, night by night, on the property's occupancy ledger
 * (`occupancy-{propertyId}`) beside stays, blocks and the sites' holds. The rooms are held by
 * count (never a specific room); the partner's own stays of that type pick them up; the night
 * audit gives back what is not picked up at each night's release date.
 */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The terms of a contract: `rooms` of `roomTypeId` every night `firstNight` … `lastNight`. */
export const allotmentTermsSchema = z.object({
  allotmentId: z.string(),
  /** The contract's number within the property (1, 2, …), for people to name it. */
  number: z.number().int(),
  partnerId: z.string(),
  partnerName: z.string(),
  roomTypeId: z.string(),
  /** The first and the last night held (both included). */
  firstNight: date,
  lastNight: date,
  rooms: z.number().int(),
  /** Each night is released this many days before it (0: on the night's own date). */
  releaseDays: z.number().int(),
  /** The contracted price of a room a night, integer MNT. */
  rate: z.number().int(),
});
export type AllotmentTerms = z.infer<typeof allotmentTermsSchema>;

const property = { propertyId: z.string() };

/** A contract was made: its rooms are held from now on. */
export const allotmentContractedSchema = z.object({
  ...property,
  allotment: allotmentTermsSchema,
  at: z.string(),
});
export type AllotmentContracted = DomainEvent<
  'AllotmentContracted',
  z.infer<typeof allotmentContractedSchema>
>;

/** A contract's nights, rooms, release days or rate changed (`before` → `allotment`). */
export const allotmentChangedSchema = z.object({
  ...property,
  allotment: allotmentTermsSchema,
  before: allotmentTermsSchema,
  at: z.string(),
});
export type AllotmentChanged = DomainEvent<
  'AllotmentChanged',
  z.infer<typeof allotmentChangedSchema>
>;

/** A contract was canceled: what it still held is free; the partner's stays stay booked. */
export const allotmentCanceledSchema = z.object({
  ...property,
  allotmentId: z.string(),
  at: z.string(),
});
export type AllotmentCanceled = DomainEvent<
  'AllotmentCanceled',
  z.infer<typeof allotmentCanceledSchema>
>;

/**
 * The night audit reached the release date of these nights: the rooms not picked up (`rooms`,
 * possibly 0) went back to general inventory and the nights are closed for the allotment.
 * `workingDate` is the date the audit rolled to.
 */
export const allotmentNightsReleasedSchema = z.object({
  ...property,
  allotmentId: z.string(),
  workingDate: date,
  nights: z.array(z.object({ date, rooms: z.number().int() })),
});
export type AllotmentNightsReleased = DomainEvent<
  'AllotmentNightsReleased',
  z.infer<typeof allotmentNightsReleasedSchema>
>;

export type AllotmentEvent =
  AllotmentContracted | AllotmentChanged | AllotmentCanceled | AllotmentNightsReleased;

export const allotmentEventSchemas = {
  AllotmentContracted: allotmentContractedSchema,
  AllotmentChanged: allotmentChangedSchema,
  AllotmentCanceled: allotmentCanceledSchema,
  AllotmentNightsReleased: allotmentNightsReleasedSchema,
} as const;

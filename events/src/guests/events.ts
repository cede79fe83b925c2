import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * The guest register of a property (operations spec §2 "Guests", §3 "Guest"): profiles made
 * by hand and from bookings, one stream per property (`guests-{propertyId}`) so a booking's
 * guest is matched to one profile (by e-mail, phone or passport number) and no two profiles
 * share one of them (docs/front-office.md).
 */

export const guestFieldsSchema = z.object({
  name: z.string(),
  surname: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  passportNumber: z.string().nullable(),
  nationality: z.string(),
  description: z.string().nullable(),
  isBlacklist: z.boolean(),
  blacklistReason: z.string().nullable(),
});
export type GuestFields = z.infer<typeof guestFieldsSchema>;

const ofGuest = { propertyId: z.string(), guestId: z.string() };

export const guestRegisteredSchema = z.object({
  ...ofGuest,
  ...guestFieldsSchema.shape,
  /** `staff`: typed on the guests page; `booking`: a booking's guest matched no profile. */
  origin: z.enum(['staff', 'booking']),
  createdAt: z.string(),
});
export type GuestRegistered = DomainEvent<'GuestRegistered', z.infer<typeof guestRegisteredSchema>>;

export const guestChangedSchema = z.object({ ...ofGuest, ...guestFieldsSchema.shape });
export type GuestChanged = DomainEvent<'GuestChanged', z.infer<typeof guestChangedSchema>>;

export const guestsRemovedSchema = z.object({
  propertyId: z.string(),
  guestIds: z.array(z.string()),
});
export type GuestsRemoved = DomainEvent<'GuestsRemoved', z.infer<typeof guestsRemovedSchema>>;

/** A booking's guest is this profile: its reservations count towards `resCount`. */
export const guestBookedSchema = z.object({
  ...ofGuest,
  groupId: z.string(),
  reservationIds: z.array(z.string()),
});
export type GuestBooked = DomainEvent<'GuestBooked', z.infer<typeof guestBookedSchema>>;

export type GuestEvent = GuestRegistered | GuestChanged | GuestsRemoved | GuestBooked;

export const guestEventSchemas = {
  GuestRegistered: guestRegisteredSchema,
  GuestChanged: guestChangedSchema,
  GuestsRemoved: guestsRemovedSchema,
  GuestBooked: guestBookedSchema,
} as const;

export const guestEventTypes = Object.keys(guestEventSchemas) as GuestEvent['type'][];

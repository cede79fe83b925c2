import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * A channel's booking as the inbound API took it (docs/channels.md "Channel reservations"): one
 * stream per (property, channel, the channel's reservation id), `channelres-{id}`, naming our
 * reservation and the SHA-256 of the request each change came from, so the same request again is
 * answered as it was and another one modifies the reservation.
 */

const taken = {
  propertyId: z.string(),
  channelId: z.string(),
  /** The channel's own reservation id (our reservation's external reference). */
  externalId: z.string(),
  reservationId: z.string(),
  /** SHA-256 of the validated request (base64url). */
  requestHash: z.string(),
  /** The command that made this change (a replay of the same request is answered by it). */
  commandId: z.string(),
  at: z.string(),
};

export const channelReservationReceivedSchema = z.object({
  ...taken,
  number: z.number().int(),
});
export type ChannelReservationReceived = DomainEvent<
  'ChannelReservationReceived',
  z.infer<typeof channelReservationReceivedSchema>
>;

export const channelReservationModifiedSchema = z.object(taken);
export type ChannelReservationModified = DomainEvent<
  'ChannelReservationModified',
  z.infer<typeof channelReservationModifiedSchema>
>;

export const channelReservationCanceledSchema = z.object(taken);
export type ChannelReservationCanceled = DomainEvent<
  'ChannelReservationCanceled',
  z.infer<typeof channelReservationCanceledSchema>
>;

export type ChannelReservationEvent =
  ChannelReservationReceived | ChannelReservationModified | ChannelReservationCanceled;

/**
 * A site's held booking (a calendar import's hold) was turned into our reservation: on the
 * property's calendar imports stream, so later reads of the site's calendar leave that event
 * alone (the reservation holds its nights now).
 */
export const channelHoldConvertedSchema = z.object({
  propertyId: z.string(),
  feedId: z.string(),
  holdId: z.string(),
  uid: z.string(),
  reservationId: z.string(),
  at: z.string(),
});
export type ChannelHoldConverted = DomainEvent<
  'ChannelHoldConverted',
  z.infer<typeof channelHoldConvertedSchema>
>;

export const channelReservationEventSchemas = {
  ChannelReservationReceived: channelReservationReceivedSchema,
  ChannelReservationModified: channelReservationModifiedSchema,
  ChannelReservationCanceled: channelReservationCanceledSchema,
  ChannelHoldConverted: channelHoldConvertedSchema,
} as const;

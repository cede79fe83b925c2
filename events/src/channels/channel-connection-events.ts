import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * Channel connections (issue 36 part 2; docs/channels.md "Channel reservations"): a booking site
 * or channel manager a property takes reservations from over the inbound API. A property's
 * channels and their code mappings live on `channels-{propertyId}`; the API keys on one registry
 * stream of every property (`registry-channelkeys`), so a request is matched to its property
 * and channel by the key's SHA-256 alone.
 */

const property = { propertyId: z.string() };

/** A channel was added ("Booking.com"); its name is the source its reservations carry. */
export const channelConnectedSchema = z.object({
  ...property,
  channelId: z.string(),
  name: z.string(),
  connectedAt: z.string(),
});
export type ChannelConnected = DomainEvent<
  'ChannelConnected',
  z.infer<typeof channelConnectedSchema>
>;

/** One channel room code → one of our room types. */
export const roomCodeMappingSchema = z.object({ code: z.string(), roomTypeId: z.string() });
/** One channel rate code → one of our rate plans. */
export const rateCodeMappingSchema = z.object({ code: z.string(), ratePlanId: z.string() });

/** The channel's codes as they map now (the whole table, as the mapping screen saves it). */
export const channelMappingSetSchema = z.object({
  ...property,
  channelId: z.string(),
  rooms: z.array(roomCodeMappingSchema),
  rates: z.array(rateCodeMappingSchema),
  at: z.string(),
});
export type ChannelMappingSet = DomainEvent<
  'ChannelMappingSet',
  z.infer<typeof channelMappingSetSchema>
>;

export type ChannelConnectionEvent = ChannelConnected | ChannelMappingSet;

/**
 * An API key of a channel: only its SHA-256 (base64url) is kept; `hint` is its last four
 * characters, for staff to tell keys apart.
 */
export const channelApiKeyCreatedSchema = z.object({
  ...property,
  channelId: z.string(),
  keyId: z.string(),
  keyHash: z.string(),
  hint: z.string(),
  createdAt: z.string(),
});
export type ChannelApiKeyCreated = DomainEvent<
  'ChannelApiKeyCreated',
  z.infer<typeof channelApiKeyCreatedSchema>
>;

/** The key opens nothing any more. */
export const channelApiKeyRevokedSchema = z.object({
  ...property,
  channelId: z.string(),
  keyId: z.string(),
  revokedAt: z.string(),
});
export type ChannelApiKeyRevoked = DomainEvent<
  'ChannelApiKeyRevoked',
  z.infer<typeof channelApiKeyRevokedSchema>
>;

export type ChannelApiKeyEvent = ChannelApiKeyCreated | ChannelApiKeyRevoked;

export const channelConnectionEventSchemas = {
  ChannelConnected: channelConnectedSchema,
  ChannelMappingSet: channelMappingSetSchema,
  ChannelApiKeyCreated: channelApiKeyCreatedSchema,
  ChannelApiKeyRevoked: channelApiKeyRevokedSchema,
} as const;

import { z } from 'zod';
import type { DomainEvent } from '../metadata';

/**
 * The ARI push (availability, rates and restrictions out; issue 36 part 3, docs/channels.md
 * "ARI push"). A property's ARI endpoints, its outbox and the delivery log live on one stream,
 * `ari-{propertyId}`; `registry-ari` lists the properties that have an endpoint, so the
 * dispatcher reads one stream to find them.
 */

const property = { propertyId: z.string() };
const ofChannel = { ...property, channelId: z.string() };

/**
 * What a channel's endpoint speaks: `json`, the signed JSON webhook (a channel manager of our
 * own or anyone's); `opentravel`, the OpenTravel Alliance's XML messages
 * (`OTA_HotelAvailNotifRQ` and `OTA_HotelRateAmountNotifRQ`) that booking sites and channel
 * managers take, addressed to the hotel by the site's own code for it.
 */
export const ariFormats = ['json', 'opentravel'] as const;
export type AriFormat = (typeof ariFormats)[number];

/**
 * Where a channel's ARI messages go, whether they are sent, and how. Events before the
 * OpenTravel adapter carry no `format`: they are `json`.
 */
export const ariEndpointSetSchema = z.object({
  ...ofChannel,
  url: z.string(),
  enabled: z.boolean(),
  format: z.enum(ariFormats).optional(),
  /** OpenTravel: the site's code for the hotel (`HotelCode`). */
  hotelCode: z.string().optional(),
  /** The user name the endpoint's HTTP Basic authentication wants (none: no authentication). */
  username: z.string().optional(),
  at: z.string(),
});
export type AriEndpointSet = DomainEvent<'AriEndpointSet', z.infer<typeof ariEndpointSetSchema>>;

/**
 * A new signing secret (the first with the endpoint, or a rotation). The dispatcher signs with
 * it, so it is kept as it is (as a calendar token is); no read model or answer but the one that
 * made it ever holds it.
 */
export const ariSecretIssuedSchema = z.object({
  ...ofChannel,
  secret: z.string(),
  hint: z.string(),
  at: z.string(),
});
export type AriSecretIssued = DomainEvent<'AriSecretIssued', z.infer<typeof ariSecretIssuedSchema>>;

/**
 * The password the endpoint's HTTP Basic authentication wants, as the site issued it (null:
 * none). Kept as it is, as the signing secret is: only the dispatcher reads it; no read model
 * or answer ever holds it.
 */
export const ariPasswordSetSchema = z.object({
  ...ofChannel,
  password: z.string().nullable(),
  at: z.string(),
});
export type AriPasswordSet = DomainEvent<'AriPasswordSet', z.infer<typeof ariPasswordSetSchema>>;

/** A date range of one room type whose availability, rates or restrictions changed. */
export const ariDirtyRangeSchema = z.object({
  channelId: z.string(),
  roomTypeId: z.string(),
  /** First date, and the date after the last (exclusive), YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
});
export type AriDirtyRange = z.infer<typeof ariDirtyRangeSchema>;

/**
 * What the dispatcher found changed since it last looked: the ranges to send again, and the
 * revision of each stream it read up to (the next look starts after them). Staff's "send
 * everything now" is one of these too (`reason: 'resync'`).
 */
export const ariChangesQueuedSchema = z.object({
  ...property,
  reason: z.enum(['changes', 'resync', 'endpoint']),
  /** The outbox's queue number (1, 2, …): a delivery clears what was queued up to its `upTo`. */
  number: z.number().int(),
  ranges: z.array(ariDirtyRangeSchema),
  /** The horizon's first date (the working date): what was queued before it is dropped. */
  horizonFrom: z.string(),
  /** Stream name → the revision read up to (only the streams read this time). */
  seen: z.record(z.string(), z.number().int()),
  at: z.string(),
});
export type AriChangesQueued = DomainEvent<
  'AriChangesQueued',
  z.infer<typeof ariChangesQueuedSchema>
>;

/**
 * One instance took the next message of a (channel, room type): no other sends it until the
 * lease ends or its outcome is recorded (one in flight per room type).
 */
export const ariDeliveryStartedSchema = z.object({
  ...ofChannel,
  roomTypeId: z.string(),
  /** The message's sequence number for the room type (1, 2, …: the receiver orders by it). */
  sequence: z.number().int(),
  attempt: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The outbox's queue number the message covers: what was queued up to it is in it. */
  upTo: z.number().int(),
  instance: z.string(),
  at: z.string(),
  leaseUntil: z.string(),
});
export type AriDeliveryStarted = DomainEvent<
  'AriDeliveryStarted',
  z.infer<typeof ariDeliveryStartedSchema>
>;

/** The outcome of one message: delivered (2xx), or failed with the next try's time. */
export const ariDeliveryRecordedSchema = z.object({
  ...ofChannel,
  roomTypeId: z.string(),
  sequence: z.number().int(),
  attempt: z.number().int(),
  from: z.string(),
  to: z.string(),
  upTo: z.number().int(),
  delivered: z.boolean(),
  /** The endpoint's HTTP status; null when none came (timeout, refused, …). */
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  at: z.string(),
  /** Failed: when it is tried again (exponential backoff with full jitter). */
  retryAt: z.string().nullable(),
});
export type AriDeliveryRecorded = DomainEvent<
  'AriDeliveryRecorded',
  z.infer<typeof ariDeliveryRecordedSchema>
>;

export type AriEvent =
  | AriEndpointSet
  | AriSecretIssued
  | AriPasswordSet
  | AriChangesQueued
  | AriDeliveryStarted
  | AriDeliveryRecorded;

/** A property has an ARI endpoint (on `registry-ari`, once per property). */
export const ariPropertyListedSchema = z.object({ ...property });
export type AriPropertyListed = DomainEvent<
  'AriPropertyListed',
  z.infer<typeof ariPropertyListedSchema>
>;

export const ariEventSchemas = {
  AriEndpointSet: ariEndpointSetSchema,
  AriSecretIssued: ariSecretIssuedSchema,
  AriPasswordSet: ariPasswordSetSchema,
  AriChangesQueued: ariChangesQueuedSchema,
  AriDeliveryStarted: ariDeliveryStartedSchema,
  AriDeliveryRecorded: ariDeliveryRecordedSchema,
  AriPropertyListed: ariPropertyListedSchema,
} as const;

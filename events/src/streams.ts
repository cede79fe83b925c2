/**
 * Stream names, in one place. A stream is `<category>-<id>`; the category tells which
 * aggregate (decider) owns it.
 */
export const streams = {
  property: (propertyId: string) => `property-${propertyId}`,
  /** Registry of unique keys (e.g. company register numbers) across properties. */
  propertyRegistry: () => 'registry-properties',
  account: (accountId: string) => `account-${accountId}`,
  /** Registry of e-mail addresses: unique across accounts, and the way from e-mail to account. */
  emailRegistry: () => 'registry-emails',
  session: (sessionId: string) => `session-${sessionId}`,
  /** Owner, roles and staff of one property. */
  access: (propertyId: string) => `access-${propertyId}`,
  /** The settings lists of one property: sources, payment methods, currencies, taxes,
   *  partners, service categories and services, contacts (rules across them hold together). */
  settings: (propertyId: string) => `settings-${propertyId}`,
  /** Room types, their rooms, amenities and images (room numbers unique in the property). */
  inventory: (propertyId: string) => `inventory-${propertyId}`,
  /** Cancellation, children and extra-bed policies and the child age of one property. */
  policies: (propertyId: string) => `policies-${propertyId}`,
  /** What guests and documents see of a property: general info, hotel settings, bank
   *  accounts, rules, images, facilities. */
  profile: (propertyId: string) => `profile-${propertyId}`,
  /** The rate plans of one property (one OTA / online-booking plan per room type). */
  ratePlans: (propertyId: string) => `rateplans-${propertyId}`,
  /** What was set on one rate plan's calendar: daily rates, restrictions, intervals. */
  rates: (ratePlanId: string) => `rates-${ratePlanId}`,
  /** One reservation: one booked room, its stay, status and price. */
  reservation: (reservationId: string) => `reservation-${reservationId}`,
  /** The reservations booked together under one group number. */
  group: (groupId: string) => `group-${groupId}`,
  /** The property's occupancy ledger: every live stay and room block by room type and
   *  room. Every occupancy change appends here atomically with its reservation. */
  occupancy: (propertyId: string) => `occupancy-${propertyId}`,
  /** The property's housekeeping: rooms marked clean or dirty by staff. */
  housekeeping: (propertyId: string) => `housekeeping-${propertyId}`,
  /** The property's invoice book: every invoice it issued, numbered in order, and its sending. */
  invoices: (propertyId: string) => `invoices-${propertyId}`,
  /** The property's VAT receipt book: every e-receipt it issued, in order, one per group. */
  vatReceipts: (propertyId: string) => `vatreceipts-${propertyId}`,
  /** The property's guest register: profiles, blacklist, which bookings were whose. */
  guests: (propertyId: string) => `guests-${propertyId}`,
  /** One reservation request (from the online booking page or a channel). */
  reservationRequest: (resReqId: string) => `resreq-${resReqId}`,
  /** Which properties run the night audit automatically, and when (the runner reads this
   *  one stream instead of every property's). */
  nightAuditSchedules: () => 'registry-nightaudit',
  /** The property's calendar exports (iCal feeds per room and room type; one live per target). */
  calendarExports: (propertyId: string) => `calexports-${propertyId}`,
  /** The property's calendar imports (a site's iCal address per room) and their fetches. */
  calendarImports: (propertyId: string) => `calimports-${propertyId}`,
  /** Which properties import calendars (the import scheduler reads this one stream). */
  calendarImportRegistry: () => 'registry-calimports',
  /** The property's channels (inbound reservation API) and their room and rate code mappings. */
  channels: (propertyId: string) => `channels-${propertyId}`,
  /** Every property's channel API keys (by SHA-256): a request's key names its property. */
  channelKeyRegistry: () => 'registry-channelkeys',
  /** One channel booking (property, channel, the channel's reservation id) and its changes. */
  channelReservation: (id: string) => `channelres-${id}`,
  /** The property's ARI endpoints (per channel), its outbox and delivery log (docs/channels.md). */
  ari: (propertyId: string) => `ari-${propertyId}`,
  /** Which properties have an ARI endpoint (the ARI dispatcher reads this one stream). */
  ariRegistry: () => 'registry-ari',
  /** One per handled command: its outcome, so a re-sent command is answered, not re-applied. */
  command: (commandId: string) => `command-${commandId}`,
} as const;

export const categoryOf = (streamName: string): string => {
  const dash = streamName.indexOf('-');
  return dash === -1 ? streamName : streamName.slice(0, dash);
};

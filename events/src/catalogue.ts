import type { z } from 'zod';
import {
  type AccessEvent,
  ownershipTransferredSchema,
  propertyAccessOpenedSchema,
  roleCreatedSchema,
  roleDeletedSchema,
  roleUpdatedSchema,
  staffMemberAddedSchema,
  staffMemberRemovedSchema,
  staffRoleChangedSchema,
} from './access/events';
import {
  accountDetailsChangedSchema,
  type AccountEvent,
  accountRegisteredSchema,
  emailClaimedSchema,
  type EmailRegistryEvent,
  passwordChangedSchema,
  passwordResetRequestedSchema,
  type SessionEvent,
  sessionEndedSchema,
  sessionRefreshedSchema,
  sessionStartedSchema,
} from './account/events';
import {
  propertyActivatedSchema,
  type PropertyEvent,
  propertyRegisteredSchema,
  type PropertyRegistryEvent,
  registerNoClaimedSchema,
} from './property/events';
import { type InventoryEvent, inventoryEventSchemas } from './inventory/events';
import { type PoliciesEvent, policiesEventSchemas } from './policies/events';
import { type ProfileEvent, profileEventSchemas } from './profile/events';
import { type RatesEvent, ratesEventSchemas } from './rates/events';
import { folioEventSchemas } from './folio/events';
import { type InvoiceEvent, invoiceEventSchemas } from './invoices/events';
import { type VatReceiptEvent, vatReceiptEventSchemas } from './vat-receipts/events';
import { type ReservationsAreaEvent, reservationsEventSchemas } from './reservations/events';
import {
  type ReservationRequestsAreaEvent,
  reservationRequestEventSchemas,
} from './reservation-requests/events';
import { type SettingsEvent, settingsEventSchemas } from './settings/events';
import { type BlockEvent, blockEventSchemas } from './blocks/events';
import { type HousekeepingEvent, housekeepingEventSchemas } from './housekeeping/events';
import { type GuestEvent, guestEventSchemas } from './guests/events';
import { type NightAuditEvent, nightAuditEventSchemas } from './night-audit/events';
import {
  type CalendarExportEvent,
  calendarExportEventSchemas,
} from './channels/calendar-export-events';
import {
  type CalendarImportEvent,
  type CalendarImportsListed,
  calendarImportEventSchemas,
} from './channels/calendar-import-events';
import { type ChannelHoldEvent, channelHoldEventSchemas } from './channels/calendar-hold-events';
import { type AllotmentEvent, allotmentEventSchemas } from './allotments/events';
import {
  type ChannelApiKeyEvent,
  type ChannelConnectionEvent,
  channelConnectionEventSchemas,
} from './channels/channel-connection-events';
import {
  type ChannelHoldConverted,
  type ChannelReservationEvent,
  channelReservationEventSchemas,
} from './channels/channel-reservation-events';
import { type AriEvent, type AriPropertyListed, ariEventSchemas } from './channels/ari-events';

/** Every domain event type of the product. */
export type AnyDomainEvent =
  | PropertyEvent
  | PropertyRegistryEvent
  | AccountEvent
  | EmailRegistryEvent
  | SessionEvent
  | AccessEvent
  | SettingsEvent
  | InventoryEvent
  | PoliciesEvent
  | ProfileEvent
  | RatesEvent
  | ReservationsAreaEvent
  | ReservationRequestsAreaEvent
  | BlockEvent
  | HousekeepingEvent
  | GuestEvent
  | InvoiceEvent
  | VatReceiptEvent
  | NightAuditEvent
  | CalendarExportEvent
  | CalendarImportEvent
  | CalendarImportsListed
  | AllotmentEvent
  | ChannelHoldEvent
  | ChannelConnectionEvent
  | ChannelApiKeyEvent
  | ChannelReservationEvent
  | AriEvent
  | AriPropertyListed
  | ChannelHoldConverted;

/**
 * The data schema of every domain event, at its current version. The build breaks here when
 * an event type is added to AnyDomainEvent without a schema.
 */
export const eventSchemas: { [T in AnyDomainEvent['type']]: z.ZodType } = {
  PropertyRegistered: propertyRegisteredSchema,
  PropertyActivated: propertyActivatedSchema,
  RegisterNoClaimed: registerNoClaimedSchema,
  AccountRegistered: accountRegisteredSchema,
  AccountDetailsChanged: accountDetailsChangedSchema,
  PasswordChanged: passwordChangedSchema,
  PasswordResetRequested: passwordResetRequestedSchema,
  EmailClaimed: emailClaimedSchema,
  SessionStarted: sessionStartedSchema,
  SessionRefreshed: sessionRefreshedSchema,
  SessionEnded: sessionEndedSchema,
  PropertyAccessOpened: propertyAccessOpenedSchema,
  RoleCreated: roleCreatedSchema,
  RoleUpdated: roleUpdatedSchema,
  RoleDeleted: roleDeletedSchema,
  StaffMemberAdded: staffMemberAddedSchema,
  StaffRoleChanged: staffRoleChangedSchema,
  StaffMemberRemoved: staffMemberRemovedSchema,
  OwnershipTransferred: ownershipTransferredSchema,
  ...settingsEventSchemas,
  ...inventoryEventSchemas,
  ...policiesEventSchemas,
  ...profileEventSchemas,
  ...ratesEventSchemas,
  ...reservationsEventSchemas,
  ...folioEventSchemas,
  ...invoiceEventSchemas,
  ...vatReceiptEventSchemas,
  ...reservationRequestEventSchemas,
  ...blockEventSchemas,
  ...housekeepingEventSchemas,
  ...guestEventSchemas,
  ...nightAuditEventSchemas,
  ...calendarExportEventSchemas,
  ...calendarImportEventSchemas,
  ...channelHoldEventSchemas,
  ...allotmentEventSchemas,
  ...channelConnectionEventSchemas,
  ...channelReservationEventSchemas,
  ...ariEventSchemas,
};

export const domainEventTypes = Object.keys(eventSchemas) as AnyDomainEvent['type'][];

export const isDomainEventType = (type: string): type is AnyDomainEvent['type'] =>
  Object.hasOwn(eventSchemas, type);

/** A decider produced an event that is not in the catalogue or does not match its schema. */
export class InvalidEventError extends Error {
  constructor(
    readonly type: string,
    readonly issues: string,
  ) {
    super(`Invalid ${type} event: ${issues}`);
    this.name = 'InvalidEventError';
  }
}

/** Checks an event's data against its schema before it is stored (never stores a bad event). */
export const validateEvent = (type: string, data: unknown): void => {
  if (!isDomainEventType(type)) throw new InvalidEventError(type, 'unknown event type');
  const result = eventSchemas[type].safeParse(data);
  if (!result.success) throw new InvalidEventError(type, result.error.message);
};

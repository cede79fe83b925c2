/** The events that change the property's document (its dates, rooms, room types, blocks). */
const propertyEvents = [
  'PropertyRegistered',
  'NightAuditPerformed',
  'RoomTypeAdded',
  'RoomTypeChanged',
  'RoomsAdded',
  'RoomChanged',
  'RoomRemoved',
  'RoomsBlocked',
  'BlockChanged',
  'BlockRemoved',
] as const;

export const handled = [
  ...propertyEvents,
  'ReservationCreated',
  'ReservationStatusChanged',
  'ReservationDatesChanged',
  'ReservationRoomTypeChanged',
  'ReservationDiscountSet',
  'CancellationFeeChanged',
  'ServiceItemAdded',
  'ServiceItemRemoved',
  'ExtraBedAdded',
  'ExtraBedRemoved',
  'ReservationTaxAdded',
  'ReservationTaxRemoved',
  'PaymentPosted',
  'PaymentDeleted',
  'PaymentRefunded',
  'ReceivablePaid',
] as const;
export type Handled = (typeof handled)[number];

export const PROPERTY_EVENTS: ReadonlySet<string> = new Set(propertyEvents);

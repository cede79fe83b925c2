import type { Projection } from '../runtime/projection';
import { DASHBOARD_STAYS, setupDashboardStays } from '../dashboard/stays';
import {
  CALENDAR_STAYS,
  CALENDAR_WEEKS,
  RESERVATION_GROUPS,
  RESERVATION_REQUEST_LINKS,
  RESERVATIONS,
} from './documents';
import { folioHandlers } from './folio-handlers';
import { groupHandlers } from './group-handlers';
import type { Handler } from './rows';
import { stayHandlers } from './stay-handlers';

/*
 * The reservations projection, one module per concept: its documents (`./documents.ts`), the
 * rows every handler writes (`./rows.ts`, `./calendar-rows.ts`, `./payment-views.ts`) and the
 * handlers of the stay's events (`./stay-handlers.ts`), the folio's (`./folio-handlers.ts`)
 * and the groups' (`./group-handlers.ts`). This module is their one entry for importers.
 */
export {
  CALENDAR_STAYS,
  CALENDAR_WEEKS,
  type CalendarBooking,
  type CalendarSegment,
  type CalendarStayDoc,
  type CalendarWeekDoc,
  type PaymentView,
  type RefundView,
  RESERVATION_GROUPS,
  RESERVATION_REQUEST_LINKS,
  RESERVATIONS,
  type ReservationDoc,
  type ReservationGroupDoc,
  type ReservationState,
} from './documents';
export { paymentViewOf, refundViewOf } from './payment-views';
export { calendarBookingOf, weekOf, weeksBetween } from './calendar-rows';
export { guestNameOf } from './rows';

const reservationEventTypes = [
  'ReservationCreated',
  'ReservationStatusChanged',
  'ReservationDatesChanged',
  'ReservationRoomAssigned',
  'ReservationRoomTypeChanged',
  'ReservationDiscountSet',
  'ReservationNotesChanged',
  'CancellationFeeChanged',
  'PaymentPosted',
  'PaymentDeleted',
  'ReceivablePaid',
  'IncomeEdited',
  'PaymentRefunded',
  'ServiceItemAdded',
  'ServiceItemRemoved',
  'ExtraBedAdded',
  'ExtraBedRemoved',
  'ReservationTaxAdded',
  'ReservationTaxRemoved',
  'StayGuestSaved',
  'StayGuestRemoved',
  'FolioRoutingSet',
  'PaymentWindowChanged',
  'GroupOpened',
  'ReservationsJoinedGroup',
  'ReservationRequestConverted',
] as const;
type HandledType = (typeof reservationEventTypes)[number];

const handlers: Record<HandledType, Handler> = {
  ...stayHandlers,
  ...folioHandlers,
  ...groupHandlers,
};

/**
 * Reservations and groups (read models `reservations`, `groups`, `calendar`): the list, the
 * detail, the group page, the calendar and the dashboard's slim rows (`dashboard_stays`).
 * Everything comes from event data, so a rebuild gives the same documents.
 */
export const reservationsProjection: Projection = {
  name: 'reservations',
  // 3: the dashboard's rows; 4: calendar rows hold the stay packed as the calendar answer
  // sends it (calendar-payload.ts); 5: English names (payment methods, the dashboard's room
  // type, the calendar's source); 6: the calendar's week stamps; 7: payer windows and room
  // segments (issue 31: routing, mid-stay moves).
  version: 7,
  collections: [
    RESERVATIONS,
    RESERVATION_GROUPS,
    CALENDAR_STAYS,
    CALENDAR_WEEKS,
    RESERVATION_REQUEST_LINKS,
    DASHBOARD_STAYS,
  ],
  readModels: ['reservations', 'groups', 'calendar'],
  handles: reservationEventTypes,
  setup: async (store) => {
    // The embedded store answers an equality filter from the first index whose fields the
    // filter all names: the narrow ones go first.
    const reservations = store.collection(RESERVATIONS);
    await reservations.createIndex({ groupId: 1 });
    // A group's page: its reservations read from the embedded file's index, not the property's
    // whole collection loaded (the first group opened after a start took 150–180 ms so).
    await reservations.createIndex({ propertyId: 1, groupId: 1 });
    await reservations.createIndex({ propertyId: 1, checkIn: 1 });
    await reservations.createIndex({ propertyId: 1, checkOut: 1 });
    await reservations.createIndex({ propertyId: 1 });
    // The list's order (newest first): its pages and createdAt ranges are read from the
    // embedded file's index of it (infra/src/read-store/embedded-file-reads.ts).
    await reservations.createIndex({ propertyId: 1, createdAt: -1, number: -1 });
    // The list's search (name, phone, e-mail, number, register number): a trigram index.
    await reservations.createIndex({ propertyId: 1, searchText: 'text' });
    // The night audit's check: stays still waiting or in house, whatever their dates.
    await reservations.createIndex({ propertyId: 1, status: 1 });
    // The list's filters (stay type, not paid, from a request): answered by the file's indexes.
    await reservations.createIndex({ propertyId: 1, stayType: 1 });
    await reservations.createIndex({ propertyId: 1, balance: 1 });
    await reservations.createIndex({ propertyId: 1, resReqId: 1 });
    await store.collection(RESERVATION_GROUPS).createIndex({ propertyId: 1 });
    const calendar = store.collection(CALENDAR_STAYS);
    await calendar.createIndex({ propertyId: 1, week: 1, first: 1 });
    await calendar.createIndex({ propertyId: 1, week: 1 });
    await setupDashboardStays(store);
  },
  apply: async (event, session) => {
    const handler = handlers[event.type as HandledType] as Handler | undefined;
    if (handler) await handler(event, session);
  },
};

import type { CalendarExportTarget } from '@hotel/events/channels/calendar-export-events';
import type { Document } from '@hotel/infra/read-store/port';

// The calendar exports projection's collections and the documents it keeps in them
// (docs/channels.md).

/** Every feed opened: token → property, target, created, revoked. */
export const CALENDAR_EXPORTS = 'calendar_exports';

export interface CalendarExportDoc extends Document {
  propertyId: string;
  target: CalendarExportTarget;
  targetId: string;
  token: string;
  createdAt: string;
  /** Null: live. */
  revokedAt: string | null;
}

/**
 * What takes a room type's nights, from the occupancy ledger's own events: each stay
 * (`stay:{reservationId}`), block (`block:{blockId}`) and reservation request hold per room
 * type (`hold:{resReqId}|{roomTypeId}`). `from` … `to` are nights (`to` exclusive, the
 * departure); a stay without nights (day or hour use) has `from === to`. Released stays and
 * removed blocks stay here, not `live`, so a stay taken up again keeps counting its changes.
 */
export const CALENDAR_EXPORT_HOLDERS = 'calendar_export_holders';

/**
 * `channel`: a booking site's hold (`channel:{holdId}`), held only (a conflicted one takes
 * nothing). `allotment`: a run of nights an allotment holds the same rooms
 * (`allotment:{allotmentId}|{n}`; calendar-nights-allotments.ts).
 */
export type HolderKind = 'stay' | 'block' | 'hold' | 'channel' | 'allotment';

export interface RoomNights {
  roomId: string;
  from: string;
  to: string;
}

/** A holder as the projection builds it, before its SEQUENCE is counted. */
export interface HolderFields {
  _id: string;
  propertyId: string;
  kind: HolderKind | 'holdset';
  /** The stay's, block's or request's id (the feed's UID is made from it). */
  sourceId: string;
  /** Null only for a `holdset` (the room types a request holds, to release them). */
  roomTypeId: string | null;
  from: string;
  to: string;
  /** Rooms of the type it takes (1 for a stay or block). */
  quantity: number;
  /** A request hold counts until this instant (null: until released). */
  until: string | null;
  live: boolean;
  /** The rooms it takes for which nights (a stay moved mid-stay: several). */
  rooms: RoomNights[];
  /** A holdset's room types. */
  roomTypeIds?: string[];
  /** A channel hold's site (a feed given to that site leaves its own holds out). */
  channel?: string;
  updatedAt: string;
}

export interface HolderDoc extends Document, HolderFields {
  /** How many times its nights or rooms changed (the feed's SEQUENCE). */
  sequence: number;
}

/**
 * The nights a room is taken, one document per holder and room (`{holderId}|{n}`): a room's
 * feed reads its own few documents through the roomId index.
 */
export const CALENDAR_EXPORT_ROOM_NIGHTS = 'calendar_export_room_nights';

export interface RoomNightsDoc extends Document {
  propertyId: string;
  roomId: string;
  holderId: string;
  sourceId: string;
  from: string;
  to: string;
  sequence: number;
  /** A channel hold's site. */
  channel?: string;
  updatedAt: string;
}

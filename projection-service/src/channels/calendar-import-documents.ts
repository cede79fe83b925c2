import type { CalendarFetchStatus } from '@hotel/events/channels/calendar-import-events';
import type { HoldCollision } from '@hotel/events/channels/calendar-hold-events';
import type { Document } from '@hotel/infra/read-store/port';

// The calendar imports projection's collections and documents (docs/channels.md).

/** Every import registered: its room, site, address, and its last fetch. */
export const CALENDAR_IMPORTS = 'calendar_imports';

export interface CalendarImportFetch {
  at: string;
  status: CalendarFetchStatus;
  /** Why it failed: a server message key and its parameters (translated when listed). */
  error: { key: string; params: Record<string, string | number> } | null;
}

export interface CalendarImportDoc extends Document {
  propertyId: string;
  roomId: string;
  roomTypeId: string;
  channel: string;
  url: string;
  registeredAt: string;
  /** Null: live. */
  removedAt: string | null;
  lastFetch: CalendarImportFetch | null;
  /** When the calendar was last read and applied (status ok). */
  lastOkAt: string | null;
}

/** The channel holds on the ledger (held or conflicted), one document each; released: gone. */
export const CALENDAR_IMPORT_HOLDS = 'calendar_import_holds';

export interface CalendarImportHoldDoc extends Document {
  propertyId: string;
  feedId: string;
  roomId: string;
  roomTypeId: string;
  channel: string;
  uid: string;
  startDate: string;
  endDate: string;
  /** Null: it holds its nights; else the first night it shares and what holds the room. */
  conflict: { date: string; with: HoldCollision } | null;
  updatedAt: string;
}

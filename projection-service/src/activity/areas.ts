import { categoryOf } from '@hotel/events/streams';

/** The areas of the activity log, in the order the UI offers them (docs/activity.md). */
export const ACTIVITY_AREAS = [
  'reservations',
  'folio',
  'invoices',
  'requests',
  'blocks',
  'housekeeping',
  'guests',
  'rates',
  'rooms',
  'settings',
  'staff',
  'nightAudit',
  'other',
] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

/** Commands on a reservation that change its folio (money and what is charged), not the stay. */
const FOLIO_COMMAND =
  /Payment|Receivable|Income|Refund|Service|ExtraBed|Tax|StayGuest|Folio|Payer|Routing|Window|Credit|Cancellation(Fee)?Set/;

/**
 * A command the log leaves out: a calendar import's read, or a retry of its conflicted holds
 * (docs/channels.md), that changed nothing on the ledger — every import is read every 15 minutes, and the calendar sync page
 * shows its last read. A read that placed, moved or released holds is listed (area blocks).
 */
export const isUnlogged = (commandType: string, streamNames: readonly string[]): boolean =>
  (commandType === 'RecordCalendarFetch' || commandType === 'RetryChannelHolds') &&
  !streamNames.some((name) => categoryOf(name) === 'occupancy');

/**
 * Which area a handled command belongs to, from the streams its decision wrote (the aggregate
 * decides the area, so a new command lands in the right one without a list to keep) and, on a
 * reservation, its type (money on the folio or the stay itself).
 */
export const areaOf = (commandType: string, streamNames: readonly string[]): ActivityArea => {
  if (commandType === 'PerformNightAudit' || commandType === 'SetNightAuditSchedule') {
    return 'nightAudit';
  }
  const categories = new Set(streamNames.map(categoryOf));
  if (categories.has('invoices') || categories.has('vatreceipts')) return 'invoices';
  if (categories.has('resreq')) return 'requests';
  if (categories.has('reservation') || categories.has('group')) {
    return FOLIO_COMMAND.test(commandType) ? 'folio' : 'reservations';
  }
  // An allotment contract is priced terms with a partner (docs/allotments.md).
  if (categories.has('rateplans') || categories.has('rates') || /Allotment/.test(commandType)) {
    return 'rates';
  }
  if (categories.has('inventory')) return 'rooms';
  if (categories.has('housekeeping')) return 'housekeeping';
  // A block changes the occupancy ledger alone.
  if (categories.has('occupancy')) return 'blocks';
  if (categories.has('guests')) return 'guests';
  // Registering the property opens its access too: it is the property's own setting.
  if (categories.has('property')) return 'settings';
  if (categories.has('access')) return 'staff';
  if (
    categories.has('settings') ||
    categories.has('policies') ||
    categories.has('profile') ||
    categories.has('calexports')
  ) {
    return 'settings';
  }
  return 'other';
};

import { z } from 'zod';
import type { DomainEvent } from '../metadata';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const amounts = z.record(z.string(), z.number().int());

/**
 * One business date's room figures, as the night audit froze them (see `figures.ts` for how
 * they are counted). Money received (payments by method, incomes by type, services) is not
 * here: it is posted on the working date and so belongs to the date it was posted on — the
 * sales report reads it from the incomes and charges the projections keep per date.
 */
export const nightFiguresSchema = z.object({
  /** Rooms of the property. */
  roomsTotal: z.number().int(),
  /** Rooms blocked on the night (out of order). */
  outOfOrder: z.number().int(),
  /** roomsTotal − outOfOrder. */
  roomsAvailable: z.number().int(),
  /**
   * Stays that hold a room on the night (day-use and hourly stays count on their day). Audits
   * since issue 31: only stays whose guest came (checked in, or checked out after staying).
   */
  roomsSold: z.number().int(),
  /** Adults and children of those stays. */
  guests: z.number().int(),
  children: z.number().int(),
  /**
   * The night's room revenue. Audits since issue 31: net of each stay's discount
   * (`pricing/nightly-revenue.ts`); earlier audits froze the gross `dayRates` entries and stay
   * as they were frozen.
   */
  roomRevenue: z.number().int(),
  /** Room revenue and rooms sold by room type id, and room revenue by channel (source name). */
  roomRevenueByRoomType: amounts,
  roomsSoldByRoomType: amounts,
  roomRevenueByChannel: amounts,
  /** Room type names at the time, for the report's labels (by id). */
  roomTypeNames: z.record(z.string(), z.string()),
});
export type NightFigures = z.infer<typeof nightFiguresSchema>;

/**
 * The night audit closed a business date (`property-{id}` stream): the chosen arrivals were
 * marked no-show (their own events are appended in the same atomic write), the date's figures
 * were frozen and the working date rolled to `nextDate`. Appended at most once per date.
 */
export const nightAuditPerformedSchema = z.object({
  propertyId: z.string(),
  /** The business date audited. */
  date,
  /** The new working date (date + 1). */
  nextDate: date,
  /** Arrivals marked no-show by this audit. */
  noShows: z.array(z.string()),
  /** Arrivals left pending: they stay on the next date's arrivals. */
  leftPending: z.array(z.string()),
  /** Departures that had not checked out (they stay in house). */
  stayovers: z.array(z.string()),
  /** Whether the command service ran it on its schedule (no user pressed it). */
  automatic: z.boolean(),
  performedAt: z.string(),
  figures: nightFiguresSchema,
});
export type NightAuditPerformed = DomainEvent<
  'NightAuditPerformed',
  z.infer<typeof nightAuditPerformedSchema>
>;

/** Whether (and at which local time) the command service runs the night audit by itself. */
export const nightAuditScheduleSetSchema = z.object({
  propertyId: z.string(),
  isNightauditAuto: z.boolean(),
  /** HH:mm in the property's time zone. */
  runAt: z.string().regex(/^\d{2}:\d{2}$/),
});
export type NightAuditScheduleSet = DomainEvent<
  'NightAuditScheduleSet',
  z.infer<typeof nightAuditScheduleSetSchema>
>;

/** An automatic night audit that could not run (shown on the check page until one succeeds). */
export const nightAuditFailedSchema = z.object({
  propertyId: z.string(),
  date,
  at: z.string(),
  /** A message key of the rule that stopped it, or 'nightAudit.failed'. */
  reason: z.string(),
  // A named thing (a room type) is kept with both its names: the message quotes the reader's.
  params: z.record(
    z.string(),
    z.union([z.string(), z.number(), z.object({ name: z.string(), nameEn: z.string().nullish() })]),
  ),
});
export type NightAuditFailed = DomainEvent<
  'NightAuditFailed',
  z.infer<typeof nightAuditFailedSchema>
>;

export type NightAuditEvent = NightAuditPerformed | NightAuditScheduleSet | NightAuditFailed;

export const nightAuditEventSchemas = {
  NightAuditPerformed: nightAuditPerformedSchema,
  NightAuditScheduleSet: nightAuditScheduleSetSchema,
  NightAuditFailed: nightAuditFailedSchema,
} as const;

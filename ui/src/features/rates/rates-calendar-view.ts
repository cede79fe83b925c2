/** The rates calendar's two views: a week or 30 days from the start date. */
export type CalendarView = 'week' | 'month';

/** Days of each view and the width of a day's slot (settings spec §9: slot width 120). */
export const VIEW_DAYS: Record<CalendarView, number> = { week: 7, month: 30 };
export const SLOT_WIDTH: Record<CalendarView, number> = { week: 120, month: 88 };
export const PLAN_COLUMN = 232;
